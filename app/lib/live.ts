// Live messages (spec §4 live-message types, §7): who may see which type, and the server-sent-events wire format.

export const LIVE_TYPES = ["oneKeyHelp", "inUsed", "toNetwork", "event"] as const;

/** The feed's own page: the header panel's "all" link, and what the panel is without JavaScript. */
export const LIVE_FEED_PATH = "/live-feed";
export type LiveType = (typeof LIVE_TYPES)[number];

/** The permission a user needs to receive a type: rescue calls belong to the help solution, the rest to devices. */
export const LIVE_PERMISSIONS: Readonly<Record<LiveType, string>> = {
  oneKeyHelp: "helpSolution.query",
  inUsed: "deviceList.query",
  toNetwork: "deviceList.query",
  event: "deviceList.query",
};

export function visibleLiveTypes(can: (permission: string) => boolean): LiveType[] {
  return LIVE_TYPES.filter((type) => can(LIVE_PERMISSIONS[type]));
}

export interface SseFrame {
  event?: string;
  id?: string | number;
  data?: string;
  retry?: number;
  comment?: string;
}

/** One server-sent event; multi-line data becomes several data lines, stray line breaks cannot split a field. */
export function sseFrame(frame: SseFrame): string {
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");
  let out = "";
  if (frame.comment !== undefined) out += `: ${oneLine(frame.comment)}\n`;
  if (frame.retry !== undefined) out += `retry: ${Math.max(0, Math.floor(frame.retry))}\n`;
  if (frame.event !== undefined) out += `event: ${oneLine(frame.event)}\n`;
  if (frame.id !== undefined) out += `id: ${oneLine(String(frame.id))}\n`;
  if (frame.data !== undefined) for (const line of frame.data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** Whether an Accept header asks for an event stream (an EventSource sends "text/event-stream"). */
export function acceptsEventStream(accept: string | undefined): boolean {
  return accept !== undefined && /(?:^|,)\s*text\/event-stream\s*(?:;|,|$)/i.test(accept);
}

/** The parts of a live message the wording needs. */
export interface LiveWording {
  type: LiveType;
  sn: string | null;
  state: string | null;
  content: string | null;
  /** The platform event an `event` message reports (BATTERY_LOW …), when it names one. */
  eventCode?: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message's own text when it has one, else the type's (and state's) wording with the serial number. */
export function liveMessageText(t: Translate, message: LiveWording): string {
  if (message.content) return message.content;
  const sn = message.sn ?? t("live.unknownDevice");
  const key = message.type === "oneKeyHelp" ? "live.text.oneKeyHelp" : `live.text.${message.type}_${message.state ?? ""}`;
  const fallback = t(key, { sn, defaultValue: t("live.text.fallback", { sn }) });
  // An event that names itself is worded by its name (low battery, self-test failed …) when the console knows it.
  return message.type === "event" && message.eventCode ? t(`live.events.${message.eventCode}`, { sn, defaultValue: fallback }) : fallback;
}

/** Mantine colour of a message's notification and feed mark. */
export function liveColor(message: Pick<LiveWording, "type" | "state">): string {
  if (message.type === "oneKeyHelp") return "red";
  if (message.type === "inUsed") return message.state === "FREE" ? "teal" : "orange";
  if (message.type === "toNetwork") return message.state === "OFFLINE" ? "gray" : "blue";
  return message.state === "SERIOUS" ? "red" : "yellow";
}

/** The console's own badge tone (`.badge[data-tone]`, text at WCAG AA) for a live message's colour. */
export function liveBadgeTone(message: Pick<LiveWording, "type" | "state">): "red" | "orange" | "green" | "blue" | "gray" {
  const tones = { red: "red", orange: "orange", yellow: "orange", teal: "green", blue: "blue", gray: "gray" } as const;
  return tones[liveColor(message) as keyof typeof tones] ?? "gray";
}

/**
 * Whether a live message belongs on a monitor narrowed by its search (brand, institution, area): messages of the
 * devices in scope, and messages tied to no device. `scope` null means no search: everything belongs.
 */
export function inMonitorScope(message: { deviceId: number | string | null }, scope: ReadonlySet<string> | null): boolean {
  return scope === null || message.deviceId === null || scope.has(String(message.deviceId));
}

/** Message levels of the platform's message events (account notification settings, §2). */
export const LIVE_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;
export type LiveLevel = (typeof LIVE_LEVELS)[number];
/** The levels that make a message an alarm: the ones that may pop up on their own. */
export const ALARM_LEVELS: readonly LiveLevel[] = ["WARNING", "SERIOUS"];

const isLevel = (value: unknown): value is LiveLevel => typeof value === "string" && (LIVE_LEVELS as readonly string[]).includes(value);

/**
 * The platform message event a live message stands for (its code, as in /account/notification's events, and its
 * level), or null for a message that reports no event (a device back online, returned to its cabinet).
 */
export function liveEventOf(message: { type: LiveType; state: string | null; eventCode?: string | null }): { code: string | null; level: LiveLevel } | null {
  switch (message.type) {
    case "oneKeyHelp":
      return { code: "ONE_KEY_HELP", level: "SERIOUS" };
    case "inUsed":
      return message.state === "IN_USE" ? { code: "DEVICE_IN_USE", level: "SERIOUS" } : null;
    case "toNetwork":
      return message.state === "OFFLINE" ? { code: "DEVICE_OFFLINE", level: "WARNING" } : null;
    case "event":
      return isLevel(message.state) ? { code: message.eventCode ?? null, level: message.state } : null;
  }
}

/** What the account chose at /account/notification: whether it hears at all, the levels, and its events. */
export interface AlarmSettings {
  accept: boolean;
  levels: string[];
  /** Every event the platform knows, with its level and whether the account is told about it; null: not known. */
  events: { code: string; level: string | null; enabled: boolean }[] | null;
}

/** The platform's defaults, used while the account's own settings cannot be read. */
export const DEFAULT_ALARM_SETTINGS: AlarmSettings = { accept: true, levels: [...ALARM_LEVELS], events: null };

/**
 * Whether a live message pops up on its own: it reports an event of alarm level (the platform's level for that event
 * when it names one, else the message's), the account accepts messages, hears that level, and has not turned that
 * event off. Everything else only goes to the feed.
 */
export function isAlarm(message: { type: LiveType; state: string | null; eventCode?: string | null }, settings: AlarmSettings): boolean {
  const event = liveEventOf(message);
  if (!event || !settings.accept) return false;
  const known = event.code === null ? undefined : settings.events?.find((candidate) => candidate.code === event.code);
  const level = known && isLevel(known.level) ? known.level : event.level;
  if (!ALARM_LEVELS.includes(level) || !settings.levels.includes(level)) return false;
  return known ? known.enabled : true;
}

/** How many of the messages (newest first) came after the one last seen; all of them when that one is gone. */
export function unseenCount(messages: readonly { id: string | number }[], seenId: string | null | undefined): number {
  if (seenId === null || seenId === undefined) return messages.length;
  const index = messages.findIndex((message) => String(message.id) === String(seenId));
  return index === -1 ? messages.length : index;
}

/** Pushed messages in front of the loaded ones, newest first, each once, at most `size`. */
export function mergeFeed<M extends { id: string | number }>(pushed: readonly M[], loaded: readonly M[], size: number): M[] {
  const seen = new Set<string>();
  const out: M[] = [];
  for (const message of [...pushed, ...loaded]) {
    const key = String(message.id);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(message);
    if (out.length >= size) break;
  }
  return out;
}

/**
 * One polite live region, said at most once per `gapMs`: a message offered sooner waits, and what waited is said as
 * one sentence when the gap is over (the newest, with how many came in all), never one announcement per message.
 */
export class AnnounceGate {
  private last = -Infinity;
  private waiting: string[] = [];

  /** `summary` words several texts that waited together: how many, and the newest. */
  constructor(
    private readonly gapMs: number,
    private readonly summary: (count: number, newest: string) => string,
  ) {}

  /** Offers a text at `now`; returns what to say now, or null (then `due()` says when to ask `flush`). */
  offer(text: string, now: number): string | null {
    this.waiting.push(text);
    return this.flush(now);
  }

  /** When the waiting texts may be said, or null when none wait. */
  due(): number | null {
    return this.waiting.length ? this.last + this.gapMs : null;
  }

  /** What waited, as one sentence, or null when nothing waits or it is too soon. */
  flush(now: number): string | null {
    if (!this.waiting.length || now - this.last < this.gapMs) return null;
    const texts = this.waiting;
    this.waiting = [];
    this.last = now;
    return texts.length === 1 ? texts[0]! : this.summary(texts.length, texts[texts.length - 1]!);
  }
}

/**
 * How wide (px) one line of a pop-up may be drawn while the browser still picks the page's largest contentful paint
 * (until the user's first input): a line of that width has less area than the largest paint so far, so it can never
 * become the page's LCP. The area of a text line is its width times its line box; 2 px are kept in hand for rounding.
 */
export function widthBelowLargestPaint(largestPaintArea: number, lineHeightPx: number): number {
  if (!(largestPaintArea > 0) || !(lineHeightPx > 0)) return 0;
  return Math.max(0, Math.floor(largestPaintArea / lineHeightPx) - 2);
}
