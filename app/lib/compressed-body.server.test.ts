import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixedBodyResponse, MIN_COMPRESSED_BYTES } from "./compressed-body.server";

const strings = JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, at) => [`key${at}`, `设备 ${at} 已离线`])));
const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" };
const ask = (acceptEncoding?: string) => new Request("http://console.test/strings/zh-CN.abc.json", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("fixedBodyResponse", () => {
  it("answers in the best encoding the client takes, smaller, decompressing to the body, with the caller's headers", async () => {
    const brotli = await fixedBodyResponse(ask("gzip, deflate, br, zstd"), strings, headers);
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("Content-Type")).toBe(headers["Content-Type"]);
    expect(brotli.headers.get("Cache-Control")).toBe(headers["Cache-Control"]);
    const body = await bytesOf(brotli);
    expect(brotli.headers.get("Content-Length")).toBe(String(body.length));
    expect(body.length).toBeLessThan(Buffer.byteLength(strings) / 4);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(strings);

    const gzip = await fixedBodyResponse(ask("gzip;q=1.0, br;q=0"), strings, headers);
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytesOf(gzip)).toString()).toBe(strings);
  });

  it("sends the same compressed bytes again, and the body as it is to a client that takes no compression", async () => {
    const first = await bytesOf(await fixedBodyResponse(ask("br"), strings, headers));
    expect((await bytesOf(await fixedBodyResponse(ask("br"), strings, headers))).equals(first)).toBe(true);
    const plain = await fixedBodyResponse(ask(), strings, headers);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("Content-Length")).toBe(String(Buffer.byteLength(strings)));
    expect(await plain.text()).toBe(strings);
  });

  it("sends a small body as it is, with its length (so the response compressor leaves it too)", async () => {
    const script = "document.documentElement.dataset.parsed = '1';";
    expect(Buffer.byteLength(script)).toBeLessThan(MIN_COMPRESSED_BYTES);
    const small = await fixedBodyResponse(ask("br"), script, { "Content-Type": "text/javascript; charset=utf-8" });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(small.headers.get("Content-Length")).toBe(String(Buffer.byteLength(script)));
    expect(await small.text()).toBe(script);
  });
});
