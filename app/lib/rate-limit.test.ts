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
});
