import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows the limit, then asks to wait until the window ends", () => {
    let time = 0;
    const limiter = createRateLimiter(3, 60_000, () => time);
    expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("a")]).toEqual([0, 0, 0]);
    time = 15_000;
    expect(limiter.hit("a")).toBe(45);
    expect(limiter.hit("b")).toBe(0);
    time = 60_000;
    expect(limiter.hit("a")).toBe(0);
  });

  it("peeks without counting: blocked once the limit is used up, free again in the next window", () => {
    let time = 0;
    const limiter = createRateLimiter(2, 60_000, () => time);
    expect(limiter.peek("a")).toBe(0);
    limiter.hit("a");
    expect(limiter.peek("a")).toBe(0);
    limiter.hit("a");
    time = 10_000;
    expect(limiter.peek("a")).toBe(50);
    expect(limiter.peek("a")).toBe(50);
    time = 60_000;
    expect(limiter.peek("a")).toBe(0);
  });
});
