import type { ConsoleUser } from "~/auth/user.server";
import { updateSessionData, type Flash } from "~/auth/session-store.server";
import { tabForPage, visitTab } from "~/lib/tabs";
import { getOverview, type NotificationOverview } from "~/platform/notifications.server";
import { loadLiveFeed } from "~/live/feed.server";

export const BELL_REFRESH_MS = 3_600_000;
export const BELL_SIZE = 5;

async function bellOverview(user: ConsoleUser, cached: { at: number; overview: NotificationOverview } | undefined, force: boolean) {
  if (!user.can("notification.search")) return null;
  if (!force && cached && Date.now() - cached.at < BELL_REFRESH_MS) return cached.overview;
  try {
    const overview = await getOverview(user.platform);
    const trimmed = { unreadCount: overview.unreadCount, notificationMessageList: overview.notificationMessageList.slice(0, BELL_SIZE) };
    await updateSessionData(user.sessionId, (data) => ({ ...data, bell: { at: Date.now(), overview: trimmed } }));
    return trimmed;
  } catch {
    // The bell is secondary: an upstream fault here must not take the page down.
    return cached?.overview ?? null;
  }
}

export async function invalidateBell(sessionId: string) {
  await updateSessionData(sessionId, (data) => ({ ...data, bell: undefined }));
}

/** Everything the console frame needs for one page: tabs, bell, flash messages. */
export async function loadShell(request: Request, user: ConsoleUser) {
  const url = new URL(request.url);
  const visit = tabForPage(user.role.menuList, url);
  // The page's tab and its flash messages in one read-modify-write of the session (they were two, plus a read).
  let flash: Flash[] = [];
  const stored = await updateSessionData(user.sessionId, (data) => {
    flash = data.flash ?? [];
    let next = flash.length ? { ...data, flash: [] } : data;
    if (visit) {
      const tabs = data.tabs ?? [];
      const existing = tabs.find((tab) => tab.key === visit.key);
      // A modal or record under a list keeps the list's last URL on its tab; a record tab follows its record.
      const tab = existing && visit.key !== url.pathname && !visit.record ? existing : visit;
      // Reloading a page changes nothing: no write.
      if (!existing || JSON.stringify(existing) !== JSON.stringify(tab)) next = { ...next, tabs: visitTab(tabs, tab) };
    }
    return next;
  });
  const labels = stored?.tabLabels ?? {};
  const [bell, live] = await Promise.all([bellOverview(user, stored?.bell, url.searchParams.has("refreshBell")), loadLiveFeed(user, stored, url)]);
  let bellAutoOpen = false;
  if (bell && bell.unreadCount > 0 && user.role.mark === "ROLE_OPERATION" && !stored?.bellAutoOpened) {
    bellAutoOpen = true;
    await updateSessionData(user.sessionId, (data) => ({ ...data, bellAutoOpened: true }));
  }
  return {
    tabs: (stored?.tabs ?? (visit ? [visit] : [])).map((tab) => (labels[tab.key] ? { ...tab, label: labels[tab.key] } : tab)),
    activeTab: visit?.key ?? "",
    bell,
    bellAutoOpen,
    flash,
    live,
  };
}

/** Names a record's tab (a device's serial number): kept beside the tabs, so the order loaders finish in does not matter. */
export async function labelTab(sessionId: string, key: string, label: string) {
  await updateSessionData(sessionId, (data) => {
    const labels = data.tabLabels ?? {};
    if (labels[key] === label) return data;
    const open = new Set((data.tabs ?? []).map((tab) => tab.key));
    const kept = Object.fromEntries(Object.entries(labels).filter(([tabKey]) => open.has(tabKey)));
    return { ...data, tabLabels: { ...kept, [key]: label } };
  });
}
