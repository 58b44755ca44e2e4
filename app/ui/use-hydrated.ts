import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false during the server render and hydration, true after: lets a component enhance what HTML already does. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
