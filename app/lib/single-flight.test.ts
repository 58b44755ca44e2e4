import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

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
