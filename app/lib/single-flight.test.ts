import { describe, expect, it } from "vitest";
import { createSingleFlight, memoryLock, runExclusive } from "./single-flight";

describe("createSingleFlight", () => {
  it("shares one running call between concurrent callers of the same key", async () => {
    const run = createSingleFlight<number>();
    let calls = 0;
    const work = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return calls;
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => run("session-1", work)));
    expect(calls).toBe(1);
    expect(new Set(results)).toEqual(new Set([1]));
  });

  it("runs again once the previous call has finished, and keeps keys apart", async () => {
    const run = createSingleFlight<string>();
    let calls = 0;
    const work = async () => `call ${++calls}`;
    expect(await run("a", work)).toBe("call 1");
    expect(await run("a", work)).toBe("call 2");
    const [b, c] = await Promise.all([run("b", work), run("c", work)]);
    expect([b, c].sort()).toEqual(["call 3", "call 4"]);
  });

  it("passes a failure to every waiting caller and does not cache it", async () => {
    const run = createSingleFlight<number>();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error("refresh failed");
    };
    const outcomes = await Promise.allSettled([run("k", failing), run("k", failing)]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    await expect(run("k", async () => 7)).resolves.toBe(7);
  });
});

describe("runExclusive", () => {
  it("lets one caller work while the others wait for its result", async () => {
    const lock = memoryLock();
    let result: number | undefined;
    let calls = 0;
    const work = async () => {
      if (result !== undefined) return result;
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      result = 42;
      return result;
    };
    const options = { ttlMs: 1000, waitMs: 1000, pollMs: 5, winnerResult: async () => result };
    const results = await Promise.all([1, 2, 3].map(() => runExclusive(lock, "k", work, options)));
    expect(results).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
  });

  it("takes over when the winner fails, and gives up after waitMs", async () => {
    const lock = memoryLock();
    const failing = runExclusive(lock, "k", async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("upstream down");
    }, { ttlMs: 1000, waitMs: 1000, winnerResult: async () => undefined });
    const second = runExclusive(lock, "k", async () => "mine", { ttlMs: 1000, waitMs: 1000, pollMs: 5, winnerResult: async () => undefined });
    await expect(failing).rejects.toThrow("upstream down");
    await expect(second).resolves.toBe("mine");

    await lock.acquire("held", 10_000);
    await expect(runExclusive(lock, "held", async () => 1, { ttlMs: 1000, waitMs: 20, pollMs: 5, winnerResult: async () => undefined })).rejects.toThrow(/no result/);
  });
});
