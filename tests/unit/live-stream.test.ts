/**
 * The live-message stream end to end against a real (in-memory) sandbox: the platform socket → the process's hub →
 * the SSE route (hostile cases 20, 21 and 22).
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { consoleOnSandbox } from "./support/console-on-sandbox";

let sandbox: TestSandbox;
let route: typeof import("../../app/routes/live");
let sessions: typeof import("../../app/auth/session-store.server");
let account: typeof import("../../app/platform/account.server");
let live: typeof import("../../app/live/stream.server");

beforeAll(async () => {
  sandbox = await consoleOnSandbox({ LIVE_SSE_HEARTBEAT_MS: "200", LIVE_SSE_QUEUE_BYTES: "4096" }, { liveIntervalMs: 0 });
  route = await import("../../app/routes/live");
  sessions = await import("../../app/auth/session-store.server");
  account = await import("../../app/platform/account.server");
  live = await import("../../app/live/stream.server");
});

afterAll(async () => {
  live.liveFanout().shutdown();
  await sandbox.sandbox.close();
});

async function signIn(username: string): Promise<{ cookie: string; sessionId: string }> {
  const tokens = await account.authenticate({ lang: "zh-CN" }, { username, password: "Aed@2026!" });
  const setCookie = await sessions.createSignedInSession({ idToken: tokens.id_token, refreshToken: tokens.refresh_token, username });
  const cookie = setCookie.split(";")[0]!;
  const session = await sessions.getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return { cookie, sessionId: session.id };
}

/** Every stream a test opens, closed after it even when it fails, so one failure does not leave clients behind for the next. */
const openStreams: AbortController[] = [];

async function connect(cookie?: string) {
  const controller = new AbortController();
  openStreams.push(controller);
  const request = new Request("http://localhost/live", { headers: cookie ? { Cookie: cookie } : {}, signal: controller.signal });
  const response = (await route.loader({ request, params: {}, context: {} })) as Response;
  return { response, abort: () => controller.abort() };
}

/** Reads a stream's events as they come; `until` waits for one that matches. */
function reader(response: Response) {
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let done = false;
  let failure: unknown;
  const parser = createParser({ onEvent: (event) => events.push(event), onComment: (c) => comments.push(c), onRetry: (r) => (retry = r) });
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await body.read();
        if (finished) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      failure = error;
    }
    done = true;
  })();
  async function until<T>(check: () => T | undefined | false, ms = 3000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return {
    events,
    comments,
    get retry() {
      return retry;
    },
    get done() {
      return done;
    },
    get failure() {
      return failure;
    },
    until,
    message: (match: (data: Record<string, unknown>) => boolean, ms?: number) =>
      until(() => events.map((e) => (e.event === undefined ? (JSON.parse(e.data) as Record<string, unknown>) : null)).find((d) => d && match(d)), ms),
    cancel: () => body.cancel(),
  };
}

const emit = async (json: Record<string, unknown>) => (await (await sandbox.control("live/emit", "POST", json)).json()).result as { id: number };

describe("live stream", () => {
  afterEach(async () => {
    for (const controller of openStreams.splice(0)) controller.abort();
    // Hang guards, not timings: on a loaded 2-core machine a closed stream can take seconds to leave the fan-out.
    for (let waited = 0; live.liveFanout().clients.size > 0 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("a message emitted by the sandbox reaches an SSE client as it happens, without a poll", async () => {
    const { cookie } = await signIn("admin");
    const { response, abort } = await connect(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const stream = reader(response);
    await stream.until(() => stream.events.some((e) => e.event === "live"), 3000);
    expect(stream.retry).toBe(3000);
    const sent = await emit({ type: "oneKeyHelp" });
    // A generous bound against a hang on a loaded machine; speed is the benchmarks' business, not a test's.
    const got = await stream.message((d) => d.id === sent.id, 5000);
    expect(got).toMatchObject({ type: "oneKeyHelp", state: "SENDED" });
    await stream.until(() => stream.comments.includes("hb"), 10_000);
    abort();
    await stream.until(() => stream.done);
  });

  it("hostile #22: a signed-out client is refused, and each user gets only the types their permissions allow", async () => {
    expect((await connect()).response.status).toBe(401);
    expect((await connect("aed_session=forged")).response.status).toBe(401);
    expect((await connect((await signIn("user")).cookie)).response.status).toBe(403);

    const operator = await connect((await signIn("operator")).cookie);
    const admin = await connect((await signIn("admin")).cookie);
    const [op, ad] = [reader(operator.response), reader(admin.response)];
    await op.until(() => op.events.some((e) => e.event === "live"), 3000);
    const help = await emit({ type: "oneKeyHelp" });
    const opened = await emit({ type: "inUsed" });
    await ad.message((d) => d.id === help.id);
    await op.message((d) => d.id === opened.id);
    await ad.message((d) => d.id === opened.id);
    expect(op.events.some((e) => e.data.includes(`"id":${help.id},`))).toBe(false);
    operator.abort();
    admin.abort();
  });

  it("hostile #22: the stream ends when the session ends", async () => {
    const { cookie, sessionId } = await signIn("admin");
    const { response } = await connect(cookie);
    const stream = reader(response);
    await stream.until(() => stream.comments.includes("live"));
    await sessions.deleteSessionById(sessionId);
    await stream.until(() => stream.done, 2000);
    expect(stream.events.at(-1)?.event).toBe("end");
    expect(live.liveFanout().clients.size).toBe(0);
  });

  it("hostile #20: dropping the upstream makes clients see stale and the hub reconnect, then fan-out resumes", async () => {
    const { cookie } = await signIn("admin");
    const { response, abort } = await connect(cookie);
    const stream = reader(response);
    await stream.until(() => stream.events.some((e) => e.event === "live"), 3000);
    const before = stream.events.length;
    await sandbox.control("live/drop", "POST", { refuseMs: 500 });
    await stream.until(() => stream.events.slice(before).some((e) => e.event === "stale"));
    expect(live.liveFanout().hub.state).toBe("stale");
    // First retry after 2 s (the sandbox accepts again after 0.5 s).
    await stream.until(() => stream.events.slice(before).some((e) => e.event === "live"), 4000);
    expect(live.liveFanout().hub.state).toBe("open");
    const sent = await emit({ type: "toNetwork", state: "OFFLINE" });
    expect(await stream.message((d) => d.id === sent.id)).toMatchObject({ type: "toNetwork", state: "OFFLINE" });
    abort();
  });

  it("hostile #21: a client that stops reading is dropped once its queue passes the bound", async () => {
    const { cookie } = await signIn("admin");
    const reading = reader((await connect(cookie)).response);
    const stalled = await connect(cookie); // never read
    await reading.until(() => reading.events.some((e) => e.event === "live"), 3000);
    const fanout = live.liveFanout();
    const droppedBefore = fanout.dropped;
    expect(fanout.clients.size).toBe(2);
    let last = { id: 0 };
    for (let i = 0; i < 40; i++) last = await emit({ type: "event", content: "x".repeat(100) });
    await reading.message((d) => d.id === last.id);
    expect(fanout.dropped).toBe(droppedBefore + 1);
    expect(fanout.clients.size).toBe(1);
    await expect(stalled.response.body!.getReader().read()).rejects.toThrow(/stopped reading/);
    await reading.cancel();
  });
});

describe("stream cap", () => {
  it("hostile #35: one session holds at most STREAMS_PER_SESSION streams; more answer 429, other sessions are unaffected", async () => {
    const { LiveHub } = await import("../../app/live/hub.server");
    const socket = { send() {}, close() {}, onopen: null, onmessage: null, onclose: null, onerror: null };
    const fanout = new live.LiveFanout(new LiveHub("ws://unused", () => socket), { heartbeatMs: 60_000, queueBytes: 4096, streamsPerSession: 3 });
    const controllers = Array.from({ length: 4 }, () => new AbortController());
    const answers = controllers.map((controller) => fanout.open({ sessionId: "s-1", types: ["event"], request: controller }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(fanout.open({ sessionId: "s-2", types: ["event"], request: new AbortController() }).status).toBe(200);
    // A closed stream frees its place.
    controllers[0]!.abort();
    expect(fanout.open({ sessionId: "s-1", types: ["event"], request: new AbortController() }).status).toBe(200);
    fanout.shutdown();
  });
});

describe("a closed stream leaves the fan-out", () => {
  it("even after its Request was garbage-collected (Node's Request follows the abort through a weak reference)", async () => {
    const { LiveHub } = await import("../../app/live/hub.server");
    const v8 = await import("node:v8");
    const vm = await import("node:vm");
    v8.setFlagsFromString("--expose-gc");
    const collectGarbage = vm.runInNewContext("gc") as () => void;
    const socket = { send() {}, close() {}, onopen: null, onmessage: null, onclose: null, onerror: null };
    const fanout = new live.LiveFanout(new LiveHub("ws://unused", () => socket), { heartbeatMs: 60_000, queueBytes: 4096 });
    const server = new AbortController();
    // What the route gets from the server: a Request nobody else keeps once the loader has answered.
    fanout.open({ sessionId: "s-gc", types: ["event"], request: new Request("http://localhost/live", { signal: server.signal }) });
    expect(fanout.clients.size).toBe(1);
    for (let i = 0; i < 3; i++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.abort();
    expect(fanout.clients.size).toBe(0);
    fanout.shutdown();
  });
});

describe("shutdown", () => {
  it("hostile #25: on SIGTERM every stream gets a retry hint and ends", async () => {
    const { LiveHub } = await import("../../app/live/hub.server");
    const socket = { send() {}, close() {}, onopen: null, onmessage: null, onclose: null, onerror: null };
    const fanout = new live.LiveFanout(new LiveHub("ws://unused", () => socket), { heartbeatMs: 60_000, queueBytes: 4096 });
    const { sessionId } = await signIn("admin");
    const stream = reader(fanout.open({ sessionId, types: ["event"], request: new AbortController() }));
    await stream.until(() => stream.comments.includes("live"));
    fanout.shutdown();
    await stream.until(() => stream.done);
    expect(stream.events.at(-1)?.event).toBe("restart");
    expect(stream.retry).toBe(live.SHUTDOWN_RETRY_MS);
    expect(fanout.clients.size).toBe(0);
  });
});

describe("on the raw response (how the console's server runs it)", () => {
  it("answers on the response itself, delivers, forgets a client that closes, and drops one that stops reading", async () => {
    const http = await import("node:http");
    const { LiveHub } = await import("../../app/live/hub.server");
    const socket = { send() {}, close() {}, onopen: null as (() => void) | null, onmessage: null as ((event: { data: unknown }) => void) | null, onclose: null, onerror: null };
    const fanout = new live.LiveFanout(new LiveHub("ws://unused", () => socket), { heartbeatMs: 60_000, queueBytes: 4096 });
    const server = http.createServer((_req, res) => {
      const answer = fanout.open({ sessionId: "s-raw", types: ["event"], request: new AbortController(), connection: res });
      // What server/remix-handler.ts does: a stream that answered on the response is not sent again.
      if (!res.headersSent) void answer.text().then((text) => res.writeHead(answer.status).end(text));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    const get = () =>
      new Promise<import("node:http").IncomingMessage>((resolve, reject) => http.get(`http://127.0.0.1:${port}/live`, resolve).on("error", reject));
    let id = 0;
    const emit = (content: string) => socket.onmessage!({ data: JSON.stringify({ id: ++id, type: "event", content, createdDate: "2026-01-01 00:00:00" }) });
    try {
      fanout.hub.start();
      socket.onopen!();
      const reading = await get();
      expect(reading.statusCode).toBe(200);
      expect(reading.headers["content-type"]).toMatch(/^text\/event-stream/);
      reading.setEncoding("utf8");
      let text = "";
      reading.on("data", (chunk: string) => (text += chunk));
      const until = async (check: () => boolean) => {
        for (let waited = 0; !check(); waited += 10) {
          if (waited > 3000) throw new Error(`timed out; got ${JSON.stringify(text)}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await until(() => text.includes("event: live"));
      expect(text).toContain("retry: 3000");
      emit("hello");
      await until(() => text.includes('"content":"hello"'));

      // A client that stops reading: once what waits for it passes the bound, it is cut off.
      const stalled = await get();
      stalled.pause();
      const cut = new Promise((resolve) => stalled.socket.once("close", resolve));
      await until(() => fanout.clients.size === 2);
      for (let i = 0; i < 20_000 && fanout.dropped === 0; i++) {
        emit("x".repeat(1000));
        // Lets the sockets move what they can, so only the stalled client's queue grows.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(fanout.dropped).toBe(1);
      expect(fanout.clients.size).toBe(1);
      // Reading again, the stalled client finds its connection closed.
      stalled.resume();
      await cut;

      // A client that goes away is forgotten.
      reading.destroy();
      await until(() => fanout.clients.size === 0);
    } finally {
      fanout.shutdown();
      server.closeAllConnections();
      server.close();
    }
  });
});
