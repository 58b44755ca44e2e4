/**
 * `npm start`: builds the console if no build exists, starts the embedded platform sandbox unless
 * PLATFORM_API_URL points at a real platform, then serves the console on PORT.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
process.chdir(root);
process.env.NODE_ENV ??= "production";

const port = Number(process.env.PORT ?? 3000);
const started = Date.now();

if (!fs.existsSync(path.join(root, "build", "index.js")) || process.argv.includes("--build")) {
  console.log("[console] no build found: building (remix build)…");
  // In processes of their own, without the console's heap bound (server/tools/build-env.ts).
  const { buildEnvironment } = await import("./tools/build-env");
  const env = buildEnvironment(process.env);
  for (const args of [[path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], ["--import", "tsx", path.join(root, "server", "tools", "finish-build.ts")]]) {
    const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const closers: (() => Promise<void>)[] = [];

if (!process.env.PLATFORM_API_URL) {
  const { createSandbox } = await import("./sandbox/app");
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? 3001);
  const dbPath = process.env.SANDBOX_DB ?? path.join(root, "data", "sandbox.sqlite");
  if (dbPath !== ":memory:") fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const sandbox = createSandbox({ dbPath, faults: process.env.SANDBOX_FAULTS === "1", latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0) });
  await new Promise<void>((resolve) => sandbox.server.listen(sandboxPort, "127.0.0.1", resolve));
  closers.push(() => sandbox.close());
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${sandboxPort}/api`;
  process.env.PLATFORM_PUBLIC_KEY ??= sandbox.publicKeyPem;
  // The sandbox is for local use over plain http: Secure cookies would not stick on a LAN address.
  process.env.COOKIE_SECURE ??= "false";
  // WeChat's scan is simulated by the console's own page, answering the codes this sandbox accepts.
  process.env.WECHAT_AUTHORIZE_URL ??= "/user/wechat-sandbox";
  console.log(`[sandbox] embedded platform on http://127.0.0.1:${sandboxPort}/api (db ${dbPath})`);
}

const { startConsoleServer } = await import("./console");
const { log } = await import("../app/log.server");
const metricsToken = process.env.METRICS_TOKEN || undefined;
const server = await startConsoleServer({ root, port, host: process.env.HOST, maxBodyBytes: Number(process.env.MAX_BODY_BYTES) || undefined, metricsToken });
const metricsPort = Number(process.env.METRICS_PORT);
if (Number.isInteger(metricsPort) && metricsPort > 0) {
  const { startMetricsServer } = await import("./operations");
  const metricsServer = await startMetricsServer(metricsPort, process.env.HOST, metricsToken);
  closers.push(() => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
  log.info({ metricsPort }, `metrics on port ${metricsPort}${metricsToken ? " (bearer token required)" : ""}`);
}
log.info({ port }, `AED console ready on http://localhost:${port} (platform ${process.env.PLATFORM_API_URL}) in ${Date.now() - started} ms`);

/**
 * The stop (issue 37, hostile case 25). From the first moment /readyz answers 503. On SIGTERM the console keeps
 * serving for SHUTDOWN_DRAIN_MS (2 s) so a balancer polling /readyz sends nothing new; then it stops accepting, ends
 * the live streams with a retry hint (browsers come back through the balancer to another process), closes the
 * platform's live socket, gives in-flight requests up to 10 s, closes Redis, and exits 0.
 */
const { closers: appClosers, markStopping } = await import("../app/process-hooks.server");
const drainMs = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS ?? 2000) || 0);
const IN_FLIGHT_MS = 10_000;

async function runClosers(phase: "streams" | "clients") {
  for (const { name, close } of appClosers(phase)) {
    try {
      await close();
    } catch (error) {
      log.warn({ err: error, closer: name }, "closing failed");
    }
  }
}

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  markStopping();
  const drain = signal === "SIGTERM" ? drainMs : 0;
  log.info({ signal, drainMs: drain }, "stopping: /readyz answers 503");
  const force = setTimeout(() => {
    log.warn({ signal }, `requests still in flight after ${IN_FLIGHT_MS} ms: exiting anyway`);
    process.exit(0);
  }, drain + IN_FLIGHT_MS);
  force.unref();
  if (drain) await new Promise((resolve) => setTimeout(resolve, drain));
  // No new connections; kept-alive ones are closed as soon as they are idle (a proxy's next request goes elsewhere).
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await runClosers("streams");
  await closed;
  clearInterval(sweep);
  await runClosers("clients");
  for (const close of closers.reverse()) await close().catch(() => undefined);
  log.info({ signal }, "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
