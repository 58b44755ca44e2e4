import { describe, expect, it } from "vitest";
import { createRateLimiter, hitEach, memoryCounters } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows the limit, then asks to wait until the window ends", async () => {
    let time = 0;
    const limiter = createRateLimiter(3, 60_000, memoryCounters(() => time));
    expect([await limiter.hit("a"), await limiter.hit("a"), await limiter.hit("a")]).toEqual([0, 0, 0]);
    time = 15_000;
    expect(await limiter.hit("a")).toBe(45);
    expect(await limiter.hit("b")).toBe(0);
    time = 60_000;
    expect(await limiter.hit("a")).toBe(0);
  });

  it("peeks without counting: blocked once the limit is used up, free again in the next window", async () => {
    let time = 0;
    const limiter = createRateLimiter(2, 60_000, memoryCounters(() => time));
    expect(await limiter.peek("a")).toBe(0);
    await limiter.hit("a");
    expect(await limiter.peek("a")).toBe(0);
    await limiter.hit("a");
    time = 10_000;
    expect(await limiter.peek("a")).toBe(50);
    expect(await limiter.peek("a")).toBe(50);
    time = 60_000;
    expect(await limiter.peek("a")).toBe(0);
  });
});

describe("release", () => {
  it("takes one hit back from an open window only", async () => {
    let time = 0;
    const counters = memoryCounters(() => time);
    const limiter = createRateLimiter(2, 60_000, counters);
    await limiter.hit("a");
    await limiter.hit("a");
    expect(await limiter.peek("a")).toBe(60);
    await limiter.release("a");
    expect(await limiter.peek("a")).toBe(0);
    expect(await limiter.hit("a")).toBe(0);
    await limiter.release("never-hit");
    expect(await counters.peek("never-hit")).toBeNull();
    time = 60_000;
    await limiter.release("a");
    expect(await counters.peek("a")).toBeNull();
  });

  it("keeps limits of different names apart in one store", async () => {
    const counters = memoryCounters(() => 0);
    const codes = createRateLimiter(1, 60_000, counters, "codes:");
    const signIns = createRateLimiter(1, 60_000, counters, "");
    expect(await codes.hit("10.0.0.1")).toBe(0);
    expect(await signIns.hit("10.0.0.1")).toBe(0);
    expect(await codes.hit("10.0.0.1")).toBe(60);
  });
});

describe("hitEach", () => {
  it("counts per client, then for everyone; the first limit over answers its wait and spends nothing", async () => {
    let time = 0;
    const counters = memoryCounters(() => time);
    const perClient = createRateLimiter(2, 600_000, counters, "client:");
    const everyone = createRateLimiter(3, 60_000, counters, "all:");
    const take = (address: string) => hitEach([{ limiter: perClient, key: address }, { limiter: everyone, key: "" }]);
    expect((await take("a")).over).toBe(-1);
    expect((await take("a")).over).toBe(-1);
    time = 1_000;
    expect(await take("a")).toMatchObject({ over: 0, seconds: 599 });
    // The refused attempt did not use the ceiling: two more clients still get through, the third meets it.
    expect((await take("b")).over).toBe(-1);
    expect(await take("c")).toMatchObject({ over: 1, seconds: 59 });
    // …and c's own allowance was given back.
    expect((await counters.peek("client:c"))?.count).toBe(0);
    time = 60_000;
    expect((await take("c")).over).toBe(-1);
  });

  it("gives back an allowed attempt that did not happen after all", async () => {
    const counters = memoryCounters(() => 0);
    const perClient = createRateLimiter(1, 60_000, counters, "client:");
    const everyone = createRateLimiter(1, 60_000, counters, "all:");
    const take = (address: string) => hitEach([{ limiter: perClient, key: address }, { limiter: everyone, key: "" }]);
    const first = await take("a");
    expect(first.over).toBe(-1);
    await first.release();
    expect((await take("a")).over).toBe(-1);
    expect((await take("b")).over).toBe(1);
  });
});
