/**
 * `npx tsx tests/bench/render.ts [path…]`: time the console's request handler in-process (no HTTP, no
 * compression), one request at a time, for a signed-in admin, so server cost per document or data request
 * can be profiled (`node --cpu-prof --import tsx tests/bench/render.ts …`). Needs a build.
 */
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { runInRequestScope } from "../../app/request-scope.server";
import { createSandbox } from "../../server/sandbox/app";

const root = path.resolve(import.meta.dirname, "../..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/message/sms", "/device/list", "/user/login", "/dashboard/workplace"];

const sandbox = createSandbox({ dbPath: ":memory:", faults: false });
await new Promise<void>((resolve) => sandbox.server.listen(0, "127.0.0.1", resolve));
const address = sandbox.server.address();
if (!address || typeof address === "string") throw new Error("no sandbox port");
process.env.PLATFORM_API_URL = `http://127.0.0.1:${address.port}/api`;
process.env.PLATFORM_PUBLIC_KEY = sandbox.publicKeyPem;
process.env.CONSOLE_SESSION_DB = ":memory:";
process.env.COOKIE_SECURE = "false";
process.env.LOGIN_RATE_LIMIT = "100000";

// As server/console.ts does, unless BENCH_UNCACHED_ROUTES=1 (to compare).
if (process.env.BENCH_UNCACHED_ROUTES !== "1") await import("../../server/patches/route-matching");
const { createRequestHandler } = await import("@remix-run/node");
const build = (await import(pathToFileURL(path.join(root, "build", "index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const context = { cspNonce: "bench", clientAddress: "127.0.0.1", connection: undefined };
const BASE = "http://localhost:3000";

const login = await handle(
  new Request(`${BASE}/user/login`, {
    method: "POST",
    body: new URLSearchParams({ username: "admin", password: "Aed@2026!" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Host: "localhost:3000" },
  }),
  context,
);
const cookie = login.headers.getSetCookie().find((c) => c.startsWith("aed_session="))?.split(";")[0];
if (!cookie) throw new Error(`sign-in failed: ${login.status} ${(await login.text()).slice(0, 300)}`);

// BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the measured rounds only (not start-up or seeding).
const profileFile = process.env.BENCH_PROFILE;
const inspector = profileFile ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.start");
}

for (const target of paths) {
  const headers: Record<string, string> = target.startsWith("/user/") ? { Host: "localhost:3000" } : { Cookie: cookie, Host: "localhost:3000" };
  const once = async () => {
    // As server/console.ts does: one request scope per request.
    const response = await runInRequestScope(() => handle(new Request(`${BASE}${target}`, { headers }), context));
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    return body.byteLength;
  };
  for (let i = 0; i < 20; i++) await once();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) bytes = await once();
  const ms = (performance.now() - started) / ROUNDS;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time is what a loaded machine does not distort much; wall time is what one user waits.
  const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
  console.log(`${target.padEnd(50)} ${cpuMs.toFixed(2).padStart(7)} ms CPU/request  ${ms.toFixed(2).padStart(7)} ms wall  ${(bytes / 1024).toFixed(1)} kB`);
}
if (inspector && profileFile) {
  const { profile } = await inspector.post("Profiler.stop");
  fs.writeFileSync(profileFile, JSON.stringify(profile));
}
await sandbox.close();
process.exit(0);
