/**
 * `npm run bench:live`: one console process fed by the sandbox's live socket, N SSE clients (default 10,000,
 * BENCH_LIVE_CLIENTS) from this process. Prints connect time, console memory per client, broadcast latency
 * p50/p99 of a message to every client, and memory after all disconnect. Numbers, not pass/fail. Needs a build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { signIn } from "./console-server";

const root = path.resolve(import.meta.dirname, "../..");
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 20);
/** Pause between messages: long enough that one message's fan-out is measured, not a queue of them. */
const GAP_MS = Number(process.env.BENCH_LIVE_GAP_MS ?? 1000);
const CONNECT_CONCURRENCY = Number(process.env.BENCH_LIVE_CONCURRENCY ?? 200);
const PORT = Number(process.env.BENCH_LIVE_PORT ?? 3700);
const SANDBOX_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

const INSPECT_PORT = PORT + 2;
/** Issue 13's target for the console's resident memory per idle stream. */
const TARGET_RSS_KB_PER_CLIENT = 40;
/** Streams one session may hold (STREAMS_PER_SESSION in app/live/stream.server.ts, hostile #35): one session per this many clients. */
const STREAMS_PER_SESSION = Number(process.env.BENCH_LIVE_PER_SESSION ?? 8);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  // node --import tsx: the child's pid is the server itself, so its memory can be read from /proc.
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url, { redirect: "manual" })).status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`not up: ${url}`);
}

/**
 * The console's JS heap after a full garbage collection, in MB, through its inspector (Chrome DevTools Protocol):
 * RSS alone rarely shrinks, so this is what tells "freed" from "leaked".
 */
async function heapAfterGcMb(): Promise<number> {
  return Number(await inspect("process.memoryUsage().heapUsed", true)) / 1024 / 1024;
}

/** Evaluates an expression in the console process (after a full collection when asked). */
async function inspect(expression: string, collect = false): Promise<unknown> {
  const [target] = (await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const mine = ++id;
      const onMessage = (data: Buffer) => {
        const reply = JSON.parse(String(data)) as { id?: number; result: Record<string, unknown> };
        if (reply.id !== mine) return;
        socket.off("message", onMessage);
        resolve(reply.result);
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  if (collect) {
    // Twice, a moment apart: objects with finalizers (undici's Request) die only in the collection after their callbacks.
    await call("HeapProfiler.collectGarbage");
    await sleep(500);
    await call("HeapProfiler.collectGarbage");
  }
  const evaluated = await call("Runtime.evaluate", { expression, returnByValue: true });
  socket.close();
  return (evaluated.result as { value: unknown }).value;
}

/** Resident memory of a process in MB. */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, "")) / 1024;
}

interface Client {
  request: http.ClientRequest;
  response?: http.IncomingMessage;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const latencies: number[] = [];
/** Per message (by its send time): the first and the last delivery, to tell upstream delay from fan-out spread. */
const spread = new Map<number, { first: number; last: number }>();
const BENCH_MARK = /"content":"bench:(\d+)"/g;

/** Opens one stream; resolves at its first bytes (the retry hint). */
function connect(cookie: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = {
      request: http.get(`${BASE}/live`, { agent, headers: { Cookie: cookie, Accept: "text/event-stream" } }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        client.response = response;
        response.setEncoding("utf8");
        let tail = "";
        let first = true;
        response.on("data", (chunk: string) => {
          if (first) {
            first = false;
            resolve(client);
          }
          const text = tail + chunk;
          const now = Date.now();
          for (const match of text.matchAll(BENCH_MARK)) {
            const sent = Number(match[1]);
            latencies.push(now - sent);
            const seen = spread.get(sent);
            if (seen) seen.last = Math.max(seen.last, now - sent);
            else spread.set(sent, { first: now - sent, last: now - sent });
          }
          const cut = text.lastIndexOf("\n\n");
          tail = cut === -1 ? text : text.slice(cut + 2);
        });
        response.on("error", () => undefined);
      }),
    };
    client.request.on("error", reject);
  });
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function main() {
  console.log(`bench:live — ${CLIENTS} SSE clients, ${MESSAGES} messages, ${os.cpus().length} CPUs`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aed-bench-live-"));
  const sandbox = start("server/sandbox/main.ts", {
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DB: ":memory:",
    SANDBOX_FAULTS: "1",
    SANDBOX_LIVE_INTERVAL_MS: "0",
  });
  let consoleProcess: ChildProcess | undefined;
  try {
    await waitFor(`${SANDBOX}/__sandbox/public-key`);
    const publicKey = await (await fetch(`${SANDBOX}/__sandbox/public-key`)).text();
    consoleProcess = start("server/start.ts", {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PLATFORM_API_URL: `${SANDBOX}/api`,
      PLATFORM_PUBLIC_KEY: publicKey,
      COOKIE_SECURE: "false",
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_SESSION_DB: ":memory:",
      // One sign-in per STREAMS_PER_SESSION clients, all from this address within a minute.
      LOGIN_RATE_LIMIT: String(Math.max(1000, 2 * Math.ceil(CLIENTS / STREAMS_PER_SESSION))),
    }, [`--inspect=127.0.0.1:${INSPECT_PORT}`]);
    const pid = consoleProcess.pid!;
    await waitFor(`${BASE}/user/login`);
    const cookie = await signIn(BASE);
    // Signed in before the baseline: what is measured is the streams, not the sessions behind them.
    const cookies = [cookie];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (cookies.length < Math.ceil(CLIENTS / STREAMS_PER_SESSION)) {
          const slot = cookies.push("") - 1;
          cookies[slot] = await signIn(BASE);
        }
      }),
    );
    console.log(`${cookies.length} sessions signed in (${STREAMS_PER_SESSION} streams each at most)`);

    // Warm up: one page and one stream, so the hub's socket and the route modules are loaded.
    await (await fetch(`${BASE}/dashboard/workplace`, { headers: { Cookie: cookie } })).arrayBuffer();
    const warm = await connect(cookie);
    warm.request.destroy();
    await sleep(2000);
    // RSS read after the full collection too: the garbage of the sign-ins would otherwise count or not by chance.
    const baseHeap = await heapAfterGcMb();
    const baseline = rssMb(pid);
    console.log(`console before clients: RSS ${baseline.toFixed(1)} MB, heap after GC ${baseHeap.toFixed(1)} MB`);

    const openAll = async (): Promise<Client[]> => {
      const opened: Client[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECT_CONCURRENCY }, async () => {
          while (next < CLIENTS) {
            const index = next++;
            opened.push(await connect(cookies[Math.floor(index / STREAMS_PER_SESSION)]!));
          }
        }),
      );
      return opened;
    };
    const started = performance.now();
    const clients = await openAll();
    const connectMs = performance.now() - started;
    console.log(`connect: ${CLIENTS} streams open in ${(connectMs / 1000).toFixed(2)} s (${(CLIENTS / (connectMs / 1000)).toFixed(0)} per second)`);
    await sleep(2000);
    const connectedHeap = await heapAfterGcMb();
    const connected = rssMb(pid);
    const rssPerClient = ((connected - baseline) * 1024) / CLIENTS;
    const heapPerClient = ((connectedHeap - baseHeap) * 1024) / CLIENTS;
    console.log(
      `console with clients: RSS ${connected.toFixed(1)} MB → ${rssPerClient.toFixed(1)} kB per client; ` +
        `heap after GC ${connectedHeap.toFixed(1)} MB → ${heapPerClient.toFixed(1)} kB per client`,
    );
    // Told, never asserted: a number on a shared machine is not a test.
    console.log(
      `per idle client: RSS ${rssPerClient.toFixed(1)} kB ${rssPerClient <= TARGET_RSS_KB_PER_CLIENT ? "✔" : "✖"} (target ≤ ${TARGET_RSS_KB_PER_CLIENT} kB), heap ${heapPerClient.toFixed(1)} kB`,
    );

    for (let i = 0; i < MESSAGES; i++) {
      await fetch(`${SANDBOX}/__sandbox/live/emit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "event", content: `bench:${Date.now()}` }),
      });
      await sleep(GAP_MS);
    }
    const expected = CLIENTS * MESSAGES;
    // Let every delivery land (or give up after 30 s: what is missing then is reported).
    for (let waited = 0; latencies.length < expected && waited < 30_000; waited += 250) await sleep(250);
    console.log(
      `broadcast: ${latencies.length}/${expected} deliveries; latency p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms, max ${pct(latencies, 100)} ms`,
    );

    const firsts = [...spread.values()].map((s) => s.first);
    const lasts = [...spread.values()].map((s) => s.last);
    console.log(`  per message: first client after p50 ${pct(firsts, 50)} ms, last client after p50 ${pct(lasts, 50)} ms (max ${pct(lasts, 100)} ms)`);

    for (const client of clients) client.request.destroy();
    await sleep(5000);
    const after = rssMb(pid);
    console.log(
      `console after all disconnect: RSS ${after.toFixed(1)} MB (baseline ${baseline.toFixed(1)}, peak ${connected.toFixed(1)}); ` +
        `heap after GC ${(await heapAfterGcMb()).toFixed(1)} MB (baseline ${baseHeap.toFixed(1)}, with clients ${connectedHeap.toFixed(1)})`,
    );

    console.log(`streams the console still holds: ${await inspect('globalThis[Symbol.for("aed-console.live")]?.clients.size')}`);

    // A second round on the same process: if disconnected clients leaked, memory would grow by another round's worth.
    const again = await openAll();
    await sleep(2000);
    const secondPeak = rssMb(pid);
    for (const client of again) client.request.destroy();
    await sleep(5000);
    console.log(
      `second round of ${CLIENTS}: RSS peak ${secondPeak.toFixed(1)} MB (first ${connected.toFixed(1)}), after ${rssMb(pid).toFixed(1)} MB; heap after GC ${(await heapAfterGcMb()).toFixed(1)} MB`,
    );
  } finally {
    consoleProcess?.kill("SIGTERM");
    sandbox.kill("SIGTERM");
    agent.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
