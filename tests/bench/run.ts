/**
 * `npm run bench`: starts the console on an in-memory sandbox, signs in, and measures pages per second and
 * latency for the main screens (document and loader-data requests), then each page's weight (tests/bench/page-weight.ts).
 * Numbers, not pass/fail: speed is measured here, never asserted in tests (issue 13's targets are printed with
 * ✔/✖ beside their cases). Needs a build (npm run build).
 * BENCH_PORT (3400; the sandbox takes the next one), BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_ONLY (label parts, "|" between),
 * BENCH_SANDBOX=process (the sandbox in its own process), BENCH_NODE_OPTIONS (e.g. "--cpu-prof" for the console).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { signIn, waitForServer } from "./console-server";
import { reportPageWeight } from "./page-weight";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SEPARATE_SANDBOX = process.env.BENCH_SANDBOX === "process";

interface Case {
  label: string;
  url: string;
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

async function check(item: Case, cookie: string) {
  const response = await fetch(item.url, { headers: item.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(item.expect)) {
    throw new Error(`${item.label}: ${item.url} answered ${response.status} without "${item.expect}": ${body.slice(0, 300)}`);
  }
}

async function measure(item: Case, cookie: string) {
  await check(item, cookie);
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(item.url, { headers: item.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(server.pid);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const rate = REQUESTS / seconds;
  const cpu = cpuBefore !== null && cpuAfter !== null ? `   ${(((cpuAfter - cpuBefore) * 1000) / REQUESTS).toFixed(1).padStart(5)} ms CPU` : "";
  const verdict = item.target ? `   target ${String(item.target).padStart(3)} ${rate >= item.target ? "✔" : "✖"}` : "";
  console.log(
    `${item.label.padEnd(44)} ${rate.toFixed(0).padStart(5)} req/s   p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms${cpu}${verdict}${failures ? `   ${failures} non-200!` : ""}`,
  );
}

const env = { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(PORT + 1), SANDBOX_DB: ":memory:", CONSOLE_SESSION_DB: ":memory:", LOGIN_RATE_LIMIT: "1000" };
// BENCH_SANDBOX=process: the sandbox in a process of its own, so the console's CPU per request is its own.
let sandbox: ChildProcess | undefined;
if (SEPARATE_SANDBOX) {
  sandbox = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "sandbox", "main.ts")], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const keyUrl = `http://127.0.0.1:${PORT + 1}/__sandbox/public-key`;
  await waitForServer(keyUrl);
  Object.assign(env, { PLATFORM_API_URL: `http://127.0.0.1:${PORT + 1}/api`, PLATFORM_PUBLIC_KEY: await (await fetch(keyUrl)).text(), COOKIE_SECURE: "false" });
}
const server = spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", path.join(root, "server", "start.ts")], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForServer(`${BASE}/user/login`, { timeoutMs: 180_000 });
  const cookie = await signIn(BASE, "admin");
  const data = (url: string, routeId: string) => `${url}${url.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;
  const cases: Case[] = [
    { label: "sign-in page (document)", url: `${BASE}/user/login`, signedIn: false, expect: 'name="password"', target: 150 },
    { label: "SMS list page 1 (document)", url: `${BASE}/message/sms`, signedIn: true, expect: "<table", target: 100 },
    { label: "SMS list filtered (document)", url: `${BASE}/message/sms?sendState=FAIL&pageNo=2`, signedIn: true, expect: "<table" },
    { label: "SMS list 100 rows (document)", url: `${BASE}/message/sms?pageSize=100`, signedIn: true, expect: "<table" },
    { label: "SMS list (loader data)", url: data(`${BASE}/message/sms`, "routes/_console+/message+/sms+/_layout"), signedIn: true, expect: '"rows"' },
    { label: "firmware list (document)", url: `${BASE}/device/firmware`, signedIn: true, expect: "<table" },
    { label: "certificates (document)", url: `${BASE}/volunteer/certificate?auditState=PROCESSING`, signedIn: true, expect: "<table" },
    { label: "device list (document)", url: `${BASE}/device/list`, signedIn: true, expect: "<table", target: 70 },
    { label: "device list not ready in a city (document)", url: `${BASE}/device/list?cityId=330100&ready=false`, signedIn: true, expect: "<table" },
    { label: "device list (loader data)", url: data(`${BASE}/device/list`, "routes/_console+/device+/list+/_layout"), signedIn: true, expect: '"rows"' },
    { label: "workplace (document)", url: `${BASE}/dashboard/workplace`, signedIn: true, expect: "chart-device-states", target: 60 },
    { label: "workplace (loader data)", url: data(`${BASE}/dashboard/workplace`, "routes/_console+/dashboard+/workplace"), signedIn: true, expect: '"charts"' },
    { label: "device map points, whole fleet (JSON)", url: `${BASE}/device/map/points`, signedIn: true, expect: "[" },
  ];
  const only = process.env.BENCH_ONLY?.toLowerCase().split("|");
  console.log(
    `${REQUESTS} requests per case, ${CONCURRENCY} at a time, loopback, ${SEPARATE_SANDBOX ? "sandbox in its own process (CPU is the console's)" : "sandbox in the same process (CPU includes it)"}`,
  );
  for (const item of cases) if (!only || only.some((part) => item.label.toLowerCase().includes(part))) await measure(item, cookie);
  // Bytes a first visit costs (from the build and the served HTML), against the same issue's budgets.
  if (!only) await reportPageWeight(BASE, cookie);
} finally {
  // Waits for both to end: the next run would otherwise find the port taken, or measure this server.
  await Promise.all([server, sandbox].map((child) => child && child.exitCode === null && new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"))));
}
