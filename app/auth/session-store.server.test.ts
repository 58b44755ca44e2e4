/**
 * The session cookie's secrets (hostile case 3): rotating SESSION_SECRET keeps existing sessions (the old secret
 * still verifies), a cookie signed with a secret not in the list is treated as no session, and a fresh sign-in
 * is signed with the new secret. Each case loads the module anew, as a restarted console would.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aed-sessions-"));
const sessionDb = path.join(dataDir, "sessions.sqlite");

async function consoleWithSecrets(secrets: string) {
  vi.resetModules();
  Object.assign(process.env, { SESSION_SECRET: secrets, CONSOLE_DATA_DIR: dataDir, CONSOLE_SESSION_DB: sessionDb });
  return import("./session-store.server");
}

const request = (cookie: string) => new Request("http://localhost/dashboard/workplace", { headers: { Cookie: cookie } });

afterEach(() => {
  delete process.env.SESSION_SECRET;
});

describe("session cookie secrets", () => {
  it("hostile #3: a rotated secret keeps existing sessions, and new ones are signed with the new secret", async () => {
    const before = await consoleWithSecrets("old-secret-aaaaaaaaaaaaaaaaaaaaaaaa");
    const cookie = (await before.createSignedInSession({ idToken: "token-1", username: "admin" })).split(";")[0]!;
    expect((await before.getSession(request(cookie))).get("username")).toBe("admin");

    const rotated = await consoleWithSecrets("new-secret-bbbbbbbbbbbbbbbbbbbbbbbb, old-secret-aaaaaaaaaaaaaaaaaaaaaaaa");
    expect((await rotated.getSession(request(cookie))).get("username")).toBe("admin");
    const fresh = (await rotated.createSignedInSession({ idToken: "token-2", username: "svip" })).split(";")[0]!;

    const newOnly = await consoleWithSecrets("new-secret-bbbbbbbbbbbbbbbbbbbbbbbb");
    expect((await newOnly.getSession(request(fresh))).get("username")).toBe("svip");
    // The old secret was retired: its cookies are no session at all, without an error.
    expect((await newOnly.getSession(request(cookie))).get("username")).toBeUndefined();
  });

  it("hostile #3: a tampered or foreign-secret cookie reads as signed out", async () => {
    const store = await consoleWithSecrets("the-secret-cccccccccccccccccccccccc");
    const cookie = (await store.createSignedInSession({ idToken: "token-3", username: "user" })).split(";")[0]!;
    const [name, value] = cookie.split("=") as [string, string];
    // One character of the signature changed (to one it is not: the same letter would be no tampering, 1 run in 64).
    const at = value.length - 3;
    const tampered = `${name}=${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    expect(tampered).not.toBe(cookie);
    expect((await store.getSession(request(tampered))).get("username")).toBeUndefined();
    expect((await store.getSession(request(`${name}=garbage%%`))).get("username")).toBeUndefined();
  });
});
