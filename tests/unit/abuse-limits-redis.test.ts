/**
 * The limits per client (hostile #42) with REDIS_URL set: two copies of the console's modules (two console
 * processes, each with its own Redis client) against one real redis-server and an in-memory sandbox count one
 * allowance, so a client cannot double it by being answered by the other process.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { REDIS_MISSING, redisServerBinary, startRedisServer, type RedisServer } from "../support/redis-server";
import { consoleOnSandbox } from "./support/console-on-sandbox";

if (!redisServerBinary) console.warn(REDIS_MISSING);

type Action = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<unknown>;
interface Process {
  register: Action;
  recover: Action;
  disconnect(): void;
}

describe.skipIf(!redisServerBinary)("limits per client on Redis", () => {
  let server: RedisServer;
  let sandbox: TestSandbox;
  let a: Process;
  let b: Process;

  /** A fresh copy of the console's modules: its own configuration, counters and Redis client. */
  async function startProcess(): Promise<Process> {
    vi.resetModules();
    const register = await import("../../app/routes/user+/register");
    const recover = await import("../../app/routes/user+/recover");
    const redis = (await import("~/shared-state.server")).redisClient()!;
    return { register: register.action, recover: recover.action, disconnect: () => redis.disconnect() };
  }

  beforeAll(async () => {
    server = await startRedisServer();
    sandbox = await consoleOnSandbox({ REDIS_URL: server.url, SMS_CODE_LIMIT: "3", SMS_CODE_GLOBAL_LIMIT: "5", REGISTER_LIMIT: "1" });
    a = await startProcess();
    b = await startProcess();
  });

  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await sandbox?.sandbox.close();
    await server?.stop();
  });

  let serial = 0;
  const newPhone = () => `1392${String(process.pid % 10_000).padStart(4, "0")}${String(++serial).padStart(3, "0")}`;

  async function post(action: Action, fields: Record<string, string>, clientAddress: string): Promise<Response> {
    const request = new Request("http://localhost/user/register", { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: "app_language=en-US" } });
    return (await action({ request, params: {}, context: { clientAddress } })) as Response;
  }
  const getCode = (action: Action, clientAddress: string) => post(action, { phoneNumber: newPhone(), intent: "send-code" }, clientAddress);
  const formError = async (response: Response) => ((await response.json()) as { result: { error?: Record<string, string[]> } }).result.error?.[""]?.[0];

  it("hostile #42: codes asked of two processes count in one window per address and one ceiling for everyone", async () => {
    expect((await getCode(a.register, "10.8.0.1")).status).toBe(200);
    expect((await getCode(b.recover, "10.8.0.1")).status).toBe(200);
    expect((await getCode(a.recover, "10.8.0.1")).status).toBe(200);
    const refused = await getCode(b.register, "10.8.0.1");
    expect(refused.status).toBe(429);
    expect(await formError(refused)).toMatch(/^limits\.codesPerClient\|\{"seconds":(59\d|600)\}$/);

    expect((await getCode(b.register, "10.8.0.2")).status).toBe(200);
    expect((await getCode(a.register, "10.8.0.3")).status).toBe(200);
    const ceiling = await getCode(a.recover, "10.8.0.4");
    expect(ceiling.status).toBe(429);
    expect(await formError(ceiling)).toMatch(/^limits\.codesForEveryone\|/);
  });

  it("hostile #42: a registration made through one process uses the address's allowance in the other", async () => {
    const registration = (username: string) => ({
      username, email: `${username}@example.com`, phoneNumber: newPhone(), code: "123456", password: "Rescue#2026", confirmPassword: "Rescue#2026", intent: "register",
    });
    expect((await post(a.register, registration("redisreg01"), "10.9.0.1")).status).toBe(302);
    const refused = await post(b.register, registration("redisreg02"), "10.9.0.1");
    expect(refused.status).toBe(429);
    expect(await formError(refused)).toMatch(/^limits\.registrations\|/);
    expect((await post(b.register, registration("redisreg02"), "10.9.0.2")).status).toBe(302);
  });
});
