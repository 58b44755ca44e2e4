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
 * A part of the server's page (the side menu, the page's content, a list's filters and table). It used to be a
 * Suspense boundary that React hydrated in a pass of its own (issue 13: shorter commits), but a dehydrated boundary
 * does not survive the console's own updates (issue 34, React error #421): Remix's lazy route discovery patches the
 * router once hydrated (and again when new links appear), each patch a transition that changes the router's context
 * for the whole tree; React marks every still-dehydrated boundary as updated and retries it at the transition
 * hydration lane; a second patch arriving before that retry finished (keys typed meanwhile interrupt it) finds the
 * lane already tried, so React gives up, throws the server's HTML of that part away, renders it anew in the browser
 * and reports #421. Hydrated with the rest, the part cannot be left behind. Kept as a marker of the split points.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
