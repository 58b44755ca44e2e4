/**
 * `npm run bench`: starts the console on an in-memory sandbox, signs in, and measures pages per second and
 * latency for the main screens (document and loader-data requests), then prints the first-load JS report.
 * Numbers, not pass/fail: speed is measured here, never asserted in tests. Needs a build (npm run build).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { firstLoadSize } from "./bundle-size";
import { signIn, waitForServer } from "./console-server";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = 3300;
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function measure(label: string, url: string, cookie: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`${label.padEnd(44)} ${(REQUESTS / seconds).toFixed(0).padStart(5)} req/s   p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms${failures ? `   ${failures} non-200!` : ""}`);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "start.ts")], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(PORT + 1), SANDBOX_DB: ":memory:", CONSOLE_SESSION_DB: ":memory:", LOGIN_RATE_LIMIT: "1000" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForServer(`${BASE}/user/login`);
  const cookie = await signIn(BASE, "admin");
  console.log(`${REQUESTS} requests per case, ${CONCURRENCY} at a time, one process, loopback (sandbox in the same process)`);
  await measure("sign-in page (document)", `${BASE}/user/login`, "");
  await measure("SMS list page 1 (document)", `${BASE}/message/sms`, cookie);
  await measure("SMS list filtered (document)", `${BASE}/message/sms?sendState=FAIL&pageNo=2`, cookie);
  await measure("SMS list 100 rows (document)", `${BASE}/message/sms?pageSize=100`, cookie);
  await measure("SMS list (loader data)", `${BASE}/message/sms?_data=routes%2F_console.message.sms`, cookie);
  await measure("firmware list (document)", `${BASE}/device/firmware`, cookie);
  await measure("certificates (document)", `${BASE}/volunteer/certificate?auditState=PROCESSING`, cookie);
  await measure("device list (document)", `${BASE}/device/list`, cookie);
  await measure("device list not ready in a city (document)", `${BASE}/device/list?cityId=330100&ready=false`, cookie);
  await measure("device list (loader data)", `${BASE}/device/list?_data=routes%2F_console.device.list`, cookie);
  await measure("device map points, whole fleet (JSON)", `${BASE}/device/map/points`, cookie);
  console.log("");
  for (const id of ["routes/user+/login", "routes/_console+/message+/sms+/_layout", "routes/_console+/device+/firmware+/_layout", "routes/_console+/volunteer+/certificate+/_layout", "routes/_console+/device+/list+/_layout", "routes/_console+/device+/map+/_layout"]) {
    const size = firstLoadSize(id);
    console.log(`first-load JS ${id.padEnd(38)} ${(size.gzip / 1024).toFixed(1)} kB gzip (${(size.raw / 1024).toFixed(1)} kB raw)`);
  }
} finally {
  server.kill("SIGTERM");
}
