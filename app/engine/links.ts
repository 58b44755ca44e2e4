import { useLocation, useSearchParams } from "@remix-run/react";

/**
 * Links between a list and its modal routes carry the list's query string, so the list behind a modal stays on
 * the same filter, sort and page, and closing or saving returns there.
 */
export function useListLinks(basePath: string) {
  const { search } = useLocation();
  return {
    list: `${basePath}${search}`,
    child: (path: string) => `${basePath}/${path}${search}`,
  };
}

/** Add-form defaults carried by the link's query ("add a child" links name the parent, and for areas the level). */
export function useQueryDefaults(names: readonly string[]): Record<string, string> {
  const [params] = useSearchParams();
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}
