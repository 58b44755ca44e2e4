/** The multi-tab bar's rules (§2), kept pure so the server can apply them to the session's tab list. */
import { findMenuTrail, type MenuEntry } from "./permissions";
import { safeRedirectPath } from "./safe-redirect";
export interface Tab {
  /** The tab's identity: the menu entry's path (or the page path when the page is not in the menu). */
  key: string;
  /** Where the tab leads: the last URL visited under it (keeps filters and page). */
  url: string;
  titleKey: string;
  /** A record's own name (a device's serial number), shown instead of the title when known. */
  label?: string;
  /** A record's own tab (follows every page of the record) rather than a menu entry's. */
  record?: boolean;
}

export const MAX_TABS = 20;

/** Opens or refreshes the tab for a visit; the oldest tabs drop off past MAX_TABS. */
export function visitTab(tabs: readonly Tab[], visit: Tab, max = MAX_TABS): Tab[] {
  const index = tabs.findIndex((tab) => tab.key === visit.key);
  if (index !== -1) {
    const next = [...tabs];
    next[index] = visit;
    return next;
  }
  const next = [...tabs, visit];
  return next.length > max ? next.slice(next.length - max) : next;
}

export type CloseMode = "current" | "left" | "right" | "all" | "one";

export type CloseResult =
  | { ok: true; tabs: Tab[]; /** where to go when the active tab was closed */ goTo: string | null }
  | { ok: false; message: "tabs.lastTab" | "tabs.noLeft" | "tabs.noRight" };

/**
 * Closes tabs relative to `activeKey`. 'one' closes `targetKey`. The last tab can never be closed, and closing
 * left/right with nothing there answers the spec's messages. 'all' keeps the active tab.
 */
export function closeTabs(tabs: readonly Tab[], activeKey: string, mode: CloseMode, targetKey = activeKey): CloseResult {
  const activeIndex = tabs.findIndex((tab) => tab.key === activeKey);
  switch (mode) {
    case "current":
    case "one": {
      const key = mode === "one" ? targetKey : activeKey;
      const index = tabs.findIndex((tab) => tab.key === key);
      if (index === -1) return { ok: true, tabs: [...tabs], goTo: null };
      if (tabs.length <= 1) return { ok: false, message: "tabs.lastTab" };
      const next = tabs.filter((tab) => tab.key !== key);
      const goTo = key === activeKey ? next[Math.min(index, next.length - 1)].url : null;
      return { ok: true, tabs: next, goTo };
    }
    case "left":
      if (activeIndex <= 0) return { ok: false, message: "tabs.noLeft" };
      return { ok: true, tabs: tabs.slice(activeIndex), goTo: null };
    case "right":
      if (activeIndex === -1 || activeIndex >= tabs.length - 1) return { ok: false, message: "tabs.noRight" };
      return { ok: true, tabs: tabs.slice(0, activeIndex + 1), goTo: null };
    case "all": {
      if (tabs.length <= 1) return { ok: false, message: "tabs.lastTab" };
      const active = tabs[activeIndex];
      return { ok: true, tabs: active ? [active] : [], goTo: active ? null : "/" };
    }
  }
}

/**
 * The tab list after a visit to `pathname` that belongs to `visit`, or null when nothing changes. A modal or record
 * under a list keeps the list's last URL on its tab; a record tab follows its record.
 */
export function tabsAfterVisit(tabs: readonly Tab[], visit: Tab, pathname: string): Tab[] | null {
  const existing = tabs.find((tab) => tab.key === visit.key);
  const tab = existing && visit.key !== pathname && !visit.record ? existing : visit;
  // Reloading a page changes nothing.
  if (existing && JSON.stringify(existing) === JSON.stringify(tab)) return null;
  return visitTab(tabs, tab);
}

/** Pages outside the menu that still get a tab. */
export const FIXED_TAB_TITLES: Record<string, string> = {
  "/account/center": "menu.accountCenter",
  "/account/settings": "menu.accountSettings",
  "/notification": "menu.notification",
  "/dashboard/workplace": "menu.workplace",
};

const RECORD_ID = /^\d{1,18}$/;

/**
 * The tab a page belongs to, or null when it gets none:
 * - a leaf menu entry's page, and any record or modal under it, share that entry's tab;
 * - a record directly under a menu group (a device at /device/:id/...) gets a tab of its own, one per record;
 * - paths outside the user's menu (a 403 or 404), a group's own path and anything that is not a plain console
 *   path (`//evil.example/x`) get none, so a tab can never lead off the console or to an error;
 * - an answer other than a page (`status` not 200: a 404 under a screen, a 5xx, an action's 400) gets none either,
 *   so a failed export URL or a missing record never becomes its screen's address.
 */
export function tabForPage(menu: MenuEntry[], url: URL, status = 200): Tab | null {
  if (status !== 200) return null;
  const path = url.pathname;
  if (safeRedirectPath(path, "") !== path) return null;
  const here = `${path}${url.search}`;
  const fixed = FIXED_TAB_TITLES[path];
  if (fixed) return { key: path, url: here, titleKey: fixed };
  const entry = findMenuTrail(menu, path).at(-1);
  if (!entry || typeof entry.path !== "string") return null;
  const entryPath = entry.path.replace(/\/+$/, "");
  const titleKey = `menu.${entry.mark}`;
  if (!Array.isArray(entry.children) || entry.children.length === 0) return { key: entryPath, url: here, titleKey };
  const record = path.slice(entryPath.length).split("/")[1] ?? "";
  return RECORD_ID.test(record) ? { key: `${entryPath}/${record}`, url: here, titleKey, record: true } : null;
}
