// Fan-out of the hub's messages to every signed-in browser over server-sent events (hostile cases 20–22, 25):
// each client gets only the types its permissions allow, a heartbeat comment, a retry hint, a "stale" event while
// the platform socket is down, and is dropped once too much waits unread for it or its session has ended.
import { WebSocket } from "ws";
import { readSessionData, updateSessionData } from "~/auth/session-store.server";
import { config } from "~/config.server";
import { type LiveType, sseFrame } from "~/lib/live";
import { type HubEvent, type HubState, LiveHub, type SocketLike } from "./hub.server";

/** What the browser is told to wait before reconnecting, and on shutdown (the server is coming back). */
export const RETRY_MS = 3_000;
export const SHUTDOWN_RETRY_MS = 5_000;

/** The HTTP server's view of the response under the stream (context.connection, see server/console.ts). */
export interface ConnectionHandle {
  /** Bytes written to the response but not yet handed to the network. */
  bufferedBytes(): number;
  destroy(): void;
  /** Once the head has gone out: writes straight to the response (a broadcast skips the per-client stream). */
  write?(chunk: Uint8Array): void;
  headersSent?(): boolean;
  /** Called when the client's connection closes (the request's abort signal does not always reach a streaming route). */
  onClose?(listener: () => void): void;
}

const encoder = new TextEncoder();
const encode = (text: string) => encoder.encode(text);

const STALE = encode(sseFrame({ event: "stale", data: "{}" }));
const LIVE = encode(sseFrame({ event: "live", data: "{}" }));
const HEARTBEAT = encode(sseFrame({ comment: "hb" }));
const ENDED = encode(sseFrame({ event: "end", data: "{}" }));

interface Client {
  sessionId: string;
  types: ReadonlySet<LiveType>;
  push(frame: Uint8Array): boolean;
  end(last?: Uint8Array): void;
}

export class LiveFanout {
  readonly clients = new Set<Client>();
  dropped = 0;
  private heartbeat: ReturnType<typeof setInterval>;

  constructor(
    readonly hub: LiveHub,
    private readonly options: { heartbeatMs: number; queueBytes: number; streamsPerSession?: number },
  ) {
    hub.subscribe((event) => this.onHubEvent(event));
    this.heartbeat = setInterval(() => void this.tick(), options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  private onHubEvent(event: HubEvent): void {
    if (event.kind === "state") {
      const frame = stateFrame(event.state);
      if (frame) for (const client of this.clients) client.push(frame);
      return;
    }
    const { message } = event;
    const frame = encode(sseFrame({ id: message.id, data: JSON.stringify(message) }));
    const bellChanged = new Set<string>();
    for (const client of this.clients) {
      if (!client.types.has(message.type)) continue;
      if (client.push(frame) && message.notificationId !== null) bellChanged.add(client.sessionId);
    }
    // A stored notification changed the unread count: the next page load fetches the bell afresh.
    // Best effort: a store that cannot be reached now only delays the bell until its hourly refresh.
    for (const sessionId of bellChanged) updateSessionData(sessionId, (data) => ({ ...data, bell: undefined })).catch(() => undefined);
  }

  /** Heartbeat comment; a client whose session is gone (signed out, expired) gets "end" and is closed. */
  private async tick(): Promise<void> {
    const alive = new Map<string, Promise<boolean>>();
    for (const client of [...this.clients]) {
      let check = alive.get(client.sessionId);
      if (check === undefined) {
        // A store that cannot be reached now (Redis down) ends no stream: the next tick asks again.
        check = readSessionData(client.sessionId).then((data) => Boolean(data?.idToken), () => true);
        alive.set(client.sessionId, check);
      }
      if (await check) client.push(HEARTBEAT);
      else client.end(ENDED);
    }
  }

  /** Ends the streams of one session at once (logout). */
  endSession(sessionId: string): void {
    for (const client of this.clients) if (client.sessionId === sessionId) client.end(ENDED);
  }

  /** SIGTERM (hostile case 25): every stream gets a retry hint and ends; browsers come back to the next process. */
  shutdown(): void {
    const last = encode(sseFrame({ retry: SHUTDOWN_RETRY_MS, event: "restart", data: "{}" }));
    for (const client of this.clients) client.end(last);
    clearInterval(this.heartbeat);
    this.hub.stop();
  }

  /** The response of one browser's stream. */
  open(input: { sessionId: string; types: readonly LiveType[]; signal: AbortSignal; connection?: ConnectionHandle }): Response {
    // One session, a handful of browser tabs: more streams than that is a client looping or an attack (hostile #35).
    const cap = this.options.streamsPerSession ?? STREAMS_PER_SESSION;
    let mine = 0;
    for (const client of this.clients) if (client.sessionId === input.sessionId) mine += 1;
    if (mine >= cap) return new Response("Too many live streams for this session", { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
    this.hub.start();
    const { queueBytes } = this.options;
    const clients = this.clients;
    const onDrop = () => this.dropped++;
    let client: Client | undefined;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          let open = true;
          const queued = () => -(controller.desiredSize ?? 0) + (input.connection?.bufferedBytes() ?? 0);
          const finish = () => {
            open = false;
            clients.delete(client!);
            input.signal.removeEventListener("abort", abort);
          };
          const abort = () => {
            if (!open) return;
            finish();
            try {
              controller.close();
            } catch {
              /* already closed */
            }
          };
          client = {
            sessionId: input.sessionId,
            types: new Set(input.types),
            push(frame) {
              if (!open) return false;
              if (queued() + frame.byteLength > queueBytes) {
                // A reader that stopped reading (hostile case 21): drop it and what waits for it.
                finish();
                onDrop();
                if (input.connection) {
                  input.connection.destroy();
                  controller.close();
                } else controller.error(new Error("live stream dropped: the client stopped reading"));
                return false;
              }
              const connection = input.connection;
              if (connection?.write && connection.headersSent?.() && controller.desiredSize === 0) connection.write(frame);
              else controller.enqueue(frame);
              return true;
            },
            end(last) {
              if (!open) return;
              if (last) controller.enqueue(last);
              finish();
              controller.close();
            },
          };
          clients.add(client);
          input.signal.addEventListener("abort", abort);
          input.connection?.onClose?.(abort);
          controller.enqueue(encode(sseFrame({ retry: RETRY_MS, comment: "live" })));
          const frame = stateFrame(this.hub.state);
          if (frame) controller.enqueue(frame);
        },
        cancel: () => {
          if (client) clients.delete(client);
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform keeps the compression middleware from buffering the stream.
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }
}

function stateFrame(state: HubState): Uint8Array | null {
  if (state === "open") return LIVE;
  if (state === "stale" || state === "failed") return STALE;
  return null;
}

const connectWs = (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike;

const GLOBAL_KEY = Symbol.for("aed-console.live");
/** Live streams one session may hold open at once (one per open console tab). */
export const STREAMS_PER_SESSION = 8;

type Holder = { [GLOBAL_KEY]?: LiveFanout };

/** The process's hub and fan-out (kept on globalThis so a development rebuild does not open a second socket). */
export function liveFanout(): LiveFanout {
  const holder = globalThis as Holder;
  let fanout = holder[GLOBAL_KEY];
  if (!fanout) {
    fanout = new LiveFanout(new LiveHub(config.liveUrl, connectWs), {
      heartbeatMs: config.liveHeartbeatMs,
      queueBytes: config.liveClientQueueBytes,
    });
    holder[GLOBAL_KEY] = fanout;
    const created = fanout;
    process.once("SIGTERM", () => created.shutdown());
  }
  return fanout;
}
