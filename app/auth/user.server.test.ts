/**
 * Sign-in state against a real (in-memory) sandbox: permission loading, single-flight refresh and the ways a
 * session ends (§4 session flow, §9 token rules, hostile cases 3, 4 and 6).
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestSandbox } from "../../server/sandbox/testkit";
import { consoleOnSandbox } from "../../tests/unit/support/console-on-sandbox";

let sandbox: TestSandbox;
let users: typeof import("./user.server");
let sessions: typeof import("./session-store.server");
let account: typeof import("~/platform/account.server");
let scope: typeof import("~/request-scope.server");

beforeAll(async () => {
  sandbox = await consoleOnSandbox();
  users = await import("./user.server");
  sessions = await import("./session-store.server");
  account = await import("~/platform/account.server");
  scope = await import("~/request-scope.server");
});

beforeEach(() => sandbox.sandbox.reset());
afterAll(() => sandbox.sandbox.close());

/** Signs in like the login action does and returns the browser's cookie header. */
async function signIn(username: string): Promise<string> {
  const tokens = await account.authenticate({ lang: "zh-CN" }, { username, password: "Aed@2026!" });
  const setCookie = await sessions.createSignedInSession({ idToken: tokens.id_token, refreshToken: tokens.refresh_token, username });
  return setCookie.split(";")[0];
}

const page = (cookie: string, url = "http://localhost/message/sms?pageNo=2") => new Request(url, { headers: { Cookie: cookie } });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

async function calls(pathPart: string, method?: string): Promise<number> {
  const body = (await (await sandbox.control("calls")).json()) as { calls: { method: string; path: string }[] };
  return body.calls.filter((call) => call.path.includes(pathPart) && (!method || call.method === method)).length;
}

describe("requireUser", () => {
  it("loads role, menus and permissions once, and checks 'mark.action'", async () => {
    const cookie = await signIn("admin");
    await sandbox.control("calls", "DELETE");
    const first = await users.requireUser(page(cookie));
    const second = await users.requireUser(page(cookie));
    expect(first.can("deviceFirmware.add")).toBe(true);
    expect(second.role.menuList.map((entry) => entry.mark)).toContain("device");
    expect(await calls("/account/permission")).toBe(1);
  });

  it("reads the session once for all the loaders of one page (issue 13), and shares the user", async () => {
    const cookie = await signIn("admin");
    await users.requireUser(page(cookie)); // the account loaded and lastSeen written: a page like any later one
    const statement = Object.getPrototypeOf(new Database(":memory:").prepare("SELECT 1")) as { get: (...args: unknown[]) => unknown };
    const get = vi.spyOn(statement, "get");
    try {
      // Remix gives each loader its own copy of the request: root, frame and page.
      const [root, frame, pageUser] = await scope.runInRequestScope(() =>
        Promise.all([sessions.readRequestSession(page(cookie)), users.requireUser(page(cookie)), users.requireUser(page(cookie))]),
      );
      const sessionReads = get.mock.contexts.filter((context) => String((context as { source?: string }).source).includes("FROM sessions"));
      expect(sessionReads).toHaveLength(1);
      expect(frame).toBe(pageUser);
      expect(root.data?.username).toBe("admin");
      // The next page reads it again.
      await scope.runInRequestScope(() => users.requireUser(page(cookie)));
      expect(get.mock.contexts.filter((context) => String((context as { source?: string }).source).includes("FROM sessions"))).toHaveLength(2);
    } finally {
      get.mockRestore();
    }
  });

  it("sends a visitor without a session to sign-in with the page to come back to", async () => {
    const response = await thrown(users.requireUser(new Request("http://localhost/message/sms?pageNo=2")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/user/login?redirect=%2Fmessage%2Fsms%3FpageNo%3D2");
  });

  it("hostile #3: treats a tampered or foreign cookie as signed out, without an error", async () => {
    const cookie = await signIn("admin");
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await thrown(users.requireUser(page(tampered)))).headers.get("Location")).toMatch(/^\/user\/login/);
    expect((await thrown(users.requireUser(page("aed_session=forged.value")))).status).toBe(302);
  });

  it("hostile #4: refreshes an expiring token exactly once for ten parallel loaders", async () => {
    // Any lifetime under 5 minutes counts as expired at once (§9).
    await sandbox.control("token-ttl", "POST", { idTokenSeconds: 120 });
    const cookie = await signIn("admin");
    await users.requireUser(page(cookie)); // loads permissions with a fresh-enough first token
    await sandbox.control("calls", "DELETE");
    await sandbox.control("token-ttl", "POST", { idTokenSeconds: 3600 });
    const sessionId = (await sessions.getSession(page(cookie))).id;
    // Force expiry of the stored access token, keep the refresh token.
    await sessions.updateSessionData(sessionId, (data) => ({ ...data, idToken: fakeExpiredToken() }));
    const results = await Promise.all(Array.from({ length: 10 }, () => users.requireUser(page(cookie))));
    expect(new Set(results.map((user) => user.platform.token)).size).toBe(1);
    expect(await calls("/authenticate/refreshToken", "PUT")).toBe(1);
  });

  it("signs the user out once when the refresh is refused", async () => {
    const cookie = await signIn("admin");
    await users.requireUser(page(cookie));
    const sessionId = (await sessions.getSession(page(cookie))).id;
    await sessions.updateSessionData(sessionId, (data) => ({ ...data, idToken: fakeExpiredToken(), refreshToken: "revoked.refresh.token" }));
    const responses = await Promise.all(Array.from({ length: 5 }, () => thrown(users.requireUser(page(cookie)))));
    for (const response of responses) expect(response.headers.get("Location")).toBe("/user/login?redirect=%2Fmessage%2Fsms%3FpageNo%3D2&reason=sessionExpired");
    expect(await sessions.readSessionData(sessionId)).toBeNull();
  });

  it("signs out an account whose role has no permissions (§6)", async () => {
    const cookie = await signIn("norole");
    const response = await thrown(users.requireUser(page(cookie, "http://localhost/dashboard/workplace")));
    expect(response.headers.get("Location")).toBe("/user/login?redirect=%2Fdashboard%2Fworkplace&reason=rolesEmpty");
  });

  it("hostile #43: sends a self-registered account without a role to sign-in with 'awaiting approval', not the §6 notice", async () => {
    const registered = await sandbox.call("/api/v1/account/register", {
      json: { username: "medic03", password: sandbox.encrypt("Aed@2026!"), phoneNumber: "13912345671", email: "m3@example.com", code: "123456" },
    });
    expect(registered.status).toBe(201);
    const cookie = await signIn("medic03");
    const response = await thrown(users.requireUser(page(cookie, "http://localhost/volunteer/certificate")));
    expect(response.headers.get("Location")).toBe("/user/login?redirect=%2Fvolunteer%2Fcertificate&reason=awaitingApproval");
  });

  it("sends a page's later loaders to the same notice once one of them has signed the user out", async () => {
    const cookie = await signIn("norole");
    await thrown(users.requireUser(page(cookie, "http://localhost/dashboard/workplace")));
    // A sibling loader of the same page, arriving after the session was ended.
    const late = await thrown(users.requireUser(page(cookie, "http://localhost/dashboard/workplace")));
    expect(late.headers.get("Location")).toBe("/user/login?redirect=%2Fdashboard%2Fworkplace&reason=rolesEmpty");
  });

  it("signs out when permissions cannot be loaded (§4)", async () => {
    const cookie = await signIn("admin");
    await sandbox.control("faults", "POST", { path: "^/api/v1/account/permission$", status: 500 });
    const response = await thrown(users.requireUser(page(cookie, "http://localhost/device/firmware")));
    expect(response.headers.get("Location")).toBe("/user/login?redirect=%2Fdevice%2Ffirmware&reason=permissionLoad");
  });

  it("hostile #6: answers 403 with the §6 text and makes no upstream call for a missing permission", async () => {
    const cookie = await signIn("user");
    await users.requireUser(page(cookie));
    await sandbox.control("calls", "DELETE");
    const response = await thrown(users.requirePermission(page(cookie, "http://localhost/device/firmware/new"), "deviceFirmware.add"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "error.forbidden" });
    expect(await calls("device-firmwares")).toBe(0);
  });

  it("hostile #2: refuses the old cookie after logout", async () => {
    const cookie = await signIn("admin");
    await users.requireUser(page(cookie));
    const response = await users.signOutResponse(page(cookie), "signedOut", "");
    expect(response.headers.get("Location")).toBe("/user/login?reason=signedOut");
    expect((await thrown(users.requireUser(page(cookie)))).headers.get("Location")).toMatch(/^\/user\/login\?redirect=/);
  });

  it("hostile #30: a session left unused past the idle timeout is signed out; use keeps it alive", async () => {
    const { config } = await import("~/config.server");
    const cookie = await signIn("admin");
    const user = await users.requireUser(page(cookie));
    const before = config.sessionIdleMs;
    try {
      config.sessionIdleMs = 60_000;
      await sessions.updateSessionData(user.sessionId, (data) => ({ ...data, lastSeen: Date.now() - 30_000 }));
      await users.requireUser(page(cookie));
      await sessions.updateSessionData(user.sessionId, (data) => ({ ...data, lastSeen: Date.now() - 61_000 }));
      const response = await thrown(users.requireUser(page(cookie)));
      expect(response.headers.get("Location")).toMatch(/reason=sessionExpired/);
      expect(await sessions.readSessionData(user.sessionId)).toBeNull();
    } finally {
      config.sessionIdleMs = before;
    }
  });

  it("hostile #30: a password change ends the account's other sessions, here and on the platform", async () => {
    const mine = await signIn("operator");
    const other = await signIn("operator");
    const someoneElse = await signIn("admin");
    const me = await users.requireUser(page(mine));
    const them = await users.requireUser(page(other));
    await account.changePassword(me.platform, { oldPassword: "Aed@2026!", newPassword: "Aed@2026!x", confirmPassword: "Aed@2026!x" });
    expect(await sessions.deleteOtherSessionsOf("operator", me.sessionId)).toBe(1);
    expect(await sessions.readSessionData(them.sessionId)).toBeNull();
    expect((await thrown(users.requireUser(page(other)))).headers.get("Location")).toMatch(/^\/user\/login/);
    // The platform refuses the other session's token too; the changing session and other accounts go on.
    const refused = await sandbox.call("/api/v1/account/base-info", { token: them.platform.token ?? undefined });
    expect(refused.status).toBe(401);
    expect((await users.requireUser(page(mine))).username).toBe("operator");
    expect((await users.requireUser(page(someoneElse))).username).toBe("admin");
  });
});

/** A JWT-shaped token whose exp has passed (the console only reads exp; the platform signs). */
function fakeExpiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none" })}.${encode({ exp: Math.floor(Date.now() / 1000) - 10 })}.x`;
}
