import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { bytesHeld } from "~/lib/packed-buffers";
import { answerWithNonce, cutAtNonce, keepPage, keptPage, NONCE_SLOT, pageKey } from "./page-reuse.server";

function context(state: { loaderData?: unknown; errors?: unknown; actionData?: unknown; deferred?: boolean } = {}, version = "build-1"): EntryContext {
  const { loaderData = { root: { user: "admin" } }, errors = null, actionData = null, deferred = false } = state;
  return {
    manifest: { version },
    staticHandlerContext: { errors, actionData, activeDeferreds: deferred ? { root: {} } : null },
    serverHandoffString: JSON.stringify({ state: { loaderData, actionData, errors } }),
  } as unknown as EntryContext;
}
const get = (url = "http://localhost/message/sms") => new Request(url);

describe("pageKey", () => {
  it("is the same for the same build, URL and data, and differs when any of them does", () => {
    const key = pageKey(get(), 200, context());
    expect(key).toBe(pageKey(get(), 200, context()));
    expect(pageKey(get("http://localhost/message/sms?pageNo=2"), 200, context())).not.toBe(key);
    expect(pageKey(get(), 200, context({ loaderData: { root: { user: "operator" } } }))).not.toBe(key);
    expect(pageKey(get(), 200, context({}, "build-2"))).not.toBe(key);
  });

  it("draws every page that is not a plain successful GET", () => {
    expect(pageKey(new Request("http://localhost/message/sms", { method: "POST" }), 200, context())).toBeNull();
    expect(pageKey(get(), 404, context())).toBeNull();
    expect(pageKey(get(), 200, context({ errors: { root: "x" } }))).toBeNull();
    expect(pageKey(get(), 200, context({ actionData: { ok: true } }))).toBeNull();
    expect(pageKey(get(), 200, context({ deferred: true }))).toBeNull();
  });
});

describe("a kept page", () => {
  it("holds no more memory than its bytes, which is what the PAGE_REUSE_MB cap counts (issue 37's soak)", () => {
    const page = cutAtNonce(`<head><script nonce="${NONCE_SLOT}">a</script></head><body>${"<tr><td>行</td></tr>".repeat(300)}<script nonce="${NONCE_SLOT}">b</script></body>`);
    const weight = [...page.parts, ...page.deflated].reduce((sum, part) => sum + part.length, 0);
    expect(bytesHeld([...page.parts, ...page.deflated])).toBe(weight);
  });

  it("answers with each request's own nonce in every place the placeholder was", () => {
    const html = `<script nonce="${NONCE_SLOT}">a</script><p>数据</p><script nonce="${NONCE_SLOT}">b</script>`;
    keepPage("k", cutAtNonce(html));
    const first = answerWithNonce(keptPage("k")!, "n0nce1", null);
    expect(first.gzip).toBe(false);
    expect(Buffer.from(first.body).toString("utf8")).toBe(`<script nonce="n0nce1">a</script><p>数据</p><script nonce="n0nce1">b</script>`);
    const second = answerWithNonce(keptPage("k")!, "n0nce2", "gzip, deflate, br");
    expect(second.gzip).toBe(true);
    expect(gunzipSync(second.body).toString("utf8")).toBe(`<script nonce="n0nce2">a</script><p>数据</p><script nonce="n0nce2">b</script>`);
    expect(keptPage("other")).toBeUndefined();
  });
});
