import { describe, expect, it } from "vitest";
import { WeighedMemo } from "./weighed-memo";

describe("WeighedMemo", () => {
  const byLength = (value: string) => value.length;

  it("drops the least recently used until what it keeps weighs at most the bound", () => {
    const memo = new WeighedMemo<string>(100, byLength, 10);
    memo.put("a", "aaaa");
    memo.put("b", "bbbb");
    expect(memo.find("a")).toBe("aaaa"); // a used again: b is now the oldest
    memo.put("c", "cccc");
    expect(memo.find("b")).toBeUndefined();
    expect(memo.find("a")).toBe("aaaa");
    expect(memo.find("c")).toBe("cccc");
    expect(memo.weightKept).toBe(8);
  });

  it("replaces a key's value and its weight", () => {
    const memo = new WeighedMemo<string>(100, byLength, 10);
    memo.put("a", "aaaaaaaa");
    memo.put("a", "a");
    expect(memo.weightKept).toBe(1);
    expect(memo.size).toBe(1);
  });

  it("does not keep a value heavier than the whole bound, nor drop the others for it", () => {
    const memo = new WeighedMemo<string>(100, byLength, 10);
    memo.put("a", "aaaa");
    memo.put("huge", "x".repeat(11));
    expect(memo.find("huge")).toBeUndefined();
    expect(memo.find("a")).toBe("aaaa");
  });
});
