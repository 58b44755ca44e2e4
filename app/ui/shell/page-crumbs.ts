import { UNSAFE_RemixContext, useLocation, useMatches } from "@remix-run/react";
import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { useContext } from "react";
import { menuMarkAt, type MenuEntry } from "~/lib/permissions";
import { pageNameOf } from "~/ui/page-title";

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * The breadcrumb's crumbs past the menu (issue 34: a device's pages and the account's stopped at their menu group):
 * the names of the routes under the deepest menu entry, each as its own `meta` titles it (so every page is named as
 * in its tab title, without a second list of names): a device's page gives "Device SN-1 / Overview", the avatar page
 * "Change avatar". Nothing on a menu entry's own page.
 */
export function usePageCrumbs(menu: MenuEntry[]): string[] {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const location = useLocation();
  if (!remix || menuMarkAt(menu, location.pathname)) return [];
  const metaMatches = matches.map((match) => ({ ...match, meta: [] as MetaDescriptor[] })) as unknown as MetaArgs["matches"];
  const names: string[] = [];
  for (const match of matches) {
    const path = withoutTrailingSlash(match.pathname);
    if (path === "/" || menuMarkAt(menu, path)) continue;
    const meta = remix.routeModules[match.id]?.meta;
    if (typeof meta !== "function") continue;
    let descriptors: MetaDescriptor[] | undefined;
    try {
      descriptors = meta({ data: match.data, params: match.params, location, matches: metaMatches, error: undefined } as never) as MetaDescriptor[] | undefined;
    } catch {
      continue;
    }
    const title = descriptors?.find((descriptor): descriptor is { title: string } => "title" in descriptor && typeof descriptor.title === "string")?.title;
    if (!title) continue;
    const name = pageNameOf(title, metaMatches);
    if (name && names[names.length - 1] !== name) names.push(name);
  }
  return names;
}
