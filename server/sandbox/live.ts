// The platform's live-message socket (spec §7 "Live messages"): a WebSocket on the sandbox's HTTP server that
// pushes oneKeyHelp / inUsed / toNetwork / event messages for real seeded devices at a steady rate, answers the
// heartbeat, and acknowledges with a "success" text the client must ignore. Emitted messages are kept (bounded)
// so the statistics calls can count rescue calls over time.
import type http from "node:http";
import type { Duplex } from "node:stream";
import type { Database } from "better-sqlite3";
import { WebSocket, WebSocketServer } from "ws";
import { type Route, badRequest, result } from "./http.js";
import { nowString, seedDate } from "./time.js";

export const LIVE_PATH = "/api/v1/live-messages/socket";
export const LIVE_TYPES = ["oneKeyHelp", "inUsed", "toNetwork", "event"] as const;
export type LiveType = (typeof LIVE_TYPES)[number];
/** What the client sends every 20 s; the answer contains the success word, which clients ignore. */
export const HEARTBEAT = "heartbeat";
export const CONNECTED_ACK = "connect success";
export const HEARTBEAT_ACK = "heartbeat success";

const KEEP_MESSAGES = 5000;
const DAY = 24 * 3600 * 1000;

export interface LiveMessage {
  id: number;
  type: LiveType;
  deviceId: number | null;
  sn: string | null;
  /** Free text (imitated notices); generated messages leave it empty and the console words them. */
  content: string | null;
  /** toNetwork: ONLINE / OFFLINE; inUsed: IN_USE / FREE; event: COMMON / WARNING / SERIOUS; oneKeyHelp: SENDED. */
  state: string | null;
  createdDate: string;
  /** Set when the message also created a notification (the bell's count changed). */
  notificationId: number | null;
  /** event: the message event it reports (a code of the event configuration), or null for a common one. */
  eventCode: string | null;
}

/** The device events an `event` message reports, by level (codes of the seeded event configuration). */
const EVENT_CODES: Record<string, readonly string[]> = {
  WARNING: ["BATTERY_LOW", "CABINET_DOOR_OPENED"],
  SERIOUS: ["SELF_TEST_FAILED", "OUT_OF_FENCE"],
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS live_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, deviceId INTEGER, sn TEXT, content TEXT, state TEXT,
  createdDate TEXT NOT NULL, notificationId INTEGER);
CREATE INDEX IF NOT EXISTS live_messages_type_date ON live_messages (type, createdDate);
`;

export function createLiveSchema(db: Database): void {
  db.exec(SCHEMA);
}

const STATES: Record<LiveType, readonly string[]> = {
  oneKeyHelp: ["SENDED"],
  inUsed: ["IN_USE", "FREE"],
  toNetwork: ["ONLINE", "OFFLINE"],
  event: ["COMMON", "WARNING", "SERIOUS"],
};

/**
 * History of the 30 days before the seed ran (rescue calls over time): the counts are fixed per day offset, the
 * dates follow the real clock so the workplace chart always has a recent month to show.
 */
export function seedLiveHistory(db: Database, now = Date.now()): void {
  db.exec("DELETE FROM live_messages");
  const insert = db.prepare(
    "INSERT INTO live_messages (type, deviceId, sn, content, state, createdDate) VALUES ('oneKeyHelp', NULL, NULL, NULL, 'SENDED', ?)",
  );
  for (let day = 30; day >= 1; day--) {
    const count = (day * 7) % 5 + (day % 3 === 0 ? 2 : 0);
    for (let i = 0; i < count; i++) insert.run(`${seedDate(now - day * DAY)} ${String(8 + i * 2).padStart(2, "0")}:00:00`);
  }
}

interface Device {
  id: number;
  sn: string;
}

export interface LiveFeedOptions {
  /** Milliseconds between generated messages; 0 turns the steady feed off (the emit knob still works). */
  intervalMs: number;
  /** A one-click help message also opens a help call (solutions.ts); given by app.ts so the feed imports no area. */
  onHelpCall?: (db: Database, deviceId: number | null) => void;
}

export class LiveFeed {
  private readonly wss = new WebSocketServer({ noServer: true, clientTracking: true });
  private timer: NodeJS.Timeout | undefined;
  private refuseUntil = 0;
  private turn = 0;
  emitted = 0;

  constructor(
    private readonly db: Database,
    private readonly options: LiveFeedOptions,
  ) {
    this.wss.on("connection", (socket) => {
      socket.send(CONNECTED_ACK);
      socket.on("message", (data) => {
        if (String(data) === HEARTBEAT) socket.send(HEARTBEAT_ACK);
      });
      socket.on("error", () => socket.terminate());
    });
  }

  /** Serves the socket on the sandbox's HTTP server and starts the steady feed. */
  attach(server: http.Server): void {
    server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(req.url ?? "/", "http://sandbox.local").pathname;
      if (path !== LIVE_PATH || Date.now() < this.refuseUntil) {
        socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n");
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit("connection", ws, req));
    });
    if (this.options.intervalMs > 0) {
      this.timer = setInterval(() => this.emit(), this.options.intervalMs);
      this.timer.unref();
    }
  }

  get clients(): number {
    return this.wss.clients.size;
  }

  private randomDevice(): Device | null {
    try {
      const sql = "SELECT id, sn FROM devices WHERE activationState = 'ACTIVATED' ORDER BY random() LIMIT 1";
      return (this.db.prepare(sql).get() as Device | undefined) ?? null;
    } catch {
      return null; // no devices table yet
    }
  }

  private device(id: number): Device | null {
    try {
      return (this.db.prepare("SELECT id, sn FROM devices WHERE id = ?").get(id) as Device | undefined) ?? null;
    } catch {
      return null;
    }
  }

  /** Sends one message to every connected client (unspecified parts are chosen in turn / at random). */
  emit(part: { type?: LiveType; deviceId?: number; content?: string | null; state?: string; notificationId?: number | null; eventCode?: string } = {}): LiveMessage {
    const type = part.type ?? LIVE_TYPES[this.turn++ % LIVE_TYPES.length]!;
    const device = part.deviceId !== undefined ? this.device(part.deviceId) : this.randomDevice();
    const states = STATES[type];
    const state = part.state && states.includes(part.state) ? part.state : states[Math.floor(Math.random() * states.length)]!;
    const row = {
      type,
      deviceId: device?.id ?? null,
      sn: device?.sn ?? null,
      content: part.content ?? null,
      state,
      createdDate: nowString(),
      notificationId: part.notificationId ?? null,
    };
    const { lastInsertRowid } = this.db
      .prepare(
        "INSERT INTO live_messages (type, deviceId, sn, content, state, createdDate, notificationId) VALUES (@type, @deviceId, @sn, @content, @state, @createdDate, @notificationId)",
      )
      .run(row);
    const id = Number(lastInsertRowid);
    const codes = type === "event" ? (EVENT_CODES[state] ?? []) : [];
    const eventCode = part.eventCode && codes.includes(part.eventCode) ? part.eventCode : (codes[Math.floor(Math.random() * codes.length)] ?? null);
    if (type === "oneKeyHelp") this.options.onHelpCall?.(this.db, row.deviceId);
    if (id % 100 === 0) this.db.prepare("DELETE FROM live_messages WHERE id <= ?").run(id - KEEP_MESSAGES);
    const message: LiveMessage = { id, ...row, eventCode };
    const text = JSON.stringify(message);
    for (const client of this.wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
    this.emitted++;
    return message;
  }

  /** Test knob: cut every connection; with refuseMs, new connections are refused for that long. */
  drop(refuseMs = 0): number {
    const count = this.wss.clients.size;
    this.refuseUntil = refuseMs > 0 ? Date.now() + refuseMs : 0;
    for (const client of this.wss.clients) client.terminate();
    return count;
  }

  close(): void {
    clearInterval(this.timer);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}

const isLiveType = (value: unknown): value is LiveType => typeof value === "string" && (LIVE_TYPES as readonly string[]).includes(value);

/** Body of the emit knob and of imitate-device-notice: an optional type, device and text. */
export function liveMessagePart(body: Record<string, unknown>): { type?: LiveType; deviceId?: number; content?: string; state?: string; eventCode?: string } {
  if (body.type !== undefined && !isLiveType(body.type)) throw badRequest("field.invalid", { field: "type" });
  if (body.deviceId !== undefined && !(Number.isInteger(body.deviceId) && (body.deviceId as number) > 0)) {
    throw badRequest("field.invalid", { field: "deviceId" });
  }
  return {
    type: body.type,
    deviceId: body.deviceId as number | undefined,
    content: typeof body.content === "string" && body.content.trim() ? body.content.trim().slice(0, 500) : undefined,
    state: typeof body.state === "string" ? body.state : undefined,
    eventCode: typeof body.eventCode === "string" ? body.eventCode : undefined,
  };
}

/** /__sandbox/live…: emit now, drop connections (optionally refusing new ones for a while), how many listen. */
export function liveControlRoutes(feed: LiveFeed): Route[] {
  return [
    {
      method: "POST", path: "/__sandbox/live/emit", access: "public",
      handle: async (ctx) => result(feed.emit(liveMessagePart(await ctx.readJson())), 201),
    },
    {
      method: "POST", path: "/__sandbox/live/drop", access: "public",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const refuseMs = body.refuseMs === undefined ? 0 : Number(body.refuseMs);
        if (!(Number.isInteger(refuseMs) && refuseMs >= 0 && refuseMs <= 600_000)) throw badRequest("field.invalid", { field: "refuseMs" });
        return result({ dropped: feed.drop(refuseMs) });
      },
    },
    { method: "GET", path: "/__sandbox/live", access: "public", handle: () => result({ clients: feed.clients, emitted: feed.emitted }) },
  ];
}

/** Daily counts of rescue calls (oneKeyHelp) between two dates, every day present. */
export function rescueCallsPerDay(db: Database, from: string, to: string): { date: string; count: number }[] {
  const rows = db
    .prepare(
      "SELECT substr(createdDate, 1, 10) AS date, COUNT(*) AS count FROM live_messages WHERE type = 'oneKeyHelp' AND createdDate >= ? AND createdDate < ? GROUP BY date",
    )
    .all(from, `${to} 99`) as { date: string; count: number }[];
  const byDate = new Map(rows.map((row) => [row.date, row.count]));
  const out: { date: string; count: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`) && out.length < 400; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    out.push({ date, count: byDate.get(date) ?? 0 });
  }
  return out;
}
