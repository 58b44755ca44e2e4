// A throwaway redis-server (Debian's binary) for the tests of the Redis-backed shared state: started on a free
// port with nothing saved to disk, stopped (and restarted on the same port) by the test.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

const CANDIDATES = [process.env.REDIS_SERVER_BIN, "/usr/bin/redis-server", "/usr/local/bin/redis-server"];

/** The redis-server binary, or null when it is not installed (the tests then skip, saying so). */
export const redisServerBinary: string | null = CANDIDATES.find((file): file is string => Boolean(file && fs.existsSync(file))) ?? null;

export const REDIS_MISSING = "redis-server is not installed (apt-get install -y redis-server): Redis-backed shared state not tested";

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something answers PING on the port. */
async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.setTimeout(500);
      socket.on("connect", () => socket.write("PING\r\n"));
      socket.on("data", (data) => {
        resolve(data.toString().startsWith("+PONG"));
        socket.destroy();
      });
      socket.on("error", () => resolve(false));
      socket.on("timeout", () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (its data is gone: nothing is saved). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!redisServerBinary) throw new Error(REDIS_MISSING);
  const binary = redisServerBinary;
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
      await waitForPong(port, 10_000);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
  };
  await server.start();
  return server;
}
