import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createNulStripper, stripNulBytes } from "./strip-nul";

describe("stripNulBytes", () => {
  it("returns a chunk without NUL as it is", () => {
    const chunk = new TextEncoder().encode("连接器固件");
    expect(stripNulBytes(chunk)).toBe(chunk);
  });

  it("drops every NUL byte and keeps the rest in order", () => {
    const chunk = Uint8Array.from([0, 65, 0, 0, 66, 0]);
    expect([...stripNulBytes(chunk)]).toEqual([65, 66]);
  });
});

describe("React 18 document stream", () => {
  const renders: Buffer[][] = [];
  // Multi-byte characters that straddle React's 2,048-byte view make it flush the unwritten tail as NULs.
  const render = (withStripper: boolean) =>
    new Promise<Buffer>((resolve, reject) => {
      const items = Array.from({ length: 400 }, (_, i) => createElement("li", { key: i, title: `连接器固件${i}` }, `设备 ${i} 电极片将过期`));
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      renders.push(chunks);
      out.on("data", (chunk: Buffer) => chunks.push(chunk));
      out.on("end", () => resolve(Buffer.concat(chunks)));
      const { pipe } = renderToPipeableStream(createElement("ul", null, items), {
        onAllReady() {
          if (withStripper) pipe(createNulStripper()).pipe(out);
          else pipe(out);
        },
        onError: reject,
      });
    });

  it("leaks NUL bytes without the stripper (the bug this guards against is still in React)", async () => {
    expect((await render(false)).includes(0)).toBe(true);
  });

  it("is valid UTF-8 with no NUL and no U+FFFD through the stripper", async () => {
    const bytes = await render(true);
    expect(bytes.includes(0)).toBe(false);
    const decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(decoded).not.toContain("\uFFFD");
    expect(decoded).toContain('title="连接器固件399"');
  });

  it("leaves as one chunk what React wrote in one go (not its ~2 kB pieces)", async () => {
    const bytes = await render(true);
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(renders.at(-1)).toHaveLength(1);
  });

  it("passes later writes on as they come, and everything before the end", async () => {
    const stripper = createNulStripper();
    const seen: string[] = [];
    stripper.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
    stripper.write(Buffer.from("a"));
    stripper.write(Buffer.from("b\u0000"));
    await new Promise((resolve) => setImmediate(resolve));
    stripper.write(Buffer.from("c"));
    await new Promise((resolve) => setImmediate(resolve));
    stripper.end(Buffer.from("d"));
    await new Promise((resolve) => stripper.on("end", resolve));
    expect(seen).toEqual(["ab", "c", "d"]);
  });
});
