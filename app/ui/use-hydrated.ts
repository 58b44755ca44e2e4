import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether React handles the page, as a tiny external store: false in the server render and while hydrating (React
 * reads the server snapshot then), true from the task after hydration committed. Flipping it in a task of its own
 * keeps the re-render of everything that reads it (selection boxes, client-only parts, the deferred stylesheet) out
 * of the task that ends hydration: together they were the longest task after a list's first paint (~10 ms at 1× on
 * the bench's host, which Lighthouse's mobile simulation multiplies by the CPU slowdown; issue 35).
 */
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** false during the server render and hydration, true after: lets a component enhance what HTML already does. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Whether hydration has ended (false on the server): for a component deciding, once, how it starts. */
export function hasHydrated(): boolean {
  return hydrated;
}

/**
 * Called once by the root: after hydration, in a task of its own, flips useHydrated and marks <html data-hydrated>
 * for CSS (`.hide-when-hydrated`: what only changes its look when hydrated needs no re-render) and for tests.
 */
export function useMarkHydrated() {
  useEffect(() => {
    const timer = setTimeout(() => {
      hydrated = true;
      for (const listener of listeners) listener();
      document.documentElement.dataset.hydrated = "true";
    });
    return () => clearTimeout(timer);
  }, []);
}
