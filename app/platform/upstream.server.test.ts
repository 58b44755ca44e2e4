import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callUpstream } from "./upstream.server";

let server: http.Server;
let base = "";
/** Requests answered on each connection, by connection, and the path each one last asked for. */
const served = new WeakMap<object, number>();
const lastPath = new WeakMap<object, string>();
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count === 1) connections += 1;
    // A connection the platform dropped while idle: a call to /drop after /warm on it is reset unanswered.
    const previous = lastPath.get(req.socket);
    lastPath.set(req.socket, req.url ?? "");
    if (req.url === "/drop" && previous === "/warm") return req.socket.destroy();
    if (req.url === "/gzip") {
      res.setHeader("content-encoding", "gzip");
      return res.end(zlib.gzipSync(JSON.stringify({ result: "压缩" })));
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => res.end(JSON.stringify({ method: req.method, body, connection: connections })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const signal = () => AbortSignal.timeout(5000);

describe("callUpstream", () => {
  it("keeps the connection for the next call and sends a body with its length", async () => {
    const first = JSON.parse(await (await callUpstream(`${base}/a`, "GET", {}, undefined, signal())).text());
    const second = JSON.parse(await (await callUpstream(`${base}/b`, "PUT", { "content-type": "application/json" }, '{"名":1}', signal())).text());
    expect(second).toEqual({ method: "PUT", body: '{"名":1}', connection: first.connection });
  });

  it("sends a GET again on a new connection when the kept one was reset, but never a POST", async () => {
    const before = connections;
    await callUpstream(`${base}/warm`, "GET", {}, undefined, signal());
    const again = await callUpstream(`${base}/drop`, "GET", {}, undefined, signal());
    expect(again.status).toBe(200);
    expect(connections).toBe(before + 1);
    await callUpstream(`${base}/warm`, "GET", {}, undefined, signal());
    await expect(callUpstream(`${base}/drop`, "POST", {}, "x", signal())).rejects.toThrow();
  });

  it("closes an idle connection before the platform does, as its Keep-Alive hint asks", async () => {
    // A platform closing idle connections after 2 s: the console lets its own go after 1 s.
    let opened = 0;
    const brief = http.createServer((_req, res) => res.end("{}"));
    brief.keepAliveTimeout = 2000;
    brief.on("connection", () => (opened += 1));
    await new Promise<void>((resolve) => brief.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(brief.address() as AddressInfo).port}/`;
    try {
      await callUpstream(url, "GET", {}, undefined, signal());
      await callUpstream(url, "GET", {}, undefined, signal());
      expect(opened).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      await callUpstream(url, "POST", {}, "x", signal());
      expect(opened).toBe(2);
    } finally {
      await new Promise((resolve) => brief.close(resolve));
    }
  });

  it("reads a compressed answer the platform sent unasked", async () => {
    const answer = await callUpstream(`${base}/gzip`, "GET", {}, undefined, signal());
    expect(JSON.parse(await answer.text())).toEqual({ result: "压缩" });
    expect(answer.headers.get("Content-Encoding")).toBe("gzip");
  });
});
