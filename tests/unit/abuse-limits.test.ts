/**
 * Limits per client, not only per phone (hostile #42), and no code before the current password is checked
 * (hostile #46): the real actions of register, recover, SMS sign-in, phone change and password change against an
 * in-memory sandbox, with low limits. Date is frozen and moved on two hours before each test, so every test starts
 * with fresh windows and the waits are exact.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { consoleOnSandbox } from "./support/console-on-sandbox";

const SMS_CODE = "123456";
const PASSWORD = "Rescue#2026";

let sandbox: TestSandbox;
let register: typeof import("../../app/routes/user+/register");
let recover: typeof import("../../app/routes/user+/recover");
let smsLogin: typeof import("../../app/routes/user+/login_.sms");
let phone: typeof import("../../app/routes/_console+/account+/phone");
let password: typeof import("../../app/routes/_console+/account+/password");
let sessions: typeof import("~/auth/session-store.server");
let account: typeof import("~/platform/account.server");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  sandbox = await consoleOnSandbox({
    SMS_CODE_LIMIT: "3",
    SMS_CODE_WINDOW_MINUTES: "10",
    SMS_CODE_GLOBAL_LIMIT: "6",
    REGISTER_LIMIT: "2",
    REGISTER_WINDOW_MINUTES: "60",
  });
  register = await import("../../app/routes/user+/register");
  recover = await import("../../app/routes/user+/recover");
  smsLogin = await import("../../app/routes/user+/login_.sms");
  phone = await import("../../app/routes/_console+/account+/phone");
  password = await import("../../app/routes/_console+/account+/password");
  sessions = await import("~/auth/session-store.server");
  account = await import("~/platform/account.server");
});

beforeEach(() => {
  vi.setSystemTime(Date.now() + 2 * 3_600_000);
});

afterAll(async () => {
  vi.useRealTimers();
  await sandbox?.sandbox.close();
});

type Action = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<unknown>;
interface Reply {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  codeSentTo: string | null;
}

let phoneSerial = 0;
/** A number no other test (and no seeded account) uses. */
const newPhone = () => `1391${String(Date.now() % 10_000).padStart(4, "0")}${String(++phoneSerial).padStart(3, "0")}`;

async function post(action: Action, path: string, fields: Record<string, string>, clientAddress: string, cookie = ""): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: [cookie, "app_language=zh-CN"].filter(Boolean).join("; ") },
  });
  try {
    return (await action({ request, params: {}, context: { clientAddress } })) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
const reply = async (response: Response) => (await response.json()) as Reply;
const getCode = (action: Action, path: string, fields: Record<string, string>, address: string, cookie?: string) =>
  post(action, path, { ...fields, intent: "send-code" }, address, cookie);

async function signIn(username: string, secret: string): Promise<string> {
  const tokens = await account.authenticate({ lang: "zh-CN" }, { username, password: secret });
  return (await sessions.createSignedInSession({ idToken: tokens.id_token, refreshToken: tokens.refresh_token, username })).split(";")[0]!;
}

async function testAccount(options: { initPasswordFlag?: boolean } = {}) {
  const username = `lim${Date.now().toString(36)}${++phoneSerial}`;
  const created = await sandbox.control("accounts", "POST", { username, password: PASSWORD, roleOf: "user", ...options });
  expect(created.status).toBe(201);
  return { username, cookie: await signIn(username, PASSWORD) };
}

async function codesSentTo(): Promise<string[]> {
  const body = (await (await sandbox.control("calls")).json()) as { calls: { method: string; path: string; query?: Record<string, string> }[] };
  return body.calls.filter((call) => call.path.startsWith("/api/v1/code/sms")).map((call) => call.path);
}

describe("SMS codes per client address", () => {
  it("hostile #42: one address gets three codes for three numbers (register, recover, SMS sign-in), the fourth number is refused with the seconds to wait, typed values kept; another address is not held back", async () => {
    const typed = { username: "limits01", email: "limits01@example.com", password: PASSWORD, confirmPassword: PASSWORD };
    expect((await reply(await getCode(register.action, "/user/register", { ...typed, phoneNumber: newPhone() }, "10.1.0.1"))).codeSentTo).toBeTruthy();
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.1.0.1")).status).toBe(200);
    expect((await getCode(smsLogin.action, "/user/login/sms", { phoneNumber: newPhone() }, "10.1.0.1")).status).toBe(200);

    const fourth = newPhone();
    const refused = await getCode(register.action, "/user/register", { ...typed, phoneNumber: fourth }, "10.1.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("600");
    const body = await reply(refused);
    expect(body.codeSentTo).toBeNull();
    expect(body.result.error?.[""]).toEqual(['limits.codesPerClient|{"seconds":600}']);
    expect(body.result.initialValue).toMatchObject({ username: "limits01", email: "limits01@example.com", phoneNumber: fourth });
    expect(body.result.initialValue).not.toHaveProperty("password");

    vi.setSystemTime(Date.now() + 4 * 60_000);
    const later = await reply(await getCode(recover.action, "/user/recover", { phoneNumber: fourth }, "10.1.0.1"));
    expect(later.result.error?.[""]).toEqual(['limits.codesPerClient|{"seconds":360}']);
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: fourth }, "10.1.0.2")).status).toBe(200);
    // The window ends: the address may ask again.
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await getCode(smsLogin.action, "/user/login/sms", { phoneNumber: newPhone() }, "10.1.0.1")).status).toBe(200);
  });

  it("hostile #42: a code the platform refused to send (the phone's own limit) does not count against the address", async () => {
    const number = newPhone();
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: number }, "10.2.0.1")).status).toBe(200);
    const again = await reply(await getCode(recover.action, "/user/recover", { phoneNumber: number }, "10.2.0.1"));
    // The platform's refusal, as its catalogue entry (translated where it is shown).
    expect(again.result.error?.[""]?.[0]).toMatch(/^platformMsg\.code_tooSoon\|/);
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.2.0.1")).status).toBe(200);
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.2.0.1")).status).toBe(200);
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.2.0.1")).status).toBe(429);
  });

  it("hostile #42: codes for everyone stop at the ceiling per minute whatever the address, and come back the next minute", async () => {
    for (let client = 1; client <= 6; client++) {
      expect((await getCode(smsLogin.action, "/user/login/sms", { phoneNumber: newPhone() }, `10.3.0.${client}`)).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + 15_000);
    const refused = await getCode(register.action, "/user/register", { phoneNumber: newPhone(), username: "limits03" }, "10.3.0.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("45");
    const body = await reply(refused);
    expect(body.result.error?.[""]).toEqual(['limits.codesForEveryone|{"seconds":45}']);
    expect(body.result.initialValue).toMatchObject({ username: "limits03" });
    vi.setSystemTime(Date.now() + 45_000);
    // 10.3.0.7's refused attempt did not use its own allowance: three more for it.
    for (let i = 0; i < 3; i++) expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.3.0.7")).status).toBe(200);
    expect((await getCode(recover.action, "/user/recover", { phoneNumber: newPhone() }, "10.3.0.7")).status).toBe(429);
  });

  it("hostile #42: the phone change's codes count in the address's limit, once the current password is right", async () => {
    const { cookie } = await testAccount();
    const wrong = await getCode(phone.action, "/account/phone", { password: "Wrong#2026pw", phoneNumber: newPhone() }, "10.4.0.1", cookie);
    expect(wrong.status).toBe(400);
    for (let i = 0; i < 3; i++) {
      const sent = await getCode(phone.action, "/account/phone", { password: PASSWORD, phoneNumber: newPhone() }, "10.4.0.1", cookie);
      expect((await reply(sent)).codeSentTo).toBeTruthy();
    }
    const refused = await reply(await getCode(phone.action, "/account/phone", { password: PASSWORD, phoneNumber: newPhone() }, "10.4.0.1", cookie));
    expect(refused.result.error?.[""]).toEqual(['limits.codesPerClient|{"seconds":600}']);
    expect(refused.result.initialValue).not.toHaveProperty("password");
  });
});

describe("registrations per client address", () => {
  const registration = (username: string) => ({
    username, email: `${username}@example.com`, phoneNumber: newPhone(), code: SMS_CODE, password: PASSWORD, confirmPassword: PASSWORD, intent: "register",
  });

  it("hostile #42: one address registers two accounts; a refused registration gives its place back; the third is refused with the seconds to wait and the typed values kept; another address registers", async () => {
    const first = await post(register.action, "/user/register", registration("limreg01"), "10.5.0.1");
    expect(first.status).toBe(302);
    const wrongCode = await post(register.action, "/user/register", { ...registration("limreg02"), code: "000000" }, "10.5.0.1");
    expect(wrongCode.status).toBe(400);
    expect((await post(register.action, "/user/register", registration("limreg02"), "10.5.0.1")).status).toBe(302);

    vi.setSystemTime(Date.now() + 60_000);
    const third = registration("limreg03");
    const refused = await post(register.action, "/user/register", third, "10.5.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3540");
    const body = await reply(refused);
    expect(body.result.error?.[""]).toEqual(['limits.registrations|{"seconds":3540}']);
    expect(body.result.initialValue).toMatchObject({ username: "limreg03", email: "limreg03@example.com", phoneNumber: third.phoneNumber, code: SMS_CODE });
    expect(body.result.initialValue).not.toHaveProperty("password");
    expect(body.result.initialValue).not.toHaveProperty("confirmPassword");
    // Nothing was made upstream for it; another address makes it.
    expect((await sandbox.login("limreg03", PASSWORD).catch(() => null))).toBeNull();
    expect((await post(register.action, "/user/register", third, "10.5.0.2")).status).toBe(302);
  });
});

describe("the current password first", () => {
  it("hostile #46: the phone change sends no code while the current password is wrong (or the number is taken), and sends it once the password is right", async () => {
    const { cookie } = await testAccount();
    const number = newPhone();
    await sandbox.control("calls", "DELETE");
    const empty = await reply(await getCode(phone.action, "/account/phone", { password: "", phoneNumber: number }, "10.6.0.1", cookie));
    expect(empty.result.error?.password).toEqual(["validation.oldPasswordRequired"]);
    const wrong = await getCode(phone.action, "/account/phone", { password: "Wrong#2026pw", phoneNumber: number }, "10.6.0.1", cookie);
    expect(wrong.status).toBe(400);
    const body = await reply(wrong);
    expect(body.codeSentTo).toBeNull();
    expect(body.result.error?.password).toEqual(["platformMsg.password_oldWrong"]);
    expect(body.result.initialValue).toMatchObject({ phoneNumber: number });
    expect(body.result.initialValue).not.toHaveProperty("password");
    const taken = await reply(await getCode(phone.action, "/account/phone", { password: PASSWORD, phoneNumber: "13800000001" }, "10.6.0.1", cookie));
    expect(taken.result.error?.phoneNumber).toEqual(["platformMsg.phone_exists"]);
    expect(await codesSentTo()).toEqual([]);

    const sent = await reply(await getCode(phone.action, "/account/phone", { password: PASSWORD, phoneNumber: number }, "10.6.0.1", cookie));
    expect(sent.codeSentTo).toBe(number);
    expect(await codesSentTo()).toEqual(["/api/v1/code/sms"]);
    const changed = await post(phone.action, "/account/phone", { password: PASSWORD, phoneNumber: number, code: SMS_CODE, intent: "change" }, "10.6.0.1", cookie);
    expect(changed.status).toBe(302);
  });

  it("hostile #46: the forced change refuses the system-issued password as the new one, with its own field error", async () => {
    const { cookie } = await testAccount({ initPasswordFlag: true });
    const same = await post(password.action, "/account/password", { oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, "10.7.0.1", cookie);
    expect(same.status).toBe(400);
    const body = (await same.json()) as Reply;
    expect(body.result.error?.newPassword).toEqual(["validation.passwordSameAsOld"]);
    const changed = await post(password.action, "/account/password", { oldPassword: PASSWORD, newPassword: "Fresh#2026pw", confirmPassword: "Fresh#2026pw" }, "10.7.0.1", cookie);
    expect(changed.status).toBe(302);
  });
});
