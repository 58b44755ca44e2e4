// The deployment recipe (issue 37), run as written: server/deploy/nginx.conf (only its ports moved to free ones) in
// front of two consoles started with server/deploy/aed-console@.service's Environment= lines and ExecStart command,
// sharing a redis-server and one platform sandbox. Checks sign-in through nginx (and what nginx passes: the request
// id, the client address), a live message reaching a browser's EventSource through nginx, and a rolling restart
// (SIGTERM, start again, one console after the other) under a steady stream of page loads: no load lost, the
// stopping console's /readyz answering 503, the EventSource reconnecting by itself.
//
// A browser test, not a unit test: the consoles need the build (`npm run test:e2e` builds first; the unit suite runs
// before any build), and the SSE client that must reconnect by itself is the browser's own EventSource. Server
// properties otherwise: it runs once (js project), alone (exclusive lock: six processes of its own).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SEED_PASSWORD } from "./env";
import { acquireExclusive, type Release } from "./support/exclusive";
import { startNode, startProcess, stopProcess, waitForHttp, type Started } from "./support/processes";
import { DEPLOY_DIR as DEPLOY, consoleUnit } from "../support/deploy-unit";
import { REDIS_MISSING, freePort, redisServerBinary, startRedisServer, type RedisServer } from "../support/redis-server";

const NGINX = [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((file): file is string => Boolean(file && fs.existsSync(file))) ?? null;
const NGINX_MISSING = "nginx is not installed (apt-get install -y nginx): the deployment recipe is not tested";
const METRICS_TOKEN = "deploy-spec-metrics-token-0123456789";
const WORKPLACE = "/dashboard/workplace";

test.describe.configure({ mode: "serial" });

/** server/deploy/nginx.conf with its three ports replaced; each must be found exactly once. */
function siteFile(listenPort: number, consolePorts: readonly number[]): string {
  let text = fs.readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8");
  const swap = (from: RegExp, to: string) => {
    expect(text.match(from)?.length ?? 0, `${from} in server/deploy/nginx.conf`).toBe(1);
    text = text.replace(from, to);
  };
  swap(/server 127\.0\.0\.1:3000 /g, `server 127.0.0.1:${consolePorts[0]} `);
  swap(/server 127\.0\.0\.1:3002 /g, `server 127.0.0.1:${consolePorts[1]} `);
  swap(/listen 80;/g, `listen 127.0.0.1:${listenPort};`);
  return text;
}

let redis: RedisServer | undefined;
let sandbox: Started | undefined;
let nginx: Started | undefined;
let releaseRun: Release | undefined;
let work = "";
let sandboxUrl = "";
let publicKey = "";
let front = "";
const consolePorts: number[] = [];
const consoles: Started[] = [];

/** One console as systemd would start instance `port`; the env file's values are the test's. */
function startConsole(port: number): Started {
  const unit = consoleUnit(port);
  return startProcess(unit.args, {
    ...unit.env,
    // /etc/aed-console/console.env
    PLATFORM_API_URL: `${sandboxUrl}/api`,
    PLATFORM_PUBLIC_KEY: publicKey,
    SESSION_SECRET: "deploy-spec-session-secret",
    REDIS_URL: redis!.url,
    METRICS_TOKEN,
    // Not the system's state directory; plain HTTP here (production has TLS in front), so no Secure cookie.
    CONSOLE_DATA_DIR: path.join(work, `console-${port}`),
    COOKIE_SECURE: "false",
    MAX_BODY_BYTES: "",
    LOGIN_RATE_LIMIT: "",
    METRICS_PORT: "",
  });
}

const readyUrl = (port: number) => `http://127.0.0.1:${port}/readyz`;

test.beforeAll(async () => {
  test.skip(!redisServerBinary, REDIS_MISSING);
  test.skip(!NGINX, NGINX_MISSING);
  test.setTimeout(420_000);
  releaseRun = await acquireExclusive(300_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), "aed-deploy-e2e-"));
  redis = await startRedisServer();
  const sandboxPort = await freePort();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = startNode("server/sandbox/main.ts", { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ":memory:", SANDBOX_FAULTS: "1", SANDBOX_LIVE_INTERVAL_MS: "0", SANDBOX_LATENCY_MS: "0" });
  await waitForHttp(`${sandboxUrl}/__sandbox/public-key`, sandbox);
  publicKey = await (await fetch(`${sandboxUrl}/__sandbox/public-key`)).text();
  consolePorts.push(await freePort(), await freePort());
  consoles.push(...consolePorts.map(startConsole));

  const listenPort = await freePort();
  front = `http://127.0.0.1:${listenPort}`;
  const site = path.join(work, "aed-console.conf");
  fs.writeFileSync(site, siteFile(listenPort, consolePorts));
  const temp = (name: string) => path.join(work, "nginx", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(temp(name), { recursive: true });
  const main = path.join(work, "nginx.conf");
  fs.writeFileSync(
    main,
    [
      // As root (CI), workers would switch to "nobody", who may not enter this directory.
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      `  access_log ${temp("access.log")};`,
      `  client_body_temp_path ${temp("body")}; proxy_temp_path ${temp("proxy")}; fastcgi_temp_path ${temp("fastcgi")};`,
      `  uwsgi_temp_path ${temp("uwsgi")}; scgi_temp_path ${temp("scgi")};`,
      `  include ${site};`,
      "}",
    ].join("\n"),
  );
  const nginxArgs = ["-p", work, "-e", "stderr", "-c", main];
  const checked = spawnSync(NGINX!, ["-t", ...nginxArgs], { encoding: "utf8" });
  expect(checked.status, checked.stderr).toBe(0);
  nginx = startProcess(nginxArgs, {}, NGINX!);
  await Promise.all(consolePorts.map((port, index) => waitForHttp(readyUrl(port), consoles[index]!, 120_000, (status) => status === 200)));
  await waitForHttp(`${front}/healthz`, nginx, 20_000, (status) => status === 200);
});

test.afterAll(async () => {
  await stopProcess(nginx);
  await Promise.all(consoles.map((started) => stopProcess(started)));
  await stopProcess(sandbox);
  await redis?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
  releaseRun?.();
});

/** The JSON log lines of the consoles (every start), with their request ids. */
function logLines(): Record<string, unknown>[] {
  return consoles
    .concat(retired)
    .flatMap((started) => started.output.join("").split("\n"))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
/** Consoles stopped by the rolling restart: their output still counts. */
const retired: Started[] = [];

async function signInThroughNginx(): Promise<string> {
  const response = await fetch(`${front}/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: front, "Accept-Language": "zh-CN" },
    body: new URLSearchParams({ username: "admin", password: SEED_PASSWORD }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("aed_session="))?.split(";")[0] ?? "";
  expect(cookie).not.toBe("");
  return cookie;
}

test("sign-in through nginx; nginx's request id reaches the console's log, the platform and a server error's page; the client address is nginx's view", { tag: ["@alone", "@js-only"] }, async () => {
  const cookie = await signInThroughNginx();
  const page = await fetch(`${front}${WORKPLACE}`, { headers: { Cookie: cookie, "Accept-Encoding": "gzip", "X-Forwarded-For": "203.0.113.9" } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("workplace-greeting");
  // The console compressed the page itself (nginx's gzip is off).
  expect(page.headers.get("content-encoding")).toBe("gzip");
  const id = page.headers.get("x-request-id")!;
  // nginx's $request_id: 32 hex digits, taken by the console (TRUST_PROXY=loopback) rather than a new one.
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => logLines().filter((line) => line.reqId === id && line.msg === "request").length).toBe(1);
  const line = logLines().find((entry) => entry.reqId === id && entry.msg === "request")!;
  expect(line).toMatchObject({ route: "routes/_console+/dashboard+/workplace", method: "GET", status: 200, accountId: "admin" });
  // nginx replaced the client's own X-Forwarded-For: the sign-in limit counts the real address.
  expect(line.client).toBe("127.0.0.1");
  const calls = ((await (await fetch(`${sandboxUrl}/__sandbox/calls`)).json()) as { calls: { requestId?: string }[] }).calls;
  expect(calls.filter((call) => call.requestId === id).length).toBeGreaterThan(0);

  // A server error's page shows the request id for the user to quote: the one in the answer's header and the log.
  const fault = { path: "^/api/v1/sms-sent-records$", method: "GET", status: 500, times: 1 };
  expect((await fetch(`${sandboxUrl}/__sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fault) })).status).toBe(201);
  const failed = await fetch(`${front}/message/sms`, { headers: { Cookie: cookie } });
  const failedId = failed.headers.get("x-request-id")!;
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(await failed.text()).toContain(`data-request-id="${failedId}"`);
  await expect.poll(() => logLines().some((entry) => entry.reqId === failedId && entry.msg === "request" && entry.status === failed.status)).toBe(true);

  // Metrics: never through nginx; on each console with the bearer token.
  expect((await fetch(`${front}/metrics`)).status).toBe(404);
  const metrics = await fetch(`http://127.0.0.1:${consolePorts[0]}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toContain("aed_http_request_duration_seconds_count");
});

/** An EventSource in the page (the browser's own), counting what it sees. */
async function openEventSource(page: Page) {
  await page.evaluate(() => {
    const live = { opens: 0, lives: 0, restarts: 0, contents: [] as string[] };
    (window as unknown as { live: typeof live }).live = live;
    const source = new EventSource("/live");
    source.onopen = () => (live.opens += 1);
    source.onmessage = (event) => live.contents.push(String(JSON.parse(event.data).content));
    source.addEventListener("live", () => (live.lives += 1));
    source.addEventListener("restart", () => (live.restarts += 1));
  });
}
const liveState = (page: Page) => page.evaluate(() => (window as unknown as { live: { opens: number; lives: number; restarts: number; contents: string[] } }).live);

async function emit(content: string) {
  const response = await fetch(`${sandboxUrl}/__sandbox/live/emit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ type: "event", content }) });
  expect(response.status).toBe(201);
}

/** Page loads through nginx, `workers` at a time, until stopped: every answer's status, and every failure. */
function steadyPageLoads(cookie: string, workers = 3) {
  const statuses: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = async () => {
    for (let i = 0; running; i++) {
      const target = i % 2 ? "/message/sms" : WORKPLACE;
      try {
        const response = await fetch(`${front}${target}`, { headers: { Cookie: cookie }, redirect: "manual", signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        statuses.push(response.status);
        if (response.status !== 200) failures.push(`${target}: ${response.status} ${response.headers.get("x-request-id") ?? ""}`.trim());
      } catch (error) {
        failures.push(`${target}: ${String(error)}`);
      }
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    statuses,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

test("a live message reaches the browser through nginx; a rolling restart under load loses no page load, the stopping console's /readyz answers 503, and the EventSource reconnects by itself", { tag: ["@alone", "@js-only"] }, async ({ page }) => {
  test.setTimeout(420_000);
  const cookie = await signInThroughNginx();
  const [name, value] = cookie.split("=");
  await page.context().addCookies([{ name: name!, value: value!, url: front }]);
  await page.goto(`${front}${WORKPLACE}`);
  await expect(page.getByTestId("workplace-greeting")).toBeVisible();
  await openEventSource(page);
  await expect.poll(async () => (await liveState(page)).lives, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = `deploy: before the restart ${Date.now()}`;
  await emit(first);
  await expect.poll(async () => (await liveState(page)).contents, { timeout: 10_000 }).toContain(first);

  const load = steadyPageLoads(cookie);
  try {
    for (const index of [0, 1]) {
      const port = consolePorts[index]!;
      const stopping = consoles[index]!;
      const servedBefore = load.statuses.length;
      const signalled = Date.now();
      stopping.child.kill("SIGTERM");
      // From the first moment of the stop: 503, while the console still serves (SHUTDOWN_DRAIN_MS).
      let readyStatus = 0;
      await expect
        .poll(async () => (readyStatus = await fetch(readyUrl(port)).then((response) => response.status, () => -1)), { timeout: 2_000, intervals: [50] })
        .toBe(503);
      expect(readyStatus).toBe(503);
      expect(await stopping.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(12_000);
      retired.push(stopping);
      const restarted = startConsole(port);
      consoles[index] = restarted;
      await waitForHttp(readyUrl(port), restarted, 120_000, (status) => status === 200);
      // The restarted console takes page loads again before the next one stops.
      await expect
        .poll(() => restarted.output.join("").includes(`"route":"routes/_console+/dashboard+/workplace"`), { timeout: 30_000 })
        .toBe(true);
      expect(load.statuses.length).toBeGreaterThan(servedBefore);
    }
  } finally {
    await load.stop();
  }
  // A failure names its request id: the consoles' lines about it say which one answered and why.
  const explained = load.failures.map((failure) => {
    const id = failure.split(" ").at(-1);
    const lines = logLines().filter((line) => JSON.stringify(line).includes(String(id)));
    return `${failure}\n${lines.map((line) => JSON.stringify(line)).join("\n")}`;
  });
  expect(explained).toEqual([]);
  expect(load.statuses.length).toBeGreaterThan(20);

  // The EventSource was told to come back (retry hint), did so by itself through nginx, and gets messages again.
  const state = await liveState(page);
  expect(state.restarts).toBeGreaterThanOrEqual(1);
  expect(state.opens).toBeGreaterThanOrEqual(2);
  const second = `deploy: after the restart ${Date.now()}`;
  await expect
    .poll(
      async () => {
        if (!(await liveState(page)).contents.includes(second)) await emit(second);
        return (await liveState(page)).contents.includes(second);
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(true);
});

test("the systemd unit passes systemd-analyze verify", { tag: ["@alone", "@js-only"] }, async () => {
  const analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((file) => fs.existsSync(file));
  test.skip(!analyze, "systemd-analyze is not installed");
  // A template is verified as an instance of it.
  const unit = path.join(work, "aed-console@3000.service");
  fs.copyFileSync(path.join(DEPLOY, "aed-console@.service"), unit);
  const result = spawnSync(analyze!, ["verify", unit], { encoding: "utf8" });
  const complaints = `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.includes("aed-console@"));
  expect(complaints).toEqual([]);
});
