import { useLocation } from "@remix-run/react";

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
