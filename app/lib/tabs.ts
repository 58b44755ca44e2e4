/** The multi-tab bar's rules (§2), kept pure so the server can apply them to the session's tab list. */
export interface Tab {
  /** The tab's identity: the menu entry's path (or the page path when the page is not in the menu). */
  key: string;
  /** Where the tab leads: the last URL visited under it (keeps filters and page). */
  url: string;
  titleKey: string;
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
