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

/**
 * A component the server draws (so it works without JavaScript) but whose code the browser fetches only when a
 * page shows it, not with every page's first-load JavaScript: `server` is the component itself, imported through
 * a `.server` module (empty in the browser build), `load` fetches it in the browser. A server-drawn one is kept
 * as drawn until its code is there, then hydrated (React's Suspense).
 */
export function serverDrawnLazy<P extends object>(server: ComponentType<P> | undefined, load: () => Loaded<P>): ComponentType<P> {
  const Component = server ?? (lazy(load) as unknown as ComponentType<P>);
  function ServerDrawnLazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return ServerDrawnLazy;
}
