// The live-message feed of one session (issue 35): the recent messages its role may see, how many came since it last
// looked, whether it paused live updates, and the account's alarm settings. Kept in the server-side session, so the
// pause and the count hold without JavaScript too; the messages are the hub's recent ones (RECENT_SIZE).
import { type LiveSessionData, type SessionData, updateSessionData } from "~/auth/session-store.server";
import type { ConsoleUser } from "~/auth/user.server";
import { type AlarmSettings, DEFAULT_ALARM_SETTINGS, LIVE_FEED_PATH, type LiveType, unseenCount, visibleLiveTypes } from "~/lib/live";
import { getMessageConfig, getMessageEventConfig } from "~/platform/account.server";
import type { LiveMessage } from "./hub.server";
import { liveFanout } from "./stream.server";

/** Messages the header panel lists; the page lists every recent one. */
export const PANEL_SIZE = 8;
/** How long the account's alarm settings are trusted before they are read again (a save forgets them at once). */
export const ALARM_SETTINGS_TTL_MS = 10 * 60_000;

export interface LiveFeedView {
  /** Newest first. */
  messages: LiveMessage[];
  unseen: number;
  paused: boolean;
  stale: boolean;
  alarms: AlarmSettings;
}

/** The hub's recent messages this user may see, newest first; starts the hub so a page without JavaScript fills too. */
export function recentFor(types: readonly LiveType[]): { messages: LiveMessage[]; stale: boolean } {
  const fanout = liveFanout();
  fanout.hub.start();
  return {
    messages: fanout.hub.recent().filter((message) => types.includes(message.type)),
    stale: fanout.hub.state === "stale" || fanout.hub.state === "failed",
  };
}

async function readAlarmSettings(user: ConsoleUser): Promise<AlarmSettings | null> {
  try {
    const [config, events] = await Promise.all([getMessageConfig(user.platform), getMessageEventConfig(user.platform)]);
    return { accept: config.accept, levels: config.levels, events: events.map((event) => ({ code: event.code, level: event.level ?? null, enabled: event.enabled })) };
  } catch {
    // Secondary to the page: the platform's defaults until the settings can be read (not kept, so asked again).
    return null;
  }
}

const update = (sessionId: string, change: (live: LiveSessionData) => LiveSessionData) =>
  updateSessionData(sessionId, (data) => ({ ...data, live: change(data.live ?? {}) }));

/**
 * The feed for the console frame of one page. `stored` is the session as the frame read it. On the feed's own page
 * every message counts as seen; a session that never looked starts counting from now.
 */
export async function loadLiveFeed(user: ConsoleUser, stored: SessionData | null, url: URL): Promise<LiveFeedView | null> {
  const types = visibleLiveTypes(user.can);
  if (!types.length) return null;
  const { messages, stale } = recentFor(types);
  const live = stored?.live ?? {};
  const newest = messages[0] ? String(messages[0].id) : undefined;
  const looking = url.pathname === LIVE_FEED_PATH;
  let seenId = live.seenId;
  let alarms = live.alarms && Date.now() - live.alarms.at < ALARM_SETTINGS_TTL_MS ? live.alarms.settings : null;
  const read = alarms ? null : await readAlarmSettings(user);
  // A session that never looked counts from now ("" when nothing has come yet: then everything after counts).
  const nextSeen = seenId === undefined ? (newest ?? "") : looking && newest !== undefined ? newest : seenId;
  const moveSeen = nextSeen !== seenId;
  if (moveSeen || read) {
    seenId = nextSeen;
    await update(user.sessionId, (current) => ({
      ...current,
      ...(moveSeen ? { seenId } : {}),
      ...(read ? { alarms: { at: Date.now(), settings: read } } : {}),
    }));
  }
  alarms ??= read ?? DEFAULT_ALARM_SETTINGS;
  return {
    messages: messages.slice(0, PANEL_SIZE),
    unseen: looking ? 0 : unseenCount(messages, seenId),
    paused: Boolean(live.paused),
    stale,
    alarms,
  };
}

export function setLivePaused(sessionId: string, paused: boolean) {
  return update(sessionId, (live) => ({ ...live, paused }));
}

/** The user looked at the feed up to this message (the panel opened with JavaScript). */
export function markLiveSeen(sessionId: string, id: string) {
  return update(sessionId, (live) => ({ ...live, seenId: id.slice(0, 40) }));
}

/** The account's notification settings changed: the next page reads them again. */
export function forgetAlarmSettings(sessionId: string) {
  return update(sessionId, ({ alarms: _gone, ...live }) => live);
}
