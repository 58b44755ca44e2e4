import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("answers from memory until the entry expires", async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = vi.fn(async () => 42);
    expect(await cache.get("a", load)).toBe(42);
    now = 999;
    expect(await cache.get("a", load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one pending load between concurrent callers and forgets failures", async () => {
    const cache = new TtlCache<string>(1000);
    const load = vi.fn(() => Promise.reject(new Error("down")));
    const [a, b] = [cache.get("k", load), cache.get("k", load)];
    await expect(a).rejects.toThrow("down");
    await expect(b).rejects.toThrow("down");
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("drops the oldest entries beyond its size", async () => {
    const cache = new TtlCache<number>(1000, 2);
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => 1);
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 2);
    expect(await cache.get("a", reload)).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
