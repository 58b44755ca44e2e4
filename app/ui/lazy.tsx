import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
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

/**
 * A part of the server's page that React hydrates in a pass of its own, after what encloses it (a dehydrated
 * Suspense boundary waits at the lowest priority). Hydrating the console in one pass ended in one ~40 ms commit at
 * 1× (issue 13: Lighthouse's 4× CPU counts it as blocking); split into the shell, its regions, and a list's parts,
 * each commit is short. A click or key press inside a part not yet hydrated hydrates it first (React's selective
 * hydration), so nothing typed or clicked is lost.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
