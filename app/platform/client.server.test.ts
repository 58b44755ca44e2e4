import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

/** A tiny upstream whose answers the tests choose per path. */
let seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const server = http.createServer((req, res) => {
  seen.push({ url: req.url ?? "", headers: req.headers });
  const path = (req.url ?? "").split("?")[0];
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(body);
  };
  switch (path) {
    case "/api/v1/list":
      return send(200, JSON.stringify([{ id: 1 }, { id: 2 }]), { "X-Total-Count": "500" });
    case "/api/v1/envelope":
      return send(200, JSON.stringify({ data: [{ id: 3 }], pageNo: 1, totalCount: 41 }));
    case "/api/v1/result":
      return send(200, JSON.stringify({ result: { id_token: "a.b.c" } }));
    case "/api/v1/bad-request":
      return send(400, JSON.stringify({ status: 400, detail: "版本号已存在", fieldErrors: [{ field: "version", message: "版本号已存在" }] }));
    case "/api/v1/message-only":
      return send(404, JSON.stringify({ message: "record not found" }));
    case "/api/v1/uncatalogued":
      return send(400, JSON.stringify({ status: 400, detail: "a brand-new platform complaint" }));
    case "/api/v1/forbidden":
      return send(403, JSON.stringify({ title: "Forbidden", status: 403 }));
    case "/api/v1/server-error":
      return send(500, "<html>stack trace here</html>", { "Content-Type": "text/html" });
    case "/api/v1/malformed":
      return send(200, "{not json");
    case "/api/v1/wrong-shape":
      return send(200, JSON.stringify({ result: { something: "else" } }));
    case "/api/v1/hang":
      return; // never answers
    default:
      return send(404, "{}");
  }
});

let client: typeof import("./client.server");
let errors: typeof import("./errors");

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  client = await import("./client.server");
  errors = await import("./errors");
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const ctx = { token: "token-1", lang: "en-US" as const };
const row = z.object({ id: z.number() });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<typeof errors.PlatformError>;
  }
  throw new Error("expected the call to fail");
}

describe("platform client", () => {
  it("sends the bearer token, Accept-Language and GET arrays as repeated keys", async () => {
    seen = [];
    await client.callList(ctx, "/v1/list", row, { query: { ids: [1, 2], empty: "", state: "FAIL", none: undefined } });
    expect(seen[0].url).toBe("/api/v1/list?ids=1&ids=2&state=FAIL");
    expect(seen[0].headers.authorization).toBe("Bearer token-1");
    expect(seen[0].headers["accept-language"]).toBe("en-US");
  });

  it("reads a list total from X-Total-Count, or from a { data, totalCount } body", async () => {
    expect(await client.callList(ctx, "/v1/list", row)).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 500 });
    expect(await client.callList(ctx, "/v1/envelope", row)).toEqual({ rows: [{ id: 3 }], total: 41 });
  });

  it("unwraps { result } bodies", async () => {
    expect(await client.callResult(ctx, "/v1/result", z.object({ id_token: z.string() }))).toEqual({ id_token: "a.b.c" });
  });

  it("keeps the upstream detail and field errors of a 400, as the catalogue's message when it knows the text", async () => {
    const error = await failure(client.callObject(ctx, "/v1/bad-request", row));
    expect(error).toMatchObject({ kind: "http", status: 400, detail: "platformMsg.version_exists" });
    expect(error.fieldErrors).toEqual([{ field: "version", message: "platformMsg.version_exists" }]);
  });

  it("falls back to the message field, and to no detail for a bare 403", async () => {
    expect(await failure(client.callObject(ctx, "/v1/message-only", row))).toMatchObject({ status: 404, detail: "platformMsg.record_notFound" });
    expect(await failure(client.callObject(ctx, "/v1/forbidden", row))).toMatchObject({ status: 403, detail: "Forbidden" });
  });

  it("passes a platform text the catalogue lacks on as it came, and logs it (issue 34)", async () => {
    const { log } = await import("~/log.server");
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    try {
      expect(await failure(client.callObject(ctx, "/v1/uncatalogued", row))).toMatchObject({ status: 400, detail: "a brand-new platform complaint" });
      expect(warn).toHaveBeenCalledWith({ platformText: "a brand-new platform complaint" }, "platform message not in the catalogue");
    } finally {
      warn.mockRestore();
    }
  });

  it("never passes an HTML error page on as a detail", async () => {
    expect(await failure(client.callObject(ctx, "/v1/server-error", row))).toMatchObject({ kind: "http", status: 500, detail: null });
  });

  it("hostile #19: reports malformed JSON and a wrong shape as a shape fault", async () => {
    expect(await failure(client.callObject(ctx, "/v1/malformed", row))).toMatchObject({ kind: "shape", status: 502 });
    expect(await failure(client.callResult(ctx, "/v1/wrong-shape", z.object({ id_token: z.string() })))).toMatchObject({ kind: "shape" });
  });

  it("hostile #18: abandons a hanging call at its timeout", async () => {
    const started = Date.now();
    expect(await failure(client.callObject(ctx, "/v1/hang", row, { timeoutMs: 200 }))).toMatchObject({ kind: "timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("hostile #17: reports a refused connection as a network fault", async () => {
    const saved = process.env.PLATFORM_API_URL;
    // config is read once; a port nobody listens on is reached through a fresh module instance.
    const { vi } = await import("vitest");
    vi.resetModules();
    process.env.PLATFORM_API_URL = "http://127.0.0.1:1/api";
    const fresh = await import("./client.server");
    expect(await failure(fresh.callObject(ctx, "/v1/list", row))).toMatchObject({ kind: "network", status: 503 });
    process.env.PLATFORM_API_URL = saved;
  });
});
