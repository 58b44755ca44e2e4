import { safeRedirectPath } from "./safe-redirect";

/** The sub-tab a device tab opens on, for the tabs that group sub-tabs (their bare path redirects there). */
const TAB_LANDINGS: Readonly<Record<string, string>> = { config: "config/parameters", running: "running/battery", operation: "operation/repair" };

/**
 * The path of a device's tab (its overview by default), at once where it lands: /device/:id and a grouping tab's
 * bare path answer with a redirect, a round trip a slow link feels (issue 13), so links never point there.
 */
export function deviceHref(deviceId: string | number, tab = "overview"): string {
  return `/device/${deviceId}/${TAB_LANDINGS[tab] ?? tab}`;
}

/**
 * Where a device action modal returns to: the tab it was opened from (`from`), when that is a path under the same
 * device; otherwise the device's overview. Keeps open redirects out (hostile cases 8 and 40): the address is also
 * judged by the console's one return-address guard.
 */
export function deviceReturnPath(deviceId: string, from: string | null | undefined): string {
  const base = `/device/${deviceId}/`;
  if (!from || !from.startsWith(base) || from.length > 500) return `${base}overview`;
  const [path, query] = from.split("?", 2);
  if (!/^\/device\/\d+\/[a-z-]+(\/[a-z-]+)*$/.test(path)) return `${base}overview`;
  return safeRedirectPath(query ? `${path}?${query}` : path, `${base}overview`);
}

/** The link to a device action modal, remembering the tab it was opened from. */
export function deviceActionLink(deviceId: string | number, action: string, from: string): string {
  return `/device/${deviceId}/${action}?from=${encodeURIComponent(from)}`;
}
