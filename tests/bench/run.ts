/**
 * `npm run bench`: starts the console on an in-memory sandbox, signs in, and measures pages per second and
 * latency for the main screens (document and loader-data requests), the AED coverage of the whole fleet against its
 * 300 ms budget (issue 38; one request at a time, server time from Server-Timing, and CPU per request), then each page's weight
 * (tests/bench/page-weight.ts).
 * Pages are kept and answered again while their data is unchanged (app/page-reuse.server.ts): the cases "each drawn
 * anew" give every request a URL of its own, so they measure what a first view costs.
 * Numbers, not pass/fail: speed is measured here, never asserted in tests (issue 13's targets are printed with
 * ✔/✖ beside their cases). Needs a build (npm run build).
 * BENCH_PORT (3400; the sandbox takes the next one), BENCH_REQUESTS, BENCH_WARMUP (30 requests per case first, not
 * counted), BENCH_CONCURRENCY, BENCH_ONLY (label parts, "|" between),
 * BENCH_SANDBOX=process (the sandbox in its own process), BENCH_NODE_OPTIONS (e.g. "--cpu-prof" for the console),
 * BENCH_SANDBOX_NODE_OPTIONS (the same for a sandbox in its own process),
 * BENCH_PROCESSES=2 (that many console processes sharing a throwaway redis-server, as docs/operations.md "Running several console
 * processes" deploys them; the bench spreads its requests over them in turn, as a proxy would; the sandbox then runs
 * in its own process).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { signIn, waitForServer } from "./console-server";
import { reportPageWeight } from "./page-weight";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
/** The consoles: PORT, then PORT+2, PORT+3… (the sandbox takes PORT+1). */
const BASES = Array.from({ length: PROCESSES }, (_, index) => `http://localhost:${index === 0 ? PORT : PORT + 1 + index}`);
const BASE = BASES[0]!;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Requests per case before the measured ones, not counted. */
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 30));
const SEPARATE_SANDBOX = process.env.BENCH_SANDBOX === "process" || PROCESSES > 1;

interface Case {
  label: string;
  /** Path and query, asked of each console in turn; a function gives each request its own. */
  url: string | ((index: number) => string);
  /** Signed in (the admin's cookie) or not. */
  signedIn: boolean;
  /** Text the answer must contain: a 200 with the wrong page (or an unknown route id's error) measures nothing. */
  expect: string;
  /** Issue 13's pages per second, where it names one. */
  target?: number;
}

/** CPU seconds the process has used (user + system), from /proc: the console's own share of the work. */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const urlOf = (item: Case, index: number) => (typeof item.url === "function" ? item.url(index) : item.url);

/** Checks the case's answer; resolves to its size in bytes (uncompressed). */
async function check(item: Case, cookie: string, base: string): Promise<number> {
  const response = await fetch(base + urlOf(item, -1), { headers: item.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(item.expect)) {
    throw new Error(`${item.label}: ${urlOf(item, -1)} answered ${response.status} without "${item.expect}": ${body.slice(0, 300)}`);
  }
  return Buffer.byteLength(body);
}

/** CPU seconds all consoles have used, or null when one cannot be read. */
function consolesCpu(): number | null {
  let sum = 0;
  for (const server of servers) {
    const seconds = cpuSeconds(server.pid);
    if (seconds === null) return null;
    sum += seconds;
  }
  return sum;
}

/**
 * `count` requests, CONCURRENCY at a time, spread over the consoles; request i asks for urlOf(item, first + i).
 * Resolves to each request's latency and the number of answers that were not 200.
 */
async function load(item: Case, cookie: string, count: number, first: number): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next;
        const base = BASES[index % BASES.length]!;
        next += 1;
        const t0 = performance.now();
        const response = await fetch(base + urlOf(item, first + index), { headers: item.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, failures };
}

async function measure(item: Case, cookie: string) {
  let bytes = 0;
  for (const base of BASES) bytes = await check(item, cookie, base);
  // Not counted: the first requests of a case run its code before V8 has optimised it (a console serves for days).
  // A case of URLs of their own warms up on URLs the measured requests never ask for.
  await load(item, cookie, WARMUP, -1 - WARMUP);
  const cpuBefore = consolesCpu();
  const started = performance.now();
  const { latencies, failures } = await load(item, cookie, REQUESTS, 0);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = consolesCpu();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const rate = REQUESTS / seconds;
  const cpu = cpuBefore !== null && cpuAfter !== null ? `   ${(((cpuAfter - cpuBefore) * 1000) / REQUESTS).toFixed(1).padStart(5)} ms CPU` : "";
  const verdict = item.target ? `   target ${String(item.target).padStart(3)} ${rate >= item.target ? "✔" : "✖"}` : "";
  console.log(
    `${item.label.padEnd(44)} ${rate.toFixed(0).padStart(5)} req/s   p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms${cpu}   ${(bytes / 1024).toFixed(1).padStart(6)} kB${verdict}${failures ? `   ${failures} non-200!` : ""}`,
  );
}

/** Issue 38's budget: AED coverage of the whole fleet against a year of calls, with 10 best sites, in ≤ 300 ms of server time. */
const COVERAGE_LABEL = "AED coverage, whole fleet × a year (loader data)";
const COVERAGE_BUDGET_MS = 300;

/**
 * One request at a time (the budget is one analysis's server time, not a throughput): the loader's Server-Timing
 * (reading the platform's positions, then the analysis: readiness, k-d index, coverage, fix-first, 10 greedy sites)
 * and the whole answer's latency, after 5 requests not counted.
 */
async function measureCoverage(cookie: string) {
  const url = `/device/coverage?days=365&radius=300&_data=${encodeURIComponent("routes/_console+/device+/coverage+/_layout")}`;
  const ask = async () => {
    const t0 = performance.now();
    const response = await fetch(BASE + url, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = (await response.json()) as { analysis: { calls: number; sites: unknown[]; areas: { devices: number }[] } | null };
    const latency = performance.now() - t0;
    if (response.status !== 200 || !body.analysis) throw new Error(`${COVERAGE_LABEL}: ${url} answered ${response.status}`);
    const timing = Object.fromEntries((response.headers.get("Server-Timing") ?? "").split(",").map((part) => {
      const [name, dur] = part.trim().split(";dur=");
      return [name, Number(dur)];
    }));
    return { latency, platform: timing.platform ?? NaN, analysis: timing.analysis ?? NaN, body: body.analysis };
  };
  for (let i = 0; i < 5; i += 1) await ask();
  const runs = [];
  const cpuBefore = consolesCpu();
  for (let i = 0; i < Math.min(REQUESTS, 30); i += 1) runs.push(await ask());
  const cpuAfter = consolesCpu();
  // CPU per request is the figure a busy host distorts least (wall time waits for the other processes' turns).
  const cpu = cpuBefore !== null && cpuAfter !== null ? `   ${(((cpuAfter - cpuBefore) * 1000) / runs.length).toFixed(1)} ms CPU per request${SEPARATE_SANDBOX ? "" : " (sandbox included)"}` : "";
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };
  const server = runs.map((run) => run.platform + run.analysis);
  const { body } = runs[0]!;
  const devices = body.areas.reduce((sum, area) => sum + area.devices, 0);
  const p95 = pct(server, 95);
  console.log(
    `${COVERAGE_LABEL.padEnd(44)} ${devices} devices × ${body.calls} calls, 300 m, ${body.sites.length} sites, ${runs.length} requests one at a time:` +
      `   server p50 ${pct(server, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms (platform p50 ${pct(runs.map((run) => run.platform), 50).toFixed(1)}, analysis p50 ${pct(runs.map((run) => run.analysis), 50).toFixed(1)})` +
      `   answer p50 ${pct(runs.map((run) => run.latency), 50).toFixed(1)} ms${cpu}   budget ${COVERAGE_BUDGET_MS} ${p95 <= COVERAGE_BUDGET_MS ? "✔" : "✖"}`,
  );
}

const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(PORT + 1), SANDBOX_DB: ":memory:", CONSOLE_SESSION_DB: ":memory:", LOGIN_RATE_LIMIT: "1000" };
// Several consoles: sessions (and the sign-in limit) in Redis, one cookie secret, so any of them answers any request.
let redis: RedisServer | undefined;
if (PROCESSES > 1) {
  redis = await startRedisServer();
  await redis.start();
  Object.assign(env, { REDIS_URL: redis.url, SESSION_SECRET: "bench-only-secret-shared-by-the-consoles" });
}
// BENCH_SANDBOX=process: the sandbox in a process of its own, so the console's CPU per request is its own.
let sandbox: ChildProcess | undefined;
if (SEPARATE_SANDBOX) {
  sandbox = spawn(process.execPath, [...(process.env.BENCH_SANDBOX_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", path.join(root, "server", "sandbox", "main.ts")], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const keyUrl = `http://127.0.0.1:${PORT + 1}/__sandbox/public-key`;
  await waitForServer(keyUrl);
  Object.assign(env, { PLATFORM_API_URL: `http://127.0.0.1:${PORT + 1}/api`, PLATFORM_PUBLIC_KEY: await (await fetch(keyUrl)).text(), COOKIE_SECURE: "false" });
}
const servers = BASES.map((_, index) =>
  spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", path.join(root, "server", "start.ts")], {
    cwd: root,
    env: { ...env, PORT: String(index === 0 ? PORT : PORT + 1 + index) },
    stdio: ["ignore", "ignore", "inherit"],
  }),
);

try {
  for (const [index, base] of BASES.entries()) await waitForServer(`${base}/user/login`, { server: servers[index], timeoutMs: 180_000 });
  const cookie = await signIn(BASE, "admin");
  const data = (url: string, routeId: string) => `${url}${url.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;
  const cases: Case[] = [
    { label: "sign-in page (document)", url: `/user/login`, signedIn: false, expect: 'name="password"', target: 150 },
    { label: "SMS list page 1 (document)", url: `/message/sms`, signedIn: true, expect: "<table", target: 100 },
    // Each request a URL never asked before: the page is drawn every time (app/page-reuse.server.ts keeps a page
    // drawn from the same data); what a first view costs.
    { label: "SMS list page 1, each drawn anew (document)", url: (index) => `/message/sms?view=${index}`, signedIn: true, expect: "<table" },
    { label: "SMS list filtered (document)", url: `/message/sms?sendState=FAIL&pageNo=2`, signedIn: true, expect: "<table" },
    { label: "SMS list 100 rows (document)", url: `/message/sms?pageSize=100`, signedIn: true, expect: "<table" },
    { label: "SMS list (loader data)", url: data(`/message/sms`, "routes/_console+/message+/sms+/_layout"), signedIn: true, expect: '"rows"' },
    { label: "firmware list (document)", url: `/device/firmware`, signedIn: true, expect: "<table" },
    { label: "certificates (document)", url: `/volunteer/certificate?auditState=PROCESSING`, signedIn: true, expect: "<table" },
    { label: "device list (document)", url: `/device/list`, signedIn: true, expect: "<table", target: 70 },
    { label: "device list, each drawn anew (document)", url: (index) => `/device/list?view=${index}`, signedIn: true, expect: "<table" },
    { label: "device list not ready in a city (document)", url: `/device/list?cityId=330100&ready=false`, signedIn: true, expect: "<table" },
    { label: "device list (loader data)", url: data(`/device/list`, "routes/_console+/device+/list+/_layout"), signedIn: true, expect: '"rows"' },
    { label: "workplace (document)", url: `/dashboard/workplace`, signedIn: true, expect: "chart-device-states", target: 60 },
    { label: "workplace, each drawn anew (document)", url: (index) => `/dashboard/workplace?view=${index}`, signedIn: true, expect: "chart-device-states" },
    { label: "workplace (loader data)", url: data(`/dashboard/workplace`, "routes/_console+/dashboard+/workplace"), signedIn: true, expect: '"charts"' },
    // A device's overview: the frame, the device and its part calls (§7), the tasks.
    { label: "device overview (document)", url: `/device/1/overview`, signedIn: true, expect: 'data-testid="device-detail"' },
    { label: "device overview, each drawn anew (document)", url: (index) => `/device/1/overview?view=${index}`, signedIn: true, expect: 'data-testid="device-detail"' },
    { label: "device map points, whole fleet (JSON)", url: `/device/map/points`, signedIn: true, expect: "[" },
  ];
  const only = process.env.BENCH_ONLY?.toLowerCase().split("|");
  console.log(
    `${REQUESTS} requests per case (after ${WARMUP} not counted), ${CONCURRENCY} at a time, loopback, ${PROCESSES > 1 ? `${PROCESSES} console processes sharing Redis, in turn; CPU per request is theirs together; ` : ""}${SEPARATE_SANDBOX ? "sandbox in its own process (CPU is the console's)" : "sandbox in the same process (CPU includes it)"}`,
  );
  for (const item of cases) if (!only || only.some((part) => item.label.toLowerCase().includes(part))) await measure(item, cookie);
  if (!only || only.some((part) => COVERAGE_LABEL.toLowerCase().includes(part))) await measureCoverage(cookie);
  // Bytes a first visit costs (from the build and the served HTML), against the same issue's budgets.
  if (!only) await reportPageWeight(BASE, cookie);
} finally {
  // Waits for both to end: the next run would otherwise find the port taken, or measure this server.
  await Promise.all([...servers, sandbox].map((child) => child && child.exitCode === null && new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"))));
  await redis?.stop();
}
