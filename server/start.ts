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
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const { finishBuild } = await import("./tools/finish-build");
  await finishBuild(root);
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
const server = await startConsoleServer({ root, port, host: process.env.HOST, maxBodyBytes: Number(process.env.MAX_BODY_BYTES) || undefined });
closers.push(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    }),
);
console.log(`[console] AED console ready on http://localhost:${port} (platform ${process.env.PLATFORM_API_URL}) in ${Date.now() - started} ms`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[console] ${signal}: finishing in-flight requests…`);
  // In-flight requests get 10 s (hostile case 25), then the process ends regardless.
  const force = setTimeout(() => process.exit(0), 10_000);
  force.unref();
  for (const close of closers.reverse()) await close().catch(() => undefined);
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
