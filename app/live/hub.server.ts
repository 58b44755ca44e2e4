// One hub per console process holds the platform's live-message socket (spec §7, §9): it sends the heartbeat
// every 20 s, retries a lost connection up to 10 times with 2 s × attempt between tries, ignores messages that
// contain the success word, and tells its subscribers about every message and every change of state.
import { z } from "zod";
import { LIVE_TYPES } from "~/lib/live";
import { metrics } from "~/metrics.server";

export const HEARTBEAT_MS = 20_000;
export const MAX_RECONNECTS = 10;
export const RECONNECT_STEP_MS = 2_000;
export const HEARTBEAT_TEXT = "heartbeat";
export const SUCCESS_WORD = "success";
/** Recent messages kept for pages rendered on the server (monitor feed without JavaScript). */
export const RECENT_SIZE = 50;


export const liveMessageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.enum(LIVE_TYPES),
  deviceId: z.union([z.number(), z.string()]).nullish().transform((v) => v ?? null),
  sn: z.string().nullish().transform((v) => v ?? null),
  content: z.string().nullish().transform((v) => v ?? null),
  state: z.string().nullish().transform((v) => v ?? null),
  createdDate: z.string(),
  notificationId: z.union([z.number(), z.string()]).nullish().transform((v) => v ?? null),
  /** The platform event an `event` message reports (BATTERY_LOW, SELF_TEST_FAILED …), when it names one. */
  eventCode: z.string().max(50).nullish().transform((v) => v ?? null),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** connecting: first try; open: messages flow; stale: lost, retrying; failed: gave up after the last retry. */
export type HubState = "connecting" | "open" | "stale" | "failed";

export type HubEvent = { kind: "message"; message: LiveMessage } | { kind: "state"; state: HubState };

/** The part of a WebSocket the hub uses (the `ws` package's client, or a fake in tests). */
export interface SocketLike {
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: ((error: unknown) => void) | null;
}

export type Connect = (url: string) => SocketLike;

export class LiveHub {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<(event: HubEvent) => void>();
  private recentMessages: LiveMessage[] = [];
  private stopped = true;
  /** Reconnect attempts since the last open connection. */
  attempts = 0;
  state: HubState = "failed";
  ignored = 0;

  constructor(
    private readonly url: string,
    private readonly connect: Connect,
  ) {}

  /** Connects unless already connected or retrying; after giving up, a new call starts a fresh round. */
  start(): void {
    if (!this.stopped && this.state !== "failed") return;
    this.stopped = false;
    this.attempts = 0;
    this.setState("connecting");
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.setState("failed");
  }

  subscribe(listener: (event: HubEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Newest first. */
  recent(): readonly LiveMessage[] {
    return this.recentMessages;
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.connect(this.url);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setState("open");
      this.send(HEARTBEAT_TEXT);
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send(HEARTBEAT_TEXT), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined; // a close follows
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
    };
  }

  private send(text: string): void {
    try {
      this.socket?.send(text);
    } catch {
      /* closing; onclose handles it */
    }
  }

  private lost(): void {
    clearInterval(this.heartbeat);
    if (this.stopped) return;
    if (this.attempts >= MAX_RECONNECTS) {
      this.setState("failed");
      return;
    }
    this.attempts += 1;
    metrics.liveReconnects.inc();
    this.setState("stale");
    this.retryTimer = setTimeout(() => this.open(), RECONNECT_STEP_MS * this.attempts);
  }

  private receive(data: unknown): void {
    const text = typeof data === "string" ? data : Buffer.isBuffer(data) ? data.toString("utf8") : String(data);
    if (text.includes(SUCCESS_WORD)) {
      this.ignored += 1;
      return;
    }
    let parsed: LiveMessage;
    try {
      const result = liveMessageSchema.safeParse(JSON.parse(text));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    this.recentMessages = [parsed, ...this.recentMessages].slice(0, RECENT_SIZE);
    this.publish({ kind: "message", message: parsed });
  }

  private setState(state: HubState): void {
    if (this.state === state) return;
    this.state = state;
    this.publish({ kind: "state", state });
  }

  private publish(event: HubEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error("[live] subscriber failed", error);
      }
    }
  }
}
