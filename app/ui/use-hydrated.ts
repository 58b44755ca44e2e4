import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false during the server render and hydration, true after: lets a component enhance what HTML already does. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Marks <html data-hydrated> once React handles the page, for CSS (`.hide-when-hydrated`): what only changes its look
 * when hydrated needs no re-render then (issue 13: hydration's last task re-rendered such components synchronously).
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
