// Issue 37 through a real Express app: request ids (made, or taken from a trusted proxy), the id reaching the platform
// on every call, one JSON log line per request (redacted), request and platform metrics with bounded labels,
// /healthz, /readyz, and /metrics behind a bearer token or on a port of its own.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

/** The platform: records what each call carried. */
const platformCalls: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const platform = http.createServer((req, res) => {
  platformCalls.push({ url: req.url ?? "", headers: req.headers });
  res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ result: { name: "ok" } }));
});

const METRICS_TOKEN = "metrics-secret-token-0123456789";
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl";
const lines: Record<string, unknown>[] = [];
let base = "";
let console_: http.Server;
let operations: typeof import("./operations");
let hooks: typeof import("../app/process-hooks.server");

/** A build with two routes, as the labeller sees one. */
const build = {
  routes: {
    root: { id: "root", path: "" },
    "routes/devices.$id": { id: "routes/devices.$id", parentId: "root", path: "devices/:id" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  },
} as unknown as ServerBuild;

beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/api`;
  const { log } = await import("../app/log.server");
  // The lines the logger writes, as JSON.
  (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => lines.push(JSON.parse(line)) };
  operations = await import("./operations");
  hooks = await import("../app/process-hooks.server");
  const client = await import("../app/platform/client.server");
  const scope = await import("../app/request-scope.server");

  const app = express();
  app.set("trust proxy", "loopback");
  app.use(operations.requestContext(operations.routeLabeller(build, (path) => path === "/logo.svg")));
  app.use(operations.operationsEndpoints({ metricsToken: METRICS_TOKEN }));
  // Mounted as the console mounts the build's files (a router under /build: `req.path` is relative inside it).
  const buildFiles = express.Router();
  buildFiles.get("/_shared/chunk-abc.js", (_req, res) => res.type("js").send("export {};"));
  buildFiles.get("/_shared/chunk-broken.js", (_req, res) => res.status(500).send("disk error"));
  app.use("/build", buildFiles);
  app.get("/devices/:id", (req, res, next) =>
    scope.runInRequestScope(async () => {
      try {
        const ctx = { token: TOKEN, lang: "zh-CN" as const };
        await client.callResult(ctx, `/v1/devices/${encodeURIComponent(req.params.id)}`, z.object({ name: z.string() }));
        await client.callResult(ctx, "/v1/account/base-info", z.object({ name: z.string() }), { query: { phoneNumber: "13800000001" } });
        scope.currentRequest()!.accountId = "admin";
        res.send("device page");
      } catch (error) {
        next(error);
      }
    }, res.locals.requestInfo),
  );
  console_ = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => console_.once("listening", resolve));
  base = `http://127.0.0.1:${(console_.address() as AddressInfo).port}`;
});

afterAll(() => {
  console_?.closeAllConnections();
  console_?.close();
  platform.closeAllConnections();
  platform.close();
});

/** The log line of one request id (written when the answer completed). */
async function lineOf(id: string) {
  await expect.poll(() => lines.some((line) => line.reqId === id)).toBe(true);
  return lines.find((line) => line.reqId === id)!;
}

describe("request ids", () => {
  it("gives each request a new id, returned in X-Request-Id and sent to the platform on every call it makes", async () => {
    platformCalls.length = 0;
    const response = await fetch(`${base}/devices/AED-0042?phoneNumber=13912345678&pageNo=2`);
    expect(await response.text()).toBe("device page");
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(platformCalls).toHaveLength(2);
    for (const call of platformCalls) expect(call.headers["x-request-id"]).toBe(id);
    const other = (await fetch(`${base}/devices/1`)).headers.get("x-request-id");
    expect(other).not.toBe(id);
  });

  it("takes a trusted proxy's well-formed id, and makes a new one for a malformed id", async () => {
    const given = "0f8c5d1e2a3b4c5d6e7f8091a2b3c4d5";
    expect((await fetch(`${base}/devices/7`, { headers: { "X-Request-Id": given } })).headers.get("x-request-id")).toBe(given);
    const forged = (await fetch(`${base}/devices/7`, { headers: { "X-Request-Id": "x\\u000a{\"level\":60}" } })).headers.get("x-request-id");
    expect(forged).toMatch(/^[0-9a-f]{32}$/);
  });

  it("ignores a client's id when no proxy is trusted (TRUST_PROXY unset)", async () => {
    const app = express();
    app.use(operations.requestContext(() => "test"));
    app.get("/", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "X-Request-Id": "chosen-by-the-client-1" } });
    expect(response.headers.get("x-request-id")).not.toBe("chosen-by-the-client-1");
    server.close();
  });
});

describe("the request log", () => {
  it("writes one JSON line per request: id, route id, method, status, duration, account, platform calls; no secret", async () => {
    const response = await fetch(`${base}/devices/AED-0042?phoneNumber=13912345678&code=654321&pageNo=2`, { headers: { Cookie: "aed_session=s3cr3t-cookie" } });
    await response.text();
    const id = response.headers.get("x-request-id")!;
    const line = await lineOf(id);
    expect(lines.filter((entry) => entry.reqId === id && entry.msg === "request")).toHaveLength(1);
    expect(line).toMatchObject({ level: 30, msg: "request", route: "routes/devices.$id", method: "GET", status: 200, accountId: "admin" });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.time).toBe("string");
    expect(line.url).toBe("/devices/AED-0042?phoneNumber=%5BRedacted%5D&code=%5BRedacted%5D&pageNo=2");
    const calls = line.platform as { call: string; status: number; ms: number }[];
    expect(calls.map((call) => call.call)).toEqual(["GET /v1/devices/:id", "GET /v1/account/base-info"]);
    for (const call of calls) {
      expect(call.status).toBe(200);
      expect(typeof call.ms).toBe("number");
    }
    const text = JSON.stringify(lines);
    for (const secret of ["13912345678", "654321", "13800000001", "s3cr3t-cookie", TOKEN]) expect(text).not.toContain(secret);
  });

  it("logs health and metrics polls, and the build's files a page loads, at debug level only; a build file that fails is an error line", async () => {
    const responses = [await fetch(`${base}/healthz`), await fetch(`${base}/build/_shared/chunk-abc.js`)];
    for (const response of responses) expect(response.status).toBe(200);
    const failed = await fetch(`${base}/build/_shared/chunk-broken.js`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const response of responses) expect(lines.some((line) => line.reqId === response.headers.get("x-request-id"))).toBe(false);
    expect(lines.find((line) => line.reqId === failed.headers.get("x-request-id"))).toMatchObject({ level: 50, status: 500, route: "static" });
    const metrics = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/aed_http_request_duration_seconds_count\{route="static",method="GET",status_class="2xx"\} [1-9]/);
  });
});

describe("metrics", () => {
  it("answers /metrics only to the bearer of METRICS_TOKEN", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests by route id and platform calls by path template: no raw id, user or URL in a label; Node's own metrics too", async () => {
    for (const id of ["A1", "B22", "C333"]) await (await fetch(`${base}/devices/${id}`)).text();
    await (await fetch(`${base}/logo.svg`)).text();
    const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/aed_http_request_duration_seconds_count\{route="routes\/devices\.\$id",method="GET",status_class="2xx"\} \d+/);
    expect(text).toMatch(/aed_http_request_duration_seconds_count\{route="public",method="GET",status_class="4xx"\} 1/);
    expect(text).toMatch(/aed_platform_call_duration_seconds_count\{call="\/v1\/devices\/:id",method="GET",status_class="2xx"\} \d+/);
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_heap_size_used_bytes");
    for (const raw of ["A1", "B22", "C333", "AED-0042", "admin", "13800000001"]) expect(text).not.toContain(`"${raw}"`);
    expect(text).not.toMatch(/\/devices\/(A1|B22|C333)/);
  });

  it("serves them on a port of their own (METRICS_PORT), nothing else there", async () => {
    const server = await operations.startMetricsServer(0, "127.0.0.1", undefined);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("aed_http_request_duration_seconds");
    expect((await fetch(`${origin}/devices/1`)).status).toBe(404);
    server.close();
  });
});

describe("health", () => {
  it("/healthz: the process answers", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("/readyz: ready while the platform answers, with each check's state and time and nothing secret; 503 from the first moment of a stop", async () => {
    const ready = await fetch(`${base}/readyz`);
    const body = (await ready.json()) as { status: string; checks: Record<string, { state: string; ms: number }> };
    expect(ready.status).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.checks.platform).toMatchObject({ state: "up" });
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");

    hooks.markStopping();
    const stopping = await fetch(`${base}/readyz`);
    expect(stopping.status).toBe(503);
    expect(((await stopping.json()) as { status: string }).status).toBe("stopping");
    // Liveness is not readiness: the process still answers.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
