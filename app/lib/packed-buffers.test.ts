import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { bytesHeld, packed } from "./packed-buffers";

describe("packed", () => {
  it("keeps the same bytes in one block of exactly their size, where the originals held pool and zlib blocks", () => {
    const texts = ["<script nonce=\"", "\">a</script><p>数据</p>", "", "x".repeat(5000)].map((text) => Buffer.from(text, "utf8"));
    const deflated = texts.map((text) => zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    const originals = [...texts, ...deflated];
    const length = originals.reduce((sum, buffer) => sum + buffer.length, 0);
    // What the problem was: a few hundred bytes of views holding tens of kilobytes.
    expect(bytesHeld(originals)).toBeGreaterThan(10 * length);
    const kept = packed(originals);
    expect(kept.map((buffer) => buffer.toString("base64"))).toEqual(originals.map((buffer) => buffer.toString("base64")));
    expect(bytesHeld(kept)).toBe(length);
    expect(packed([])).toEqual([]);
  });
});
