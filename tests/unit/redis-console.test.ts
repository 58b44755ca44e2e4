/**
 * The console's session flow with REDIS_URL set, against an in-memory sandbox and a real redis-server: sessions,
 * their account data and "end my other sessions" live in Redis. Also measures Redis memory per signed-in session
 * (docs/operations.md "Running several console processes").
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { REDIS_MISSING, redisServerBinary, startRedisServer, type RedisServer } from "../support/redis-server";
import { consoleOnSandbox } from "./support/console-on-sandbox";

if (!redisServerBinary) console.warn(REDIS_MISSING);

describe.skipIf(!redisServerBinary)("console sessions on Redis", () => {
  let server: RedisServer;
  let sandbox: TestSandbox;
  let users: typeof import("~/auth/user.server");
  let sessions: typeof import("~/auth/session-store.server");
  let account: typeof import("~/platform/account.server");
  let redis: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    sandbox = await consoleOnSandbox({ REDIS_URL: server.url });
    users = await import("~/auth/user.server");
    sessions = await import("~/auth/session-store.server");
    account = await import("~/platform/account.server");
    redis = (await import("~/shared-state.server")).redisClient()!;
  });

  afterAll(async () => {
    redis?.disconnect();
    await sandbox?.sandbox.close();
    await server?.stop();
  });

  async function signIn(username: string): Promise<string> {
    const tokens = await account.authenticate({ lang: "zh-CN" }, { username, password: "Aed@2026!" });
    const setCookie = await sessions.createSignedInSession({ idToken: tokens.id_token, refreshToken: tokens.refresh_token, username });
    return setCookie.split(";")[0]!;
  }
  const page = (cookie: string) => new Request("http://localhost/message/sms", { headers: { Cookie: cookie } });

  it("signs in, loads the account into the Redis session, and a password change ends the other sessions", async () => {
    const mine = await signIn("operator");
    const other = await signIn("operator");
    const me = await users.requireUser(page(mine));
    const them = await users.requireUser(page(other));
    expect(me.can("notification.search")).toBe(true);
    expect(await redis.exists(`aed:session:${me.sessionId}`)).toBe(1);
    expect(await redis.hget(`aed:session:${me.sessionId}`, "username")).toBe('"operator"');

    expect(await sessions.deleteOtherSessionsOf("operator", me.sessionId)).toBe(1);
    expect(await sessions.readSessionData(them.sessionId)).toBeNull();
    await expect(users.requireUser(page(other))).rejects.toBeInstanceOf(Response);
    expect((await users.requireUser(page(mine))).sessionId).toBe(me.sessionId);
  });

  it("measures Redis memory per session: just signed in, and with the account loaded (admin: the largest menus)", async () => {
    const admin = await users.requireUser(page(await signIn("admin")));
    const loaded = (await sessions.readSessionData(admin.sessionId))!;
    expect(loaded.permissions).toBeDefined();
    const fresh = { idToken: loaded.idToken, refreshToken: loaded.refreshToken, username: loaded.username, baseInfo: loaded.baseInfo };
    const used = async () => Number(/used_memory:(\d+)/.exec(await redis.info("memory"))![1]);
    const perSession = async (data: typeof loaded) => {
      const before = await used();
      for (let i = 0; i < 1000; i++) await sessions.createSignedInSession({ ...data, username: `admin${i % 10}` });
      return Math.round(((await used()) - before) / 1000);
    };
    const signedIn = await perSession(fresh);
    const withAccount = await perSession(loaded);
    console.log(`[redis] per session over 1,000: ${signedIn} bytes just signed in (${JSON.stringify(fresh).length} bytes of JSON), ${withAccount} bytes with the admin account loaded (${JSON.stringify(loaded).length} bytes of JSON)`);
    expect(signedIn).toBeLessThan(8_000);
    expect(withAccount).toBeLessThan(40_000);
  });
});
