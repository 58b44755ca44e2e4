import { describe, expect, it } from "vitest";
import { BoundedMemo, dataKey } from "./bounded-memo";

describe("BoundedMemo", () => {
  it("computes a key once and answers it again from memory", () => {
    const memo = new BoundedMemo<number>();
    let calls = 0;
    expect(memo.get("a", () => ++calls)).toBe(1);
    expect(memo.get("a", () => ++calls)).toBe(1);
    expect(memo.get("b", () => ++calls)).toBe(2);
    expect(calls).toBe(2);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const memo = new BoundedMemo<string>(2);
    memo.get("a", () => "A");
    memo.get("b", () => "B");
    memo.get("a", () => "A2"); // a used again: b is now the oldest
    memo.get("c", () => "C");
    expect(memo.size).toBe(2);
    expect(memo.get("a", () => "new")).toBe("A");
    expect(memo.get("b", () => "new")).toBe("new");
  });

  it("keeps nothing when the computation throws", () => {
    const memo = new BoundedMemo<number>();
    expect(() => memo.get("a", () => { throw new Error("no"); })).toThrow("no");
    expect(memo.get("a", () => 1)).toBe(1);
  });
});

describe("dataKey", () => {
  it("tells different data apart and equal data together", () => {
    expect(dataKey({ a: [1, 2], b: "x" })).toBe(dataKey({ a: [1, 2], b: "x" }));
    expect(dataKey({ a: [1, 2] })).not.toBe(dataKey({ a: [2, 1] }));
  });

  it("refuses what JSON would blur: functions, NaN and infinities", () => {
    expect(dataKey({ formatter: () => "x" })).toBeNull();
    expect(dataKey([{ label: { formatter: (p: unknown) => String(p) } }])).toBeNull();
    expect(dataKey({ value: Number.NaN })).toBeNull();
    expect(dataKey({ value: Infinity })).toBeNull();
    expect(dataKey(undefined)).toBeNull();
  });
});
