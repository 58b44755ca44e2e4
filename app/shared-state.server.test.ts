/**
 * The Redis versions of the shared-state pieces against a real redis-server: two clients stand for two console
 * processes.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter, hitEach } from "~/lib/rate-limit";
import { runExclusive } from "~/lib/single-flight";
import { REDIS_MISSING, redisServerBinary, startRedisServer, type RedisServer } from "../tests/support/redis-server";
import { answering503, connectRedis, redisCounters, redisExpiringValues, redisLock } from "./shared-state.server";

if (!redisServerBinary) console.warn(REDIS_MISSING);

describe.skipIf(!redisServerBinary)("shared state on Redis", () => {
  let server: RedisServer;
  let a: Redis;
  let b: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    a = connectRedis(server.url, 300);
    b = connectRedis(server.url, 300);
  });

  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await server?.stop();
  });

  it("counts one sign-in limit across processes, in windows that expire", async () => {
    const limiterA = createRateLimiter(3, 60_000, redisCounters(a, "t1:"));
    const limiterB = createRateLimiter(3, 60_000, redisCounters(b, "t1:"));
    expect([await limiterA.hit("10.0.0.1"), await limiterB.hit("10.0.0.1"), await limiterA.hit("10.0.0.1")]).toEqual([0, 0, 0]);
    expect(await limiterB.peek("10.0.0.1")).toBe(60);
    expect(await limiterB.hit("10.0.0.1")).toBe(60);
    expect(await limiterA.hit("10.0.0.2")).toBe(0);

    const short = redisCounters(a, "t2:");
    await short.hit("k", 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await short.peek("k")).toBeNull();
    expect((await short.hit("k", 50)).count).toBe(1);
  });

  it("hostile #42: one SMS-code allowance across processes; a hit given back by one process frees the other's", async () => {
    const limits = (redis: Redis) => [
      { limiter: createRateLimiter(2, 600_000, redisCounters(redis, "t9:"), "sms-code:"), key: "10.0.0.9" },
      { limiter: createRateLimiter(3, 60_000, redisCounters(redis, "t9:"), "sms-code-all:"), key: "" },
    ];
    expect((await hitEach(limits(a))).over).toBe(-1);
    const second = await hitEach(limits(b));
    expect(second.over).toBe(-1);
    expect(await hitEach(limits(a))).toMatchObject({ over: 0, seconds: 600 });
    await second.release();
    expect(await a.get("t9:sms-code:10.0.0.9")).toBe("1");
    expect(await a.pttl("t9:sms-code:10.0.0.9")).toBeGreaterThan(590_000);
    expect((await hitEach(limits(a))).over).toBe(-1);
    // A key whose window ended is not brought back by a release.
    const short = redisCounters(a, "t10:");
    await short.hit("k", 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await short.release("k");
    expect(await a.exists("t10:k")).toBe(0);
  });

  it("locks across processes: one holder, released only by it, freed by its expiry", async () => {
    const lockA = redisLock(a, "t3:");
    const lockB = redisLock(b, "t3:");
    const release = await lockA.acquire("refresh:s1", 10_000);
    expect(release).not.toBeNull();
    expect(await lockB.acquire("refresh:s1", 10_000)).toBeNull();
    await release!();
    const releaseB = await lockB.acquire("refresh:s1", 10_000);
    expect(releaseB).not.toBeNull();
    // A's stale release must not free B's lock.
    await release!();
    expect(await lockA.acquire("refresh:s1", 10_000)).toBeNull();
    await releaseB!();

    expect(await lockA.acquire("short", 50)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await lockB.acquire("short", 50)).not.toBeNull();
  });

  it("runs the work once when both processes ask at once, the other reading its result", async () => {
    let calls = 0;
    const result = async () => (await a.get("t4:result")) ?? undefined;
    const work = async () => {
      const done = await result();
      if (done !== undefined) return done;
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await a.set("t4:result", "fresh-token");
      return "fresh-token";
    };
    const options = { ttlMs: 5000, waitMs: 5000, pollMs: 10, winnerResult: result };
    const results = await Promise.all([
      runExclusive(redisLock(a, "t4:"), "refresh", work, options),
      runExclusive(redisLock(b, "t4:"), "refresh", work, options),
      runExclusive(redisLock(b, "t4:"), "refresh", work, options),
    ]);
    expect(results).toEqual(["fresh-token", "fresh-token", "fresh-token"]);
    expect(calls).toBe(1);
  });

  it("keeps short-lived values for their time", async () => {
    const values = redisExpiringValues(a, "t5:");
    await values.set("s1", "rolesEmpty", 60);
    expect(await redisExpiringValues(b, "t5:").get("s1")).toBe("rolesEmpty");
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect(await values.get("s1")).toBeUndefined();
  });

  it("answers 503 quickly while Redis is down, and works again by itself when it is back", async () => {
    const values = answering503(redisExpiringValues(a, "t6:"));
    await values.set("k", "v", 60_000);
    await server.stop();
    const started = Date.now();
    const failure = await values.get("k").then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(503);
    expect(await (failure as Response).json()).toEqual({ message: "error.serviceError" });
    expect(Date.now() - started).toBeLessThan(3000);

    await server.start();
    await expect.poll(() => values.set("k", "again", 60_000).then(() => true, () => false), { timeout: 10_000 }).toBe(true);
    expect(await values.get("k")).toBe("again");
  });
});
