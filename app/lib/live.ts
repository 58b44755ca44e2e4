// Live messages (spec §4 live-message types, §7): who may see which type, and the server-sent-events wire format.

export const LIVE_TYPES = ["oneKeyHelp", "inUsed", "toNetwork", "event"] as const;
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
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message's own text when it has one, else the type's (and state's) wording with the serial number. */
export function liveMessageText(t: Translate, message: LiveWording): string {
  if (message.content) return message.content;
  const sn = message.sn ?? t("live.unknownDevice");
  const key = message.type === "oneKeyHelp" ? "live.text.oneKeyHelp" : `live.text.${message.type}_${message.state ?? ""}`;
  return t(key, { sn, defaultValue: t("live.text.fallback", { sn }) });
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
