import { useHydrated } from "./use-hydrated";

/**
 * The stylesheet of what only JavaScript draws (app/styles/deferred.css): preloaded by the head without blocking the
 * first paint, applied once the page is hydrated, before any dialog, dropdown or toast can open.
 */
export function DeferredStyles({ href }: { href: string }) {
  const hydrated = useHydrated();
  return hydrated ? <link rel="stylesheet" href={href} /> : null;
}
