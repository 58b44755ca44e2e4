import { describe, expect, it } from "vitest";
import { forgetRequestValues, oncePerRequest, runInRequestScope } from "./request-scope.server";

const get = () => new Request("http://localhost/message/sms");

describe("oncePerRequest", () => {
  it("computes every time outside a request scope", () => {
    let calls = 0;
    oncePerRequest(get(), "k", () => ++calls);
    oncePerRequest(get(), "k", () => ++calls);
    expect(calls).toBe(2);
  });

  it("shares a value between the loaders' copies of one GET request, across awaits", async () => {
    let calls = 0;
    const values = await runInRequestScope(async () => {
      const first = oncePerRequest(get(), "k", async () => ++calls);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return Promise.all([first, oncePerRequest(get(), "k", async () => ++calls), oncePerRequest(get(), "other", async () => ++calls)]);
    });
    expect(values).toEqual([1, 1, 2]);
  });

  it("never shares between two requests, even running at the same time", async () => {
    const seen = await Promise.all(
      [1, 2].map((n) =>
        runInRequestScope(async () => {
          await new Promise((resolve) => setTimeout(resolve, 5 - n));
          return oncePerRequest(get(), "k", () => n);
        }),
      ),
    );
    expect(seen).toEqual([1, 2]);
  });

  it("computes afresh for a request that may write (an action runs before its loaders)", () => {
    let calls = 0;
    runInRequestScope(() => {
      const post = new Request("http://localhost/account/profile", { method: "POST" });
      oncePerRequest(post, "k", () => ++calls);
      oncePerRequest(post, "k", () => ++calls);
    });
    expect(calls).toBe(2);
  });

  it("forgets what was shared after a write made it stale", () => {
    let calls = 0;
    runInRequestScope(() => {
      oncePerRequest(get(), "k", () => ++calls);
      forgetRequestValues();
      oncePerRequest(get(), "k", () => ++calls);
    });
    expect(calls).toBe(2);
  });

  it("gives each loader its own readable copy of a thrown answer with a body (the 503 of an unreachable store)", async () => {
    let calls = 0;
    const bodies = await runInRequestScope(() =>
      Promise.all(
        [1, 2, 3].map(async () => {
          try {
            await oncePerRequest(get(), "user", async () => {
              calls++;
              throw Response.json({ message: "error.serviceError" }, { status: 503 });
            });
          } catch (thrown) {
            return [(thrown as Response).status, await (thrown as Response).json()];
          }
        }),
      ),
    );
    expect(calls).toBe(1);
    expect(bodies).toEqual(Array(3).fill([503, { message: "error.serviceError" }]));
  });
});
