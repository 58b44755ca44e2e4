/** The Redis session backend against a real redis-server; two clients stand for two console processes. */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis } from "~/shared-state.server";
import { REDIS_MISSING, redisServerBinary, startRedisServer, type RedisServer } from "../../tests/support/redis-server";
import { redisSessions, sqliteSessions, type SessionBackend } from "./session-backend.server";

if (!redisServerBinary) console.warn(REDIS_MISSING);

/** A one-time key: the first claim wins, a second (a double submit) loses until released; claims expire. */
async function claimsOnce(first: SessionBackend, second: SessionBackend) {
  const results = await Promise.all([first.claimOnce("form:s1:abc", 60_000), second.claimOnce("form:s1:abc", 60_000)]);
  expect(results.sort()).toEqual([false, true]);
  expect(await second.isClaimed("form:s1:abc")).toBe(true);
  expect(await first.isClaimed("form:s1:other")).toBe(false);
  await second.releaseClaim("form:s1:abc");
  expect(await first.claimOnce("form:s1:abc", 40)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(await second.isClaimed("form:s1:abc")).toBe(false);
  expect(await second.claimOnce("form:s1:abc", 60_000)).toBe(true);
}

describe("sqliteSessions", () => {
  it("claims a one-time key once", async () => {
    const sessions = sqliteSessions(":memory:");
    await claimsOnce(sessions, sessions);
  });

  it("parses a session once while its stored text is unchanged, and shares it frozen", async () => {
    const sessions = sqliteSessions(":memory:");
    await sessions.create("s1", { tabs: [{ key: "/a" }], username: "admin" }, Date.now() + 60_000);
    const first = await sessions.read("s1");
    expect(await sessions.read("s1")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first!.tabs as unknown[]).push({ key: "/b" })).toThrow(TypeError);
    const next = await sessions.update("s1", (data) => ({ ...data, username: "other" }));
    expect(next).toMatchObject({ username: "other", tabs: [{ key: "/a" }] });
    const reread = await sessions.read("s1");
    expect(reread).not.toBe(first);
    expect(reread).toEqual(next);
  });
});

describe.skipIf(!redisServerBinary)("redisSessions", () => {
  let server: RedisServer;
  let clients: Redis[];
  let a: SessionBackend;
  let b: SessionBackend;
  const hour = () => Date.now() + 3_600_000;

  beforeAll(async () => {
    server = await startRedisServer();
    clients = [connectRedis(server.url), connectRedis(server.url)];
    a = redisSessions(clients[0]!, "t:");
    b = redisSessions(clients[1]!, "t:");
  });

  afterAll(async () => {
    for (const client of clients ?? []) client.disconnect();
    await server?.stop();
  });

  it("shares a session between processes and ends it everywhere at once", async () => {
    await a.create("s1", { idToken: "t1", username: "admin", tabs: [{ key: "/" }] }, hour());
    expect(await b.read("s1")).toEqual({ idToken: "t1", username: "admin", tabs: [{ key: "/" }] });
    const ttl = await clients[0]!.pttl("t:session:s1");
    expect(ttl).toBeGreaterThan(3_500_000);
    await b.delete("s1");
    expect(await a.read("s1")).toBeNull();
    expect(await clients[0]!.smembers("t:user-sessions:admin")).toEqual([]);
  });

  it("expires with the session", async () => {
    await a.create("short", { idToken: "t" }, Date.now() + 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await b.read("short")).toBeNull();
  });

  it("keeps parallel patches of different fields from both processes, and removes cleared ones", async () => {
    await a.create("s2", { idToken: "old", username: "admin", bell: { at: 1 } }, hour());
    await Promise.all([
      a.update("s2", (data) => ({ ...data, idToken: "new" })),
      b.update("s2", (data) => ({ ...data, tabs: ["/device/list"] })),
      a.update("s2", (data) => ({ ...data, flash: [{ message: "saved" }] })),
      b.update("s2", (data) => ({ ...data, bell: undefined })),
    ]);
    expect(await a.read("s2")).toEqual({ idToken: "new", username: "admin", tabs: ["/device/list"], flash: [{ message: "saved" }] });
    // One process's updates of one session run in turn: none is lost.
    await Promise.all(Array.from({ length: 10 }, (_, i) => a.update("s2", (data) => ({ ...data, flash: [...(data.flash as unknown[]), i] }))));
    expect(((await b.read("s2"))!.flash as unknown[]).length).toBe(11);
  });

  it("never brings back a session ended while it was being updated", async () => {
    await a.create("s3", { idToken: "t", username: "admin" }, hour());
    const late = a.update("s3", (data) => ({ ...data, lastSeen: 1 }));
    await b.delete("s3");
    await late;
    expect(await clients[0]!.exists("t:session:s3")).toBe(0);
    expect(await a.update("s3", (data) => ({ ...data, lastSeen: 2 }))).toBeNull();
    expect(await clients[0]!.exists("t:session:s3")).toBe(0);
  });

  it("ends the account's other sessions (hostile case 30) through its set of session ids", async () => {
    for (const id of ["me", "phone", "laptop"]) await a.create(id, { idToken: id, username: "operator" }, hour());
    await a.create("someone", { idToken: "x", username: "admin" }, hour());
    expect(await b.deleteOthersOf("operator", "me")).toBe(2);
    expect(await a.read("phone")).toBeNull();
    expect(await a.read("laptop")).toBeNull();
    expect(await a.read("me")).not.toBeNull();
    expect(await a.read("someone")).not.toBeNull();
    expect(await b.deleteOthersOf("operator", "me")).toBe(0);
  });

  it("claims a one-time key once, across processes", async () => {
    await claimsOnce(a, b);
  });

  it("keeps one pending import per session, readable only by its id", async () => {
    await a.savePending("s4", "aaa", { rows: [1] }, 60_000);
    await a.savePending("s4", "bbb", { rows: [2] }, 60_000);
    expect(await b.readPending("s4", "aaa")).toBeNull();
    expect(await b.readPending("s4", "bbb")).toEqual({ rows: [2] });
    expect(await b.readPending("other", "bbb")).toBeNull();
    await b.deletePending("s4", "aaa");
    expect(await a.readPending("s4", "bbb")).toEqual({ rows: [2] });
    await b.deletePending("s4", "bbb");
    expect(await a.readPending("s4", "bbb")).toBeNull();
  });
});
