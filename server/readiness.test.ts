import { describe, expect, it } from "vitest";
import type { CheckOutcome } from "../app/process-hooks.server";
import { createReadiness } from "./readiness";

function setup(checks: Record<string, () => Promise<CheckOutcome>>, extra: { stopping?: () => boolean; now?: () => number } = {}) {
  return createReadiness({
    checks: () => new Map(Object.entries(checks)),
    reports: () => new Map([["live", () => ({ state: "open", clients: 2 })]]),
    stopping: extra.stopping ?? (() => false),
    timeoutMs: 100,
    reuseMs: 1000,
    now: extra.now,
  });
}

describe("readiness", () => {
  it("is ready when every check passes, with each check's state and time and the live report", async () => {
    const answer = await setup({ platform: async () => ({ ok: true }), redis: async () => ({ ok: true }) })();
    expect(answer.status).toBe("ready");
    expect(Object.keys(answer.checks).sort()).toEqual(["build", "platform", "redis", "shutdown"]);
    for (const check of Object.values(answer.checks)) {
      expect(check.state).toBe("up");
      expect(typeof check.ms).toBe("number");
    }
    expect(answer.reports.live).toEqual({ state: "open", clients: 2 });
  });

  it("is not ready when a check fails, throws or takes longer than its timeout", async () => {
    const answer = await setup({
      platform: async () => ({ ok: false, error: "refused" }),
      redis: () => new Promise(() => undefined),
      other: async () => {
        throw new Error("connect ECONNREFUSED 10.1.2.3:6379");
      },
    })();
    expect(answer.status).toBe("not ready");
    expect(answer.checks.platform).toMatchObject({ state: "down", error: "refused" });
    expect(answer.checks.redis).toMatchObject({ state: "down", error: "timeout" });
    expect(answer.checks.redis!.ms).toBeGreaterThanOrEqual(90);
    // No address or message of the failure reaches the answer.
    expect(JSON.stringify(answer)).not.toMatch(/10\.1\.2\.3|ECONNREFUSED/);
  });

  it("asks the checks at most once per reuse period, and polls arriving meanwhile share one round", async () => {
    let time = 0;
    let calls = 0;
    const readiness = setup(
      {
        platform: async () => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return { ok: true };
        },
      },
      { now: () => time },
    );
    await Promise.all([readiness(), readiness(), readiness()]);
    expect(calls).toBe(1);
    time = 500;
    await readiness();
    expect(calls).toBe(1);
    time = 1500;
    await readiness();
    expect(calls).toBe(2);
  });

  it("answers 'stopping' from the first moment of a stop, even with a fresh answer cached", async () => {
    let stopping = false;
    const readiness = setup({ platform: async () => ({ ok: true }) }, { stopping: () => stopping });
    expect((await readiness()).status).toBe("ready");
    stopping = true;
    const answer = await readiness();
    expect(answer.status).toBe("stopping");
    expect(answer.checks.shutdown!.state).toBe("down");
  });
});
