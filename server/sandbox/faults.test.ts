import { describe, expect, it } from "vitest";
import { startSandbox, tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

describe("fault knobs", () => {
  it("injects a status and a raw body, limited by times and method", async () => {
    const token = await tokenOf(t, "user");
    const added = await t.control("faults", "POST", { path: "^/api/v1/sms-sent-records$", method: "get", status: 502, body: "{not json", times: 2 });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const broken = await t.call("/api/v1/sms-sent-records", { token });
      expect(broken.status).toBe(502);
      expect(await broken.text()).toBe("{not json");
    }
    expect((await t.call("/api/v1/sms-sent-records", { token })).status).toBe(200);

    await t.control("faults", "POST", { path: "sent-records", status: 500 });
    expect((await t.call("/api/v1/vms-sent-records", { token })).status).toBe(500);
    expect((await t.call("/api/v1/email-sent-records/1", { token })).status).toBe(500);
    await t.control("faults", "DELETE");
    expect((await t.call("/api/v1/vms-sent-records", { token })).status).toBe(200);
  });

  it("delays, then answers normally when only latency is set", async () => {
    await t.control("faults", "POST", { path: "/code/image", latencyMs: 300 });
    const started = Date.now();
    const response = await t.call("/api/v1/code/image");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("drops the connection", async () => {
    await t.control("faults", "POST", { path: "^/api/v1/code/image$", dropConnection: true, times: 1 });
    await expect(t.call("/api/v1/code/image")).rejects.toThrow();
    expect((await t.call("/api/v1/code/image")).status).toBe(200);
  });

  it("refuses a rule with a bad pattern", async () => {
    expect((await t.control("faults", "POST", { path: "(" })).status).toBe(400);
    expect((await t.control("faults", "POST", { status: 500 })).status).toBe(400);
  });

  it("logs every /api call without its query, until cleared", async () => {
    await t.control("calls", "DELETE");
    const token = await tokenOf(t, "user");
    await t.call("/api/v1/sms-sent-records?pageNo=2", { token });
    await t.call("/api/v1/nowhere");
    const { calls } = await (await t.control("calls")).json();
    expect(calls.map((c: { method: string; path: string }) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/authenticate/PASSWORD",
      "GET /api/v1/sms-sent-records",
      "GET /api/v1/nowhere",
    ]);
    expect(calls[0].at).toEqual(expect.any(String));
    expect(calls[0].bodyFields).toEqual(["username", "password"]);
    expect(calls[1].queryKeys).toEqual(["pageNo"]);
  });

  it("keeps each account's calls apart (?caller=)", async () => {
    const token = await tokenOf(t, "user");
    const other = await tokenOf(t, "operator");
    await t.call("/api/v1/sms-sent-records", { token });
    await t.call("/api/v1/sms-sent-records", { token: other });
    await t.call("/api/v1/nowhere", { token });
    const { calls } = await (await t.control("calls?caller=user")).json();
    expect(calls.map((c: { method: string; path: string; caller: string }) => `${c.caller} ${c.method} ${c.path}`)).toEqual(["user GET /api/v1/sms-sent-records"]);
    expect((await (await t.control("calls?caller=nobody")).json()).calls).toEqual([]);
    // Clearing the log (an exclusive test) leaves them; a reset does not.
    await t.control("calls", "DELETE");
    expect((await (await t.control("calls?caller=user")).json()).calls).toHaveLength(1);
    await t.control("reset", "POST");
    expect((await (await t.control("calls?caller=user")).json()).calls).toEqual([]);
  });

  it("applies a rule with a caller to that account's calls only, and clears one account's rules apart (?caller=)", async () => {
    const token = await tokenOf(t, "user");
    const other = await tokenOf(t, "operator");
    expect((await t.control("faults", "POST", { path: "^/api/v1/sms-sent-records$", status: 503, caller: "user" })).status).toBe(201);
    expect((await t.control("faults", "POST", { path: "^/api/v1/sms-sent-records$", status: 502, caller: "operator" })).status).toBe(201);
    expect((await t.call("/api/v1/sms-sent-records", { token })).status).toBe(503);
    expect((await t.call("/api/v1/sms-sent-records", { token: other })).status).toBe(502);
    await t.control("faults?caller=user", "DELETE");
    expect((await t.call("/api/v1/sms-sent-records", { token })).status).toBe(200);
    expect((await t.call("/api/v1/sms-sent-records", { token: other })).status).toBe(502);
    // Signed out, no account's rule applies.
    expect((await t.call("/api/v1/sms-sent-records")).status).toBe(401);
  });

  it("goes down for a while on request (connections refused), then serves again", async () => {
    expect((await t.control("outage", "POST", { ms: 400 })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(t.call("/api/v1/code/image")).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await t.call("/api/v1/code/image")).status).toBe(200);
  });

  it("reset restores data, clears faults, calls and token lifetimes", async () => {
    const token = await tokenOf(t, "operator");
    await t.call("/api/v1/notification-messages/read-marks", { token, json: {} });
    await t.control("faults", "POST", { path: "overview", status: 503 });
    await t.control("token-ttl", "POST", { idTokenSeconds: 5 });
    expect((await t.control("reset", "POST")).status).toBe(204);
    expect((await (await t.control("calls")).json()).calls).toEqual([]);
    const fresh = await t.login("operator");
    const claims = JSON.parse(Buffer.from(fresh.id_token.split(".")[1]!, "base64url").toString());
    expect(claims.exp - claims.iat).toBe(3600);
    const bell = await t.call("/api/v1/notification-messages/overview", { token: fresh.id_token });
    expect((await bell.json()).result.unreadCount).toBe(8);
    // Sessions are part of the data: tokens from before the reset are gone.
    expect((await t.call("/api/v1/account/base-info", { token })).status).toBe(401);
  });

  it("creates a test account with the role of an existing one, and refuses bad requests", async () => {
    const created = await t.control("accounts", "POST", { username: "e2e_user_1", password: "Fresh@2026!", roleOf: "user", initPasswordFlag: true });
    expect(created.status).toBe(201);
    expect((await created.json()).result).toMatchObject({ username: "e2e_user_1", roleMark: "ROLE_USER" });

    const token = (await t.login("e2e_user_1", "Fresh@2026!")).id_token;
    const info = (await (await t.call("/api/v1/account/base-info", { token })).json()).result;
    expect(info).toMatchObject({ accountName: "e2e_user_1", roleName: "ROLE_USER", initPasswordFlag: true });
    // The copied role carries its permissions: a user may read SMS records but not firmware.
    expect((await t.call("/api/v1/sms-sent-records", { token })).status).toBe(200);
    expect((await t.call("/api/v1/device-firmwares", { token })).status).toBe(403);

    const admin = await t.control("accounts", "POST", { username: "e2e_admin_1", password: "Fresh@2026!", roleOf: "admin" });
    expect((await admin.json()).result.roleMark).toBe("ROLE_ADMIN");
    const adminToken = (await t.login("e2e_admin_1", "Fresh@2026!")).id_token;
    const adminInfo = (await (await t.call("/api/v1/account/base-info", { token: adminToken })).json()).result;
    expect(adminInfo.initPasswordFlag).toBe(false);

    expect((await t.control("accounts", "POST", { username: "e2e_user_1", password: "x", roleOf: "user" })).status).toBe(409);
    expect((await t.control("accounts", "POST", { username: "e2e_x", password: "x", roleOf: "nobody" })).status).toBe(400);
    expect((await t.control("accounts", "POST", { username: "bad name", password: "x", roleOf: "user" })).status).toBe(400);
    expect((await t.control("accounts", "POST", { username: "e2e_y", roleOf: "user" })).status).toBe(400);
    expect((await t.control("accounts", "POST", { username: "e2e_z", password: "x", roleOf: "user", initPasswordFlag: "yes" })).status).toBe(400);

    // A reset forgets the test accounts.
    await t.control("reset", "POST");
    await expect(t.login("e2e_user_1", "Fresh@2026!")).rejects.toThrow(/401/);
  });

  it("serves the public key as PEM", async () => {
    const response = await t.control("public-key");
    expect(await response.text()).toBe(t.sandbox.publicKeyPem);
    expect(t.sandbox.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe("without faults", () => {
  it("hides the controls but keeps the public key, and applies global latency", async () => {
    const plain = await startSandbox({ faults: false, latencyMs: 200 });
    try {
      expect((await plain.control("faults", "POST", { path: ".", status: 500 })).status).toBe(404);
      expect((await plain.control("reset", "POST")).status).toBe(404);
      expect((await plain.control("accounts", "POST", { username: "e2e", password: "x", roleOf: "admin" })).status).toBe(404);
      expect((await plain.control("public-key")).status).toBe(200);
      const started = Date.now();
      expect((await plain.call("/api/v1/code/image")).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      await plain.sandbox.close();
    }
  });
});
