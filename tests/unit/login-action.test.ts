/**
 * The sign-in action against a real (in-memory) sandbox: bad passwords, the image code the platform asks for
 * after repeated failures, the per-address rate limit (hostile case 23), and a fresh session on success.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { consoleOnSandbox } from "./support/console-on-sandbox";

let sandbox: TestSandbox;
let login: typeof import("../../app/routes/user+/login");

beforeAll(async () => {
  sandbox = await consoleOnSandbox({ LOGIN_RATE_LIMIT: "8" });
  login = await import("../../app/routes/user+/login");
});

afterAll(() => sandbox.sandbox.close());

async function post(fields: Record<string, string>, clientAddress: string, lang = "zh-CN") {
  const request = new Request("http://localhost/user/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: `app_language=${lang}` },
  });
  return (await login.action({ request, params: {}, context: { clientAddress } })) as Response;
}

type LoginReply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; captcha: { uuid: string; image: string } | null };

describe("sign-in action", () => {
  it("answers a wrong password with the platform's text in the page language, keeping the username only", async () => {
    const response = await post({ username: "admin", password: "wrong-password" }, "10.0.0.1", "en-US");
    expect(response.status).toBe(401);
    const body = (await response.json()) as LoginReply;
    expect(body.result.error?.[""]).toEqual(["platformMsg.auth_wrong"]);
    expect(body.result.initialValue).toMatchObject({ username: "admin" });
    expect(body.result.initialValue).not.toHaveProperty("password");
  });

  it("asks for the image code after repeated failures", async () => {
    let body: LoginReply | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      body = (await (await post({ username: "svip", password: "nope" }, "10.0.0.2")).json()) as LoginReply;
    }
    expect(body?.captcha?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body?.captcha?.uuid).toBeTruthy();
  });

  it("hostile #23: limits attempts per client address with a clear message", async () => {
    let last: Response | null = null;
    for (let attempt = 0; attempt < 9; attempt++) last = await post({ username: "user", password: "nope" }, "10.0.0.3");
    expect(last?.status).toBe(429);
    const body = (await last!.json()) as LoginReply;
    expect(body.result.error?.[""]?.[0]).toMatch(/^login\.tooMany\|/);
    // Another address is not affected.
    expect((await post({ username: "newcomer", password: "nope" }, "10.0.0.4")).status).toBe(401);
  });

  it("hostile #2: starts a fresh session on success and goes to the safe redirect", async () => {
    const response = await post({ username: "operator", password: "Aed@2026!", redirect: "//evil.example/x" }, "10.0.0.5");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/workplace");
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("aed_session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Domain=/);
    // A non-VIP account is reset to the dark theme with the default blue (§1).
    expect(cookies).toContain("color=%231890FF; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(cookies.join("\n")).not.toMatch(/eyJ/);
  });

  it("refuses empty fields with translated keys before calling the platform", async () => {
    const response = await post({ username: " ", password: "" }, "10.0.0.6");
    expect(response.status).toBe(400);
    const body = (await response.json()) as LoginReply;
    expect(body.result.error).toMatchObject({ username: ["login.usernameRequired"], password: ["login.passwordRequired"] });
  });
});
