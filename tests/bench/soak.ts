/**
 * `npm run bench:soak` (issue 37): one console process (from the build, as `npm start` runs it) against a sandbox in
 * its own process, for SOAK_MINUTES (default 10): page loads from SOAK_WORKERS loops (mixed screens, pages drawn
 * before and never drawn), SOAK_SSE_CLIENTS idle live streams (default 200; the sandbox's feed sends a message every
 * 10 s), a device export every 5 s and a device import (upload, check, confirm) every 10 s. Every minute it prints the
 * console's RSS (lowest and highest of its 5-second samples: an export's worker thread lifts RSS while it runs) and
 * heap (read from its own /metrics), p50/p99 of the page loads, and the errors. The console starts as the systemd unit
 * starts it (server/deploy/aed-console@.service: its node flags and environment, e.g. the memory settings of ADR 063).
 * The verdict, as issue 37 words it ("RSS growth after the first minute"): the RSS floor of the last minute at most
 * 10 % above that of minute 2, the first after the warm-up (code compiled, caches filled, every arena touched), and
 * 0 errors (exit 1 otherwise). Only loopback addresses; it stops by itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { utils as sheetUtils, write as writeBook } from "@e965/xlsx";
import { consoleUnit } from "../support/deploy-unit";
import { freePort } from "../support/redis-server";
import { signIn, waitForServer } from "./console-server";

const root = path.resolve(import.meta.dirname, "../..");
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 4);
const SSE_CLIENTS = Number(process.env.SOAK_SSE_CLIENTS ?? 200);
/** SOAK_EXPORTS=0: no exports and imports (to tell their share of the memory from the page loads'). */
const EXPORTS = process.env.SOAK_EXPORTS !== "0";
const EXPORT_EVERY_MS = 5_000;
const IMPORT_EVERY_MS = 10_000;
/** Live streams one session may hold (STREAMS_PER_SESSION, hostile #35). */
const STREAMS_PER_SESSION = 8;
const METRICS_TOKEN = "soak-metrics-token";
const MAX_RSS_GROWTH = 0.1;
/** Memory is sampled this often; a minute's floor (its lowest RSS) is what a leak raises, above the export workers' passing peaks. */
const SAMPLE_MS = 5_000;
/** Client-side patience: on a shared 2-core host a page may wait long for the CPU; a timeout still counts as an error. */
const PAGE_TIMEOUT_MS = 60_000;
const EXPORT_TIMEOUT_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

const sandboxPort = Number(process.env.SOAK_SANDBOX_PORT) || (await freePort());
const consolePort = Number(process.env.SOAK_PORT) || (await freePort());
const SANDBOX = `http://127.0.0.1:${sandboxPort}`;
const BASE = `http://127.0.0.1:${consolePort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aed-soak-"));

const sandbox = start(["--import", "tsx", "server/sandbox/main.ts"], { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ":memory:", SANDBOX_LIVE_INTERVAL_MS: "10000", SANDBOX_FAULTS: "0" });
await waitForServer(`${SANDBOX}/__sandbox/public-key`);
const unit = consoleUnit(consolePort);
const consoleProcess = start(unit.args, {
  ...unit.env,
  PORT: String(consolePort),
  HOST: "127.0.0.1",
  PLATFORM_API_URL: `${SANDBOX}/api`,
  PLATFORM_PUBLIC_KEY: await (await fetch(`${SANDBOX}/__sandbox/public-key`)).text(),
  SESSION_SECRET: "soak-secret",
  COOKIE_SECURE: "false",
  CONSOLE_DATA_DIR: dataDir,
  CONSOLE_SESSION_DB: ":memory:",
  LOGIN_RATE_LIMIT: "100000",
  METRICS_TOKEN,
  METRICS_PORT: "",
  // The request lines would be most of the console's work here: warnings and errors only.
  LOG_LEVEL: "warn",
});

let running = true;
const errors: string[] = [];
const fail = (what: string) => {
  if (errors.length < 1000) errors.push(what);
};
/** A fetch failure with its cause (ECONNRESET, a timeout…). */
const reason = (error: unknown) => `${String(error)}${(error as { cause?: { code?: string; message?: string } })?.cause ? ` (${(error as { cause: { code?: string; message?: string } }).cause.code ?? (error as { cause: { message?: string } }).cause.message})` : ""}`;
const snippet = async (response: Response) => (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);

try {
  await waitForServer(`${BASE}/user/login`, { server: consoleProcess, timeoutMs: 180_000 });
  const cookie = await signIn(BASE);
  const headers = { Cookie: cookie, Origin: BASE, "Accept-Language": "zh-CN" };

  // ------------------------------------------------------------------ idle live streams
  const streams: AbortController[] = [];
  let streamsOpen = 0;
  const sessions = await Promise.all(Array.from({ length: Math.ceil(SSE_CLIENTS / STREAMS_PER_SESSION) }, () => signIn(BASE)));
  const openStream = async (index: number) => {
    const controller = new AbortController();
    streams.push(controller);
    try {
      const response = await fetch(`${BASE}/live`, { headers: { Cookie: sessions[Math.floor(index / STREAMS_PER_SESSION)]!, Accept: "text/event-stream" }, signal: controller.signal });
      if (response.status !== 200 || !response.body) return fail(`live stream ${index}: ${response.status}`);
      streamsOpen += 1;
      const reader = response.body.getReader();
      // Idle: what arrives (heartbeats, the feed's messages) is read and forgotten.
      while (!(await reader.read()).done);
      if (running) fail(`live stream ${index} ended`);
    } catch (error) {
      if (running) fail(`live stream ${index}: ${String(error)}`);
    } finally {
      streamsOpen -= 1;
    }
  };
  const streamsDone = Array.from({ length: SSE_CLIENTS }, (_, index) => openStream(index));

  // ------------------------------------------------------------------ page loads
  const PAGES = ["/dashboard/workplace", "/message/sms", "/device/list", "/device/map", "/message/sms?pageNo=2", "/system/user", "/log/operation"];
  let latencies: number[] = [];
  let pages = 0;
  const pageLoop = async (worker: number) => {
    for (let i = 0; running; i++) {
      // Mostly screens drawn before (answered from the kept page or drawn again), one in four at a page never seen.
      const target = i % 4 === 3 ? `/device/list?pageNo=${(worker * 1000 + i) % 50 + 1}&pageSize=20` : PAGES[(worker + i) % PAGES.length]!;
      const started = performance.now();
      try {
        const response = await fetch(`${BASE}${target}`, { headers, redirect: "manual", signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (response.status !== 200) fail(`${target}: ${response.status}`);
        latencies.push(performance.now() - started);
        pages += 1;
      } catch (error) {
        fail(`${target}: ${reason(error)}`);
      }
    }
  };

  // ------------------------------------------------------------------ exports and imports
  let exports = 0;
  let imports = 0;
  const SN = "SOAK-0000001";
  const sheet = writeBook(
    { SheetNames: ["设备"], Sheets: { 设备: sheetUtils.aoa_to_sheet([["序列号", "型号", "城市", "地址", "经度", "纬度"], [SN, "AED 3", "宁波市", "浸泡测试", 121.55, 29.87]]) } },
    { type: "buffer", bookType: "xlsx" },
  ) as Buffer;
  const sheetBytes = new Uint8Array(sheet);
  const every = async (ms: number, work: () => Promise<void>) => {
    while (running) {
      const began = Date.now();
      await work().catch((error: unknown) => fail(reason(error)));
      await sleep(Math.max(0, ms - (Date.now() - began)));
    }
  };
  const exportOnce = async () => {
    const response = await fetch(`${BASE}/device/list/export`, { headers, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
    const body = await response.arrayBuffer();
    if (response.status !== 200 || body.byteLength < 1000) return fail(`export: ${response.status}, ${body.byteLength} bytes`);
    exports += 1;
  };
  const importOnce = async () => {
    const form = new FormData();
    form.append("file", new Blob([sheetBytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), "soak.xlsx");
    const uploaded = await fetch(`${BASE}/device/list/import`, { method: "POST", headers, body: form, redirect: "manual", signal: AbortSignal.timeout(60_000) });
    const pending = new URL(uploaded.headers.get("location") ?? "/", BASE).searchParams.get("pending");
    if (uploaded.status !== 302 || !pending) return fail(`import upload: ${uploaded.status} ${await snippet(uploaded)}`);
    await uploaded.arrayBuffer();
    const confirmed = await fetch(`${BASE}/device/list/import`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "confirm", pending }),
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    const text = await confirmed.text();
    if (confirmed.status !== 200 || !text.includes("import-report")) return fail(`import confirm: ${confirmed.status} ${text.replace(/\s+/g, " ").slice(0, 200)}`);
    imports += 1;
  };

  // ------------------------------------------------------------------ the minutes
  const memory = async () => {
    const text = await (await fetch(`${BASE}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024;
    const space = (name: string) => Number(new RegExp(`^nodejs_heap_space_size_total_bytes\\{space="${name}"\\} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024;
    return {
      rss: value("process_resident_memory_bytes"),
      heap: value("nodejs_heap_size_used_bytes"),
      heapTotal: value("nodejs_heap_size_total_bytes"),
      external: value("nodejs_external_memory_bytes"),
      code: space("code"),
    };
  };
  const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN);
  const baseline = await memory();
  console.log(`[soak] ${MINUTES} min: ${WORKERS} page-load loops, ${SSE_CLIENTS} idle live streams, ${EXPORTS ? `an export every ${EXPORT_EVERY_MS / 1000} s, an import every ${IMPORT_EVERY_MS / 1000} s` : "no exports or imports"}; ${os.cpus().length} cores, load ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
  console.log(`[soak] at start: RSS ${baseline.rss.toFixed(1)} MB, heap ${baseline.heap.toFixed(1)} MB`);
  const work = [...Array.from({ length: WORKERS }, (_, worker) => pageLoop(worker)), ...(EXPORTS ? [every(EXPORT_EVERY_MS, exportOnce), every(IMPORT_EVERY_MS, importOnce)] : [])];
  const minutes: { floor: number; peak: number; heap: number }[] = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const samples: Awaited<ReturnType<typeof memory>>[] = [];
    for (let at = 0; at < 60_000; at += SAMPLE_MS) {
      await sleep(SAMPLE_MS);
      samples.push(await memory());
    }
    const sorted = latencies.sort((a, b) => a - b);
    latencies = [];
    const floor = Math.min(...samples.map((sample) => sample.rss));
    const peak = Math.max(...samples.map((sample) => sample.rss));
    const heap = Math.min(...samples.map((sample) => sample.heap));
    minutes.push({ floor, peak, heap });
    const last = samples.at(-1)!;
    console.log(
      `[soak] minute ${String(minute).padStart(2)}: RSS ${floor.toFixed(1)}–${peak.toFixed(1)} MB, heap ≥ ${heap.toFixed(1)} MB (total ${last.heapTotal.toFixed(1)}, code space ${last.code.toFixed(1)}), external ${last.external.toFixed(1)} MB; ${sorted.length} pages, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; ${streamsOpen} streams open; exports ${exports}, imports ${imports}; errors ${errors.length}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  running = false;
  streams.forEach((controller) => controller.abort());
  await Promise.all([...work, ...streamsDone]);
  // Minute 1 is the warm-up; a run of one minute has nothing after it and compares it with itself.
  const first = minutes[Math.min(1, minutes.length - 1)]!;
  const last = minutes.at(-1)!;
  const growth = (last.floor - first.floor) / first.floor;
  const peak = Math.max(...minutes.map((m) => m.peak));
  console.log(
    `[soak] ${pages} pages, ${exports} exports, ${imports} imports; RSS floor in minute ${minutes.indexOf(first) + 1} ${first.floor.toFixed(1)} MB, in the last ${last.floor.toFixed(1)} MB: growth ${(growth * 100).toFixed(1)} % (limit ${MAX_RSS_GROWTH * 100} %); highest RSS seen ${peak.toFixed(1)} MB; heap floor ${first.heap.toFixed(1)} → ${last.heap.toFixed(1)} MB; errors ${errors.length}`,
  );
  for (const error of errors.slice(0, 20)) console.log(`[soak] error: ${error}`);
  const passed = growth <= MAX_RSS_GROWTH && errors.length === 0;
  console.log(passed ? "[soak] passed" : "[soak] FAILED");
  process.exitCode = passed ? 0 : 1;
} finally {
  running = false;
  consoleProcess.kill("SIGTERM");
  sandbox.kill("SIGTERM");
  await Promise.all([consoleProcess, sandbox].map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
