/**
 * The build's files compressed once at build time (issue 13): precompress writes Brotli and gzip copies that
 * decompress to the original; the console serves the best one the client takes, with the original's type and
 * caching, and the file itself to a client that takes neither; with a script's headers, not a page's.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuild } from "./precompressed";
import { MIN_COMPRESSED_BYTES } from "../app/lib/compressed-body.server";
import { precompress } from "./tools/precompress";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, id) => ({ id, name: `设备 ${id}` })))};`;
let server: http.Server;
let port: number;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "_shared"));
  fs.writeFileSync(path.join(dir, "_shared", "chunk-abc.js"), script);
  fs.writeFileSync(path.join(dir, "tiny.js"), "export {};");
  await precompress(dir);
  const app = express();
  // As in server/console.ts: the build's files first; what is not one goes on (here: a page that says so).
  app.use("/build", serveBuild(dir));
  app.use((_req, res) => res.status(404).set("Content-Security-Policy", "default-src 'self'").send("page not found"));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function request(method: string, urlPath: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request({ method, host: "127.0.0.1", port, path: urlPath, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}
const get = (urlPath: string, acceptEncoding?: string) => request("GET", urlPath, acceptEncoding);

describe("precompressed build files", () => {
  it("writes Brotli and gzip copies of files worth compressing, smaller, that decompress to the original", () => {
    const file = path.join(dir, "_shared", "chunk-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
    expect(fs.statSync(path.join(dir, "tiny.js")).size).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(fs.existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
  });

  it("serves Brotli, else gzip, else the file, as JavaScript cached for a year", async () => {
    const brotli = await get("/build/_shared/chunk-abc.js", "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    // What a script needs, and no page headers or revalidation headers on a file that never changes.
    expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
    for (const header of ["etag", "last-modified", "accept-ranges", "content-security-policy"]) expect(brotli.headers[header], header).toBeUndefined();

    const gzip = await get("/build/_shared/chunk-abc.js", "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    // Served from memory after the first answer: the same bytes again, and a HEAD with the length and no body.
    expect((await get("/build/_shared/chunk-abc.js", "gzip, deflate, br")).body.equals(brotli.body)).toBe(true);
    const head = await request("HEAD", "/build/_shared/chunk-abc.js", "br");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(brotli.body.length));
    expect(head.body.length).toBe(0);

    const plain = await get("/build/_shared/chunk-abc.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.etag).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

    const tiny = await get("/build/tiny.js", "br");
    expect(tiny.status).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};");
    expect(tiny.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(tiny.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(tiny.headers["x-content-type-options"]).toBe("nosniff");
    expect(tiny.headers.vary).toBeUndefined();
    const missing = await get("/build/missing.js", "br");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe("page not found");
    expect((await get("/build/..%2f..%2fetc%2fpasswd", "br")).status).toBe(404);
  });
});
