// Several console processes behind a load balancer (issue 15): two consoles from the build share one Redis
// (REDIS_URL) and one sandbox. Plain HTTP, no browser: a session, its sign-out, the sign-in limit and the refresh
// of an expired token are the same whichever process answers, and Redis going away answers 503 until it is back.
//
// Every process here is this spec's own, on free ports; the suite's web server is not used.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SEED_PASSWORD } from "./env";
import { acquireExclusive, type Release } from "./support/exclusive";
import { startNode, stopProcess as stop, waitForHttp, type Started } from "./support/processes";
import { REDIS_MISSING, freePort, redisServerBinary, startRedisServer, type RedisServer } from "../support/redis-server";

const REFRESH = "PUT /api/v1/authenticate/refreshToken";
/** The console's default LOGIN_RATE_LIMIT (per client address and minute). */
const LOGIN_LIMIT = 10;
const SERVER_ERROR_TEXT = "抱歉，服务器出错了";
/** A page that needs a session ("/" only redirects here). */
const WORKPLACE = "/dashboard/workplace";

test.describe.configure({ mode: "serial" });

let redis: RedisServer | undefined;
let sandbox: Started | undefined;
const consoles: Started[] = [];
let sandboxUrl = "";
let dataDir = "";
let releaseRun: Release | undefined;
let A = "";
let B = "";

test.beforeAll(async () => {
  test.skip(!redisServerBinary, REDIS_MISSING);
  test.setTimeout(420_000);
  // Four processes of its own: the other tests wait meanwhile, so their timing (token lifetimes) is not disturbed.
  releaseRun = await acquireExclusive(240_000);
  redis = await startRedisServer();
  const sandboxPort = await freePort();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = startNode("server/sandbox/main.ts", { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ":memory:", SANDBOX_FAULTS: "1", SANDBOX_LIVE_INTERVAL_MS: "0", SANDBOX_LATENCY_MS: "0" });
  await waitForHttp(`${sandboxUrl}/__sandbox/public-key`, sandbox);
  const publicKey = await (await fetch(`${sandboxUrl}/__sandbox/public-key`)).text();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aed-redis-e2e-"));
  for (const name of ["a", "b"]) {
    const port = await freePort();
    const started = startNode("server/start.ts", {
      NODE_ENV: "production",
      PORT: String(port),
      PLATFORM_API_URL: `${sandboxUrl}/api`,
      PLATFORM_PUBLIC_KEY: publicKey,
      REDIS_URL: redis.url,
      // Every process must sign cookies with the same secret.
      SESSION_SECRET: "redis-spec-secret",
      COOKIE_SECURE: "false",
      // As behind a reverse proxy on this host: X-Forwarded-For names the client.
      TRUST_PROXY: "loopback",
      CONSOLE_DATA_DIR: path.join(dataDir, name),
      CONSOLE_SESSION_DB: ":memory:",
      LOGIN_RATE_LIMIT: "",
      MAX_BODY_BYTES: "",
      PLATFORM_TIMEOUT_MS: "10000",
    });
    consoles.push(started);
    const origin = `http://127.0.0.1:${port}`;
    if (name === "a") A = origin;
    else B = origin;
  }
  await Promise.all([waitForHttp(`${A}/user/login`, consoles[0]!), waitForHttp(`${B}/user/login`, consoles[1]!)]);
});

test.afterAll(async () => {
  await Promise.all(consoles.map((started) => stop(started)));
  await stop(sandbox);
  await redis?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  releaseRun?.();
});

/** Posts the sign-in form to a console, as the client `clientAddress` when given (through the "proxy"). */
async function signIn(console: string, password = SEED_PASSWORD, username = "admin", clientAddress?: string): Promise<{ status: number; cookie: string }> {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: console, "Accept-Language": "zh-CN" };
  if (clientAddress) headers["X-Forwarded-For"] = clientAddress;
  const response = await fetch(`${console}/user/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("aed_session="))?.split(";")[0] ?? "";
  await response.arrayBuffer();
  return { status: response.status, cookie };
}

async function get(url: string, cookie: string): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(url, { headers: { Cookie: cookie, "Accept-Language": "zh-CN" }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

const sandboxCalls = async () => ((await (await fetch(`${sandboxUrl}/__sandbox/calls`)).json()) as { calls: { method: string; path: string }[] }).calls;
const setTokenTtl = async (ttl: { idTokenSeconds: number; refreshTokenSeconds?: number }) => {
  const response = await fetch(`${sandboxUrl}/__sandbox/token-ttl`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ttl) });
  expect(response.status).toBe(200);
};

test("a session signed in on one process continues on the other, and signing out on it ends it on both", { tag: ["@alone", "@js-only"] }, async () => {
  const { status, cookie } = await signIn(A);
  expect(status).toBe(302);
  expect(cookie).not.toBe("");
  expect((await get(`${B}${WORKPLACE}`, cookie)).status).toBe(200);
  expect((await get(`${A}/message/sms`, cookie)).status).toBe(200);

  const logout = await fetch(`${B}/logout`, { method: "POST", headers: { Cookie: cookie, Origin: B }, redirect: "manual" });
  expect(logout.status).toBe(302);
  const after = await get(`${A}${WORKPLACE}`, cookie);
  expect(after.status).toBe(302);
  expect(after.location).toMatch(/^\/user\/login/);
});

test("the sign-in limit is one limit across the processes", { tag: ["@alone", "@js-only"] }, async () => {
  // A client of its own, so other tests' sign-ins do not count here; unknown accounts, so no captcha is asked for.
  const client = "203.0.113.7";
  const statuses: number[] = [];
  for (let i = 0; i <= LOGIN_LIMIT; i++) statuses.push((await signIn(i % 2 ? B : A, "wrong-password", `nobody${i}`, client)).status);
  expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
  expect((await signIn(A, "wrong-password", "nobody", client)).status).toBe(429);
  expect((await signIn(B, SEED_PASSWORD, "admin", client)).status).toBe(429);
  // Another client is not held back.
  expect((await signIn(B, SEED_PASSWORD, "admin", "203.0.113.8")).status).toBe(302);
});

test("an expired token used at once on both processes is refreshed upstream exactly once", { tag: ["@alone", "@js-only"] }, async () => {
  // Any lifetime under 5 minutes counts as expired at once (§9).
  await setTokenTtl({ idTokenSeconds: 120 });
  const { cookie } = await signIn(B);
  await setTokenTtl({ idTokenSeconds: 3600, refreshTokenSeconds: 604800 });
  expect((await fetch(`${sandboxUrl}/__sandbox/calls`, { method: "DELETE" })).status).toBe(204);
  // A slow refresh upstream, so the other process surely meets the expired token while the first one refreshes.
  const slowRefresh = { path: "^/api/v1/authenticate/refreshToken$", method: "PUT", latencyMs: 500 };
  expect((await fetch(`${sandboxUrl}/__sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(slowRefresh) })).status).toBe(201);

  const pages = [`${A}${WORKPLACE}`, `${B}${WORKPLACE}`, `${A}/message/sms`, `${B}/message/sms?pageNo=2`, `${A}/message/sms?pageNo=3`, `${B}${WORKPLACE}`];
  const answers = await Promise.all(pages.map((url) => get(url, cookie)));
  expect(answers.map((answer) => answer.status)).toEqual(pages.map(() => 200));
  expect((await fetch(`${sandboxUrl}/__sandbox/faults`, { method: "DELETE" })).status).toBe(204);
  const refreshes = (await sandboxCalls()).filter((call) => `${call.method} ${call.path}` === REFRESH);
  expect(refreshes).toHaveLength(1);
  expect((await get(`${A}${WORKPLACE}`, cookie)).status).toBe(200);
});

test("Redis down: signed-in pages answer 503 with the server-error text; Redis back: the console works again by itself", { tag: ["@alone", "@js-only"] }, async () => {
  const { cookie } = await signIn(A);
  expect((await get(`${B}${WORKPLACE}`, cookie)).status).toBe(200);

  await redis!.stop();
  for (const origin of [A, B]) {
    const down = await get(`${origin}${WORKPLACE}`, cookie);
    expect(down.status).toBe(503);
    expect(down.text).toContain(SERVER_ERROR_TEXT);
  }
  expect((await get(`${A}/message/sms`, cookie)).status).toBe(503);

  // Nothing is saved (--save ""): the session is gone with the data, so the user signs in again.
  await redis!.start();
  let again = { status: 0, cookie: "" };
  await expect.poll(async () => (again = await signIn(B)).status, { timeout: 20_000 }).toBe(302);
  expect((await get(`${A}${WORKPLACE}`, again.cookie)).status).toBe(200);
  expect((await get(`${B}/message/sms`, again.cookie)).status).toBe(200);
  for (const started of consoles) expect(started.child.exitCode).toBeNull();
});
