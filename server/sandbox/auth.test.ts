import { describe, expect, it } from "vitest";
import { SEED_PASSWORD, tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function imageCode(): Promise<{ uuid: string; code: string }> {
  const { result } = (await (await t.call("/api/v1/code/image")).json()) as { result: { uuid: string; image: string } };
  const svg = Buffer.from(result.image.replace("data:image/svg+xml;base64,", ""), "base64").toString("utf8");
  const code = [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join("");
  return { uuid: result.uuid, code };
}

const passwordLogin = (username: string, password: string, extra: object = {}, lang?: string) =>
  t.call("/api/v1/authenticate/PASSWORD", { json: { username, password: t.encrypt(password), ...extra }, lang });

describe("password sign-in", () => {
  it("returns a token pair for the right password", async () => {
    const response = await passwordLogin("admin", SEED_PASSWORD);
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.id_token.split(".")).toHaveLength(3);
    expect(result.refresh_token).not.toBe(result.id_token);
    const claims = JSON.parse(Buffer.from(result.id_token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ sub: "1" });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.jti).toBeTruthy();
    expect(claims.sid).toBeTruthy();
  });

  it("answers a wrong password or unknown user with 401 in the request's language", async () => {
    const zh = await passwordLogin("admin", "wrong-Pass1!");
    expect(zh.status).toBe(401);
    expect(await zh.json()).toEqual({ title: "Unauthorized", status: 401, detail: "账号或密码错误" });
    const en = await passwordLogin("nobody", SEED_PASSWORD, {}, "en-US,en;q=0.9");
    expect((await en.json()).detail).toBe("account or password wrong");
  });

  it("treats a password that is not valid ciphertext as wrong", async () => {
    const response = await t.call("/api/v1/authenticate/PASSWORD", { json: { username: "admin", password: Buffer.alloc(256, 7).toString("base64") } });
    expect(response.status).toBe(401);
    const plain = await t.call("/api/v1/authenticate/PASSWORD", { json: { username: "admin", password: SEED_PASSWORD } });
    expect(plain.status).toBe(401);
  });

  it("requires an image code after 5 failures, and a success resets the counter", async () => {
    for (let i = 0; i < 5; i++) expect((await passwordLogin("user", "bad")).status).toBe(401);
    const blocked = await passwordLogin("user", SEED_PASSWORD);
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toMatchObject({ message: "error.captcha-required", detail: expect.any(String) });

    const wrongCode = await imageCode();
    expect((await passwordLogin("user", SEED_PASSWORD, { uuid: wrongCode.uuid, code: "ZZZZ" })).status).toBe(400);

    const { uuid, code } = await imageCode();
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    expect((await passwordLogin("user", SEED_PASSWORD, { uuid, code: code.toLowerCase() })).status).toBe(200);
    expect((await passwordLogin("user", SEED_PASSWORD)).status).toBe(200);
  });

  it("rejects unknown login types", async () => {
    expect((await t.call("/api/v1/authenticate/WECHAT", { json: {} })).status).toBe(400);
  });
});

describe("SMS sign-in and codes", () => {
  it("accepts the fixed code for an account's phone", async () => {
    expect(await (await t.call("/api/v1/code/sms-login?phoneNumber=13800000004")).json()).toEqual({ result: true });
    expect((await t.call("/api/v1/code/sms?phoneNumber=123")).status).toBe(400);
    const ok = await t.call("/api/v1/authenticate/SMS", { json: { phoneNumber: "13800000004", code: "123456" } });
    expect(ok.status).toBe(200);
    const bad = await t.call("/api/v1/authenticate/SMS", { json: { phoneNumber: "13800000004", code: "000000" } });
    expect(bad.status).toBe(401);
  });
});

describe("sessions", () => {
  it("401 without, with a garbled, or with a refresh token as bearer", async () => {
    expect((await t.call("/api/v1/account/base-info")).status).toBe(401);
    expect((await t.call("/api/v1/account/base-info", { token: "a.b.c" })).status).toBe(401);
    const { refresh_token } = await t.login("admin");
    const response = await t.call("/api/v1/account/base-info", { token: refresh_token });
    expect(response.status).toBe(401);
    expect((await response.json()).detail).toBeTruthy();
  });

  it("rotates refresh tokens: the old one stops working", async () => {
    const first = await t.login("operator");
    const rotate = (refreshToken: string) => t.call("/api/v1/authenticate/refreshToken", { method: "PUT", json: { refreshToken } });
    const second = await rotate(first.refresh_token);
    expect(second.status).toBe(200);
    const pair = (await second.json()).result;
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await rotate(first.refresh_token)).status).toBe(401);
    expect((await t.call("/api/v1/account/base-info", { token: pair.id_token })).status).toBe(200);
    expect((await rotate(pair.refresh_token)).status).toBe(200);
  });

  it("logout revokes the whole session family, not other sessions", async () => {
    const session = await t.login("admin");
    const other = await t.login("admin");
    const out = await t.call("/api/v1/auth/logout", { method: "POST", token: session.id_token });
    expect(await out.json()).toEqual({ result: true });
    expect((await t.call("/api/v1/account/base-info", { token: session.id_token })).status).toBe(401);
    const refresh = await t.call("/api/v1/authenticate/refreshToken", { method: "PUT", json: { refreshToken: session.refresh_token } });
    expect(refresh.status).toBe(401);
    expect((await t.call("/api/v1/account/base-info", { token: other.id_token })).status).toBe(200);
  });

  it("expires tokens by their exp (token-ttl knob)", async () => {
    await t.control("token-ttl", "POST", { idTokenSeconds: 1, refreshTokenSeconds: 1 });
    const pair = await t.login("admin");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.call("/api/v1/account/base-info", { token: pair.id_token })).status).toBe(401);
    const refresh = await t.call("/api/v1/authenticate/refreshToken", { method: "PUT", json: { refreshToken: pair.refresh_token } });
    expect(refresh.status).toBe(401);
  });
});

describe("account", () => {
  it("base info carries branding only for the VIP account", async () => {
    const svip = (await (await t.call("/api/v1/account/base-info", { token: await tokenOf(t, "svip") })).json()).result;
    expect(svip).toMatchObject({
      accountName: "svip", roleName: "ROLE_VIP", vipKeySerialNumber: "VIP-2026-0001", systemTheme: "light--#722ED1",
      systemName: "心安急救管理平台", systemNameEn: "HeartSafe Rescue Console", initPasswordFlag: false,
    });
    // A stored file only that account reads (hostile #41).
    expect(svip.systemLogo).toMatch(/^\/v1\/oss-files\/[A-Za-z0-9_-]{22}$/);
    const admin = (await (await t.call("/api/v1/account/base-info", { token: await tokenOf(t, "admin") })).json()).result;
    expect(admin).toMatchObject({ name: "系统管理员", accountName: "admin", roleName: "ROLE_ADMIN", vipKeySerialNumber: null, systemLogo: null });
  });

  it("updates base info with validation", async () => {
    const token = await tokenOf(t, "user");
    const bad = await t.call("/api/v1/account/base-info", { method: "PUT", token, json: { name: "x".repeat(31), phoneNumber: "13800000001" }, lang: "en-US" });
    expect(bad.status).toBe(400);
    const problem = await bad.json();
    expect(problem.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(["name", "phoneNumber"]);
    expect(problem.fieldErrors[0].message).toBe("no more than 30 characters");
    const ok = await t.call("/api/v1/account/base-info", { method: "PUT", token, json: { name: "王小明", email: "w@example.com" } });
    expect((await ok.json()).result).toMatchObject({ name: "王小明", email: "w@example.com", phoneNumber: "13800000003" });
  });

  it("changes the password: old wrong, weak, mismatch, then success clears initPasswordFlag", async () => {
    const token = await tokenOf(t, "newcomer");
    const info = async () => (await (await t.call("/api/v1/account/base-info", { token })).json()).result;
    expect((await info()).initPasswordFlag).toBe(true);
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword, lang?: string) =>
      t.call("/api/v1/account/change-password", {
        method: "PUT", token, lang,
        json: { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt(newPassword), confirmPassword: t.encrypt(confirmPassword) },
      });
    const oldWrong = await change("Wrong@2026!", "New@2026pass");
    expect(oldWrong.status).toBe(400);
    expect((await oldWrong.json()).detail).toBe("原密码错误");
    expect((await (await change("Wrong@2026!", "x", "x", "en-US")).json()).detail).toBe("old password is wrong");
    const weak = await change(SEED_PASSWORD, "abcdefgh1");
    expect((await weak.json()).detail).toBe("密码强度不够");
    expect((await (await change(SEED_PASSWORD, "abc_defg1", undefined, "en-US")).json()).detail).toBe("Password strength insufficient");
    expect((await change(SEED_PASSWORD, "New@2026pass", "Other@2026")).status).toBe(400);
    const ok = await change(SEED_PASSWORD, "New@2026pass");
    expect(await ok.json()).toEqual({ result: true });
    expect((await info()).initPasswordFlag).toBe(false);
    expect((await t.call("/api/v1/authenticate/PASSWORD", { json: { username: "newcomer", password: t.encrypt("New@2026pass") } })).status).toBe(200);
  });

  it("hostile #46: the new password must differ from the current one (the system-issued one is not kept), in both languages", async () => {
    const token = await tokenOf(t, "newcomer");
    const change = (newPassword: string, lang?: string) =>
      t.call("/api/v1/account/change-password", {
        method: "PUT", token, lang,
        json: { oldPassword: t.encrypt(SEED_PASSWORD), newPassword: t.encrypt(newPassword), confirmPassword: t.encrypt(newPassword) },
      });
    const same = await change(SEED_PASSWORD);
    expect(same.status).toBe(400);
    expect((await same.json()).fieldErrors).toEqual([{ field: "newPassword", message: "新密码不能与原密码相同" }]);
    expect((await (await change(SEED_PASSWORD, "en-US")).json()).fieldErrors).toEqual([{ field: "newPassword", message: "the new password must differ from the current one" }]);
    expect((await (await t.call("/api/v1/account/base-info", { token })).json()).result.initPasswordFlag).toBe(true);
    expect((await change("New@2026pass")).status).toBe(200);
  });

  it("hostile #46: change-phone without a code only checks the password and the number, and counts no wrong code", async () => {
    const token = await tokenOf(t, "operator");
    const check = (password: string, phoneNumber: string) =>
      t.call("/api/v1/account/change-phone", { method: "PUT", token, json: { password: t.encrypt(password), phoneNumber } });
    const fields = async (response: Response) => ((await response.json()).fieldErrors as { field: string }[]).map((error) => error.field);
    expect(await fields(await check("Wrong@2026!", "13912340001"))).toEqual(["password"]);
    expect(await fields(await check(SEED_PASSWORD, "13800000001"))).toEqual(["phoneNumber"]);
    for (let i = 0; i < 6; i++) expect(await fields(await check(SEED_PASSWORD, "13912340001"))).toEqual(["code"]);
    // Six checks later the number's code still works: none of them counted as a wrong code.
    const change = await t.call("/api/v1/account/change-phone", {
      method: "PUT", token, json: { password: t.encrypt(SEED_PASSWORD), phoneNumber: "13912340001", code: "123456" },
    });
    expect(change.status).toBe(200);
  });

  it("hostile #43: registers new accounts without a role, reading nothing until approved, and refuses duplicates", async () => {
    const body = { username: "medic01", password: t.encrypt("Medic@2026"), phoneNumber: "13912345678", email: "m@example.com", code: "123456" };
    const created = await t.call("/api/v1/account/register", { json: body });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ result: true });
    const { id_token: token } = await t.login("medic01", "Medic@2026");
    expect((await (await t.call("/api/v1/account/permission", { token })).json()).result).toEqual({ role: null });
    expect((await (await t.call("/api/v1/account/base-info", { token })).json()).result.roleName).toBeNull();
    for (const path of ["/api/v1/volunteer-certificates", "/api/v1/sms-sent-records", "/api/v1/volunteers", "/api/v1/users"]) {
      expect((await t.call(path, { token })).status, path).toBe(403);
    }
    // The sample reader keeps its read rights.
    expect((await t.call("/api/v1/volunteer-certificates?pageSize=1", { token: (await t.login("user")).id_token })).status).toBe(200);
    const again = await t.call("/api/v1/account/register", { json: { ...body, password: t.encrypt("Medic@2026") } });
    expect(again.status).toBe(400);
    expect((await again.json()).fieldErrors).toEqual(
      expect.arrayContaining([{ field: "username", message: "用户名已存在" }, { field: "phoneNumber", message: "手机号已被使用" }]),
    );
  });

  it("resets a forgotten password with the SMS code", async () => {
    const body = { phoneNumber: "13800000003", code: "000000", newPassword: t.encrypt("Reset@2026"), confirmPassword: t.encrypt("Reset@2026") };
    expect((await t.call("/api/v1/authenticate/forget-password", { json: body })).status).toBe(400);
    const ok = await t.call("/api/v1/authenticate/forget-password", { json: { ...body, code: "123456" } });
    expect(await ok.json()).toEqual({ result: true });
    expect((await t.call("/api/v1/authenticate/PASSWORD", { json: { username: "user", password: t.encrypt("Reset@2026") } })).status).toBe(200);
  });

  it("serves the JHipster sample account", async () => {
    const response = await t.call("/api/account", { token: await tokenOf(t, "operator") });
    expect(await response.json()).toMatchObject({ login: "operator", authorities: ["ROLE_OPERATION"] });
  });
});
