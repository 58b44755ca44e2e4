import { lazy, Suspense, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

type Loaded<P> = Promise<{ default: ComponentType<P> }>;

/**
 * A component that exists only once the page is hydrated, with its code fetched then (not in the page's
 * first-load JavaScript): overlays opened by a click, the live feed, toasts. Renders nothing before.
 */
export function clientOnly<P extends object>(load: () => Loaded<P>): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
