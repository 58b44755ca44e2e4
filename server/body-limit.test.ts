/**
 * The console's body limit per route (hostile case 10, issue 11): 12 MB everywhere, the learning-data add and
 * edit forms (a 100M video) up to 100M plus form overhead. Declared lengths only: the limit answers before the
 * body is read.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, bodyLimitOf, LARGE_UPLOAD_BODY_BYTES } from "./console";

const MB = 1024 * 1024;
let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(12 * MB));
  // Past the limit: answer without reading the (declared, never sent) body.
  app.all("*", (_req, res) => void res.status(200).send("passed"));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Declares `length` bytes, sends a first slice and reports the status. */
function post(path: string, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path, headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(length) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      },
    );
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    request.write(Buffer.alloc(1024, 0x61));
  });
}

describe("body limit", () => {
  it("keeps 12 MB for every route but the learning-data add and edit forms", () => {
    expect(bodyLimitOf("/device/firmware/new", 12 * MB)).toBe(12 * MB);
    expect(bodyLimitOf("/volunteer/learning-data", 12 * MB)).toBe(12 * MB);
    expect(bodyLimitOf("/volunteer/learning-data/7/delete", 12 * MB)).toBe(12 * MB);
    expect(bodyLimitOf("/volunteer/learning-data/new/extra", 12 * MB)).toBe(12 * MB);
    expect(bodyLimitOf("/volunteer/exam-question/new", 12 * MB)).toBe(12 * MB);
    expect(bodyLimitOf("/volunteer/learning-data/new", 12 * MB)).toBe(LARGE_UPLOAD_BODY_BYTES);
    expect(bodyLimitOf("/volunteer/learning-data/42/edit", 12 * MB)).toBe(LARGE_UPLOAD_BODY_BYTES);
    expect(LARGE_UPLOAD_BODY_BYTES).toBeGreaterThan(100 * MB);
  });

  it("hostile #10: 413 for 13 MB elsewhere, a 100M video form passes on its own route only", async () => {
    expect(await post("/device/firmware/new", 13 * MB)).toBe(413);
    expect(await post("/volunteer/learning-data/1/delete", 13 * MB)).toBe(413);
    expect(await post("/volunteer/learning-data/new?index", 100 * MB + 64 * 1024)).toBe(200);
    expect(await post("/volunteer/learning-data/3/edit", 100 * MB + 64 * 1024)).toBe(200);
    expect(await post("/volunteer/learning-data/new", LARGE_UPLOAD_BODY_BYTES + 1)).toBe(413);
  });
});
