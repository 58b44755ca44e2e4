import { describe, expect, it } from "vitest";
import { createRateLimiter, memoryCounters } from "./rate-limit";

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
