// Fan-out of the hub's messages to every signed-in browser over server-sent events (hostile cases 20–22, 25):
// each client gets only the types its permissions allow, a heartbeat comment, a retry hint, a "stale" event while
// the platform socket is down, and is dropped once too much waits unread for it or its session has ended.
import type { ServerResponse } from "node:http";
import { WebSocket } from "ws";
import { readSessionData, updateSessionData } from "~/auth/session-store.server";
import { config } from "~/config.server";
import { type LiveType, sseFrame } from "~/lib/live";
import { metrics } from "~/metrics.server";
import { registerCloser, registerReport } from "~/process-hooks.server";
import { type HubEvent, type HubState, LiveHub, type SocketLike } from "./hub.server";

/** What the browser is told to wait before reconnecting, and on shutdown (the server is coming back). */
export const RETRY_MS = 3_000;
export const SHUTDOWN_RETRY_MS = 5_000;

/**
 * The raw HTTP response under the request (context.connection, see server/console.ts). A stream written straight
 * to it costs a fraction of a web ReadableStream piped by the adapter, which also keeps the Request alive.
 */
export type RawResponse = Pick<ServerResponse, "writeHead" | "write" | "end" | "destroy" | "once" | "writableLength">;

const encoder = new TextEncoder();
const encode = (text: string) => encoder.encode(text);

const STALE = encode(sseFrame({ event: "stale", data: "{}" }));
const LIVE = encode(sseFrame({ event: "live", data: "{}" }));
const HEARTBEAT = encode(sseFrame({ comment: "hb" }));
const ENDED = encode(sseFrame({ event: "end", data: "{}" }));
const HELLO = encode(sseFrame({ retry: RETRY_MS, comment: "live" }));

const HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps the compression middleware from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** One browser's stream: the bound on what may wait unread for it, and its end. How frames travel is the subclass's. */
abstract class Client {
  private open = true;

  constructor(
    private readonly fanout: LiveFanout,
    readonly sessionId: string,
    readonly types: ReadonlySet<LiveType>,
  ) {
    fanout.clients.add(this);
  }

  /** Bytes written for this client that have not gone to the network yet. */
  protected abstract queued(): number;
  protected abstract write(frame: Uint8Array): void;
  protected abstract close(last?: Uint8Array): void;
  /** Cuts the client off with what waits for it. */
  protected abstract drop(): void;

  push(frame: Uint8Array): boolean {
    if (!this.open) return false;
    if (this.queued() + frame.byteLength > this.fanout.queueBytes) {
      // A reader that stopped reading (hostile case 21): drop it and what waits for it.
      this.forget();
      this.fanout.dropped++;
      metrics.liveDropped.inc();
      this.drop();
      return false;
    }
    this.write(frame);
    return true;
  }

  end(last?: Uint8Array): void {
    if (!this.open) return;
    this.forget();
    this.close(last);
  }

  /** The client went away. */
  protected forget(): void {
    this.open = false;
    this.fanout.clients.delete(this);
  }
}

/** Frames written straight to the Node response: no stream, no Request, no per-client promise kept alive. */
class RawClient extends Client {
  constructor(
    fanout: LiveFanout,
    sessionId: string,
    types: ReadonlySet<LiveType>,
    private readonly response: RawResponse,
  ) {
    super(fanout, sessionId, types);
    // The head goes out with the first frames (flushed at once: the browser's EventSource opens on it).
    response.writeHead(200, HEADERS);
    response.once("close", () => this.forget());
  }

  protected queued(): number {
    return this.response.writableLength;
  }

  protected write(frame: Uint8Array): void {
    this.response.write(frame);
  }

  protected close(last?: Uint8Array): void {
    this.response.end(last);
  }

  protected drop(): void {
    this.response.destroy();
  }
}

/**
 * What ends a web stream: the Request itself, not only its signal. Node's Request follows the server's abort
 * through a weak reference, so once the Request is garbage-collected its signal never aborts and a closed
 * stream would stay in the fan-out for good; holding the Request for the stream's life keeps the abort coming.
 */
export type AbortSource = { readonly signal: AbortSignal };

/** A web stream, for servers that give no raw response (and the unit tests that call the loader). */
class StreamClient extends Client {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly stream: ReadableStream<Uint8Array>;
  private readonly abort = () => this.end();

  constructor(
    fanout: LiveFanout,
    sessionId: string,
    types: ReadonlySet<LiveType>,
    private readonly abortSource: AbortSource,
  ) {
    super(fanout, sessionId, types);
    abortSource.signal.addEventListener("abort", this.abort);
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        cancel: () => this.forget(),
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
  }

  protected override forget(): void {
    super.forget();
    this.abortSource.signal.removeEventListener("abort", this.abort);
  }

  protected queued(): number {
    return -(this.controller.desiredSize ?? 0);
  }

  protected write(frame: Uint8Array): void {
    this.controller.enqueue(frame);
  }

  protected close(last?: Uint8Array): void {
    try {
      if (last) this.controller.enqueue(last);
      this.controller.close();
    } catch {
      /* the reader cancelled */
    }
  }

  protected drop(): void {
    this.controller.error(new Error("live stream dropped: the client stopped reading"));
  }
}

export class LiveFanout {
  readonly clients = new Set<Client>();
  dropped = 0;
  private heartbeat: ReturnType<typeof setInterval>;
  /** One set per distinct list of types (a role's): thousands of clients share a handful. */
  private typeSets = new Map<string, ReadonlySet<LiveType>>();

  constructor(
    readonly hub: LiveHub,
    private readonly options: { heartbeatMs: number; queueBytes: number; streamsPerSession?: number },
  ) {
    hub.subscribe((event) => this.onHubEvent(event));
    // One timer for every client.
    this.heartbeat = setInterval(() => void this.tick(), options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  get queueBytes(): number {
    return this.options.queueBytes;
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
    let delivered = 0;
    for (const client of this.clients) {
      if (!client.types.has(message.type)) continue;
      if (!client.push(frame)) continue;
      delivered += 1;
      if (message.notificationId !== null) bellChanged.add(client.sessionId);
    }
    metrics.liveMessages.inc();
    metrics.liveDeliveries.inc(delivered);
    // A stored notification changed the unread count: the next page load fetches the bell afresh.
    // Best effort: a store that cannot be reached now only delays the bell until its hourly refresh.
    for (const sessionId of bellChanged) updateSessionData(sessionId, (data) => ({ ...data, bell: undefined })).catch(() => undefined);
  }

  /** A heartbeat whose session reads have not all answered yet: the next one waits its turn (no pile-up on a slow store). */
  private ticking = false;

  /** Heartbeat comment; a client whose session is gone (signed out, expired) gets "end" and is closed. */
  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
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
    } finally {
      this.ticking = false;
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

  /**
   * The response of one browser's stream. Given the raw response, the stream answers on it at once (the head is
   * sent) and the Response returned is only a placeholder the server does not send.
   */
  open(input: { sessionId: string; types: readonly LiveType[]; request: AbortSource; connection?: RawResponse }): Response {
    // One session, a handful of browser tabs: more streams than that is a client looping or an attack (hostile #35).
    const cap = this.options.streamsPerSession ?? STREAMS_PER_SESSION;
    let mine = 0;
    for (const client of this.clients) if (client.sessionId === input.sessionId) mine += 1;
    if (mine >= cap) return new Response("Too many live streams for this session", { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
    this.hub.start();
    const types = this.typeSet(input.types);
    const client = input.connection
      ? new RawClient(this, input.sessionId, types, input.connection)
      : new StreamClient(this, input.sessionId, types, input.request);
    client.push(HELLO);
    const frame = stateFrame(this.hub.state);
    if (frame) client.push(frame);
    return client instanceof StreamClient ? new Response(client.stream, { headers: HEADERS }) : new Response(null, { status: 200, headers: HEADERS });
  }

  private typeSet(types: readonly LiveType[]): ReadonlySet<LiveType> {
    const key = types.join(",");
    let set = this.typeSets.get(key);
    if (!set) this.typeSets.set(key, (set = new Set(types)));
    return set;
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
    // On a stop (SIGTERM, server/start.ts), once the listener is closed: every stream gets a retry hint and ends, and
    // the platform socket is closed (hostile case 25).
    registerCloser("live", () => created.shutdown(), "streams");
    metrics.watchLive(() => ({ state: created.hub.state, clients: created.clients.size }));
  }
  return fanout;
}

// /readyz shows the live socket's state (it does not judge it: pages work while it reconnects).
registerReport("live", () => {
  const fanout = (globalThis as Holder)[GLOBAL_KEY];
  return fanout ? { state: fanout.hub.state, clients: fanout.clients.size } : { state: "idle", clients: 0 };
});
