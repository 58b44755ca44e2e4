import type { ConsoleUser } from "~/auth/user.server";
import { takeFlash, updateSessionData, readSessionData } from "~/auth/session-store.server";
import { findMenuTrail } from "~/lib/permissions";
import { visitTab, type Tab } from "~/lib/tabs";
import { getOverview, type NotificationOverview } from "~/platform/notifications.server";

export const BELL_REFRESH_MS = 3_600_000;
export const BELL_SIZE = 5;

/** Pages outside the menu still get a tab title. */
const FIXED_TITLES: Record<string, string> = {
  "/account/center": "menu.accountCenter",
  "/account/settings": "menu.accountSettings",
  "/notification": "menu.notification",
  "/dashboard/workplace": "menu.workplace",
};

/** The tab a page belongs to: its menu entry (so a record or modal under a list shares the list's tab). */
export function tabFor(menu: ConsoleUser["role"]["menuList"], url: URL): Tab {
  const entry = findMenuTrail(menu, url.pathname).at(-1);
  const key = entry?.path ?? url.pathname;
  const titleKey = entry ? `menu.${entry.mark}` : FIXED_TITLES[url.pathname] ?? "menu.home";
  return { key, url: `${url.pathname}${url.search}`, titleKey };
}

async function bellOverview(user: ConsoleUser, cached: { at: number; overview: NotificationOverview } | undefined, force: boolean) {
  if (!user.can("notification.search")) return null;
  if (!force && cached && Date.now() - cached.at < BELL_REFRESH_MS) return cached.overview;
  try {
    const overview = await getOverview(user.platform);
    const trimmed = { unreadCount: overview.unreadCount, notificationMessageList: overview.notificationMessageList.slice(0, BELL_SIZE) };
    updateSessionData(user.sessionId, (data) => ({ ...data, bell: { at: Date.now(), overview: trimmed } }));
    return trimmed;
  } catch {
    // The bell is secondary: an upstream fault here must not take the page down.
    return cached?.overview ?? null;
  }
}

export function invalidateBell(sessionId: string) {
  updateSessionData(sessionId, (data) => ({ ...data, bell: undefined }));
}

/** Everything the console frame needs for one page: tabs, bell, flash messages. */
export async function loadShell(request: Request, user: ConsoleUser) {
  const url = new URL(request.url);
  const visit = tabFor(user.role.menuList, url);
  const updated = updateSessionData(user.sessionId, (data) => {
    const tabs = data.tabs ?? [];
    const existing = tabs.find((tab) => tab.key === visit.key);
    // A modal or record under a list keeps the list's last URL on its tab.
    const next = existing && visit.key !== url.pathname ? existing : visit;
    return { ...data, tabs: visitTab(tabs, next) };
  });
  const stored = updated ?? readSessionData(user.sessionId);
  const bell = await bellOverview(user, stored?.bell, url.searchParams.has("refreshBell"));
  let bellAutoOpen = false;
  if (bell && bell.unreadCount > 0 && user.role.mark === "ROLE_OPERATION" && !stored?.bellAutoOpened) {
    bellAutoOpen = true;
    updateSessionData(user.sessionId, (data) => ({ ...data, bellAutoOpened: true }));
  }
  return {
    tabs: stored?.tabs ?? [visit],
    activeTab: visit.key,
    bell,
    bellAutoOpen,
    flash: takeFlash(user.sessionId),
  };
}
