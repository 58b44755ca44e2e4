import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function call<T>(path: string, init: { token?: string; method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await t.call(`/api/v1/${path}`, { token: init.token, method: init.method, json: init.body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

type Base = { weChatBound: boolean; weChatNickname: string | null };

describe("WeChat: sign-in, binding and cancelling it", () => {
  it("signs in the account a WeChat is bound to, refuses an unbound one with the platform's reason", async () => {
    const bound = await call<{ result: { id_token: string } }>("authenticate/we-chat/login", { method: "POST", body: { code: "sandbox-o-sandbox-admin" } });
    expect(bound.status).toBe(200);
    const base = await call<{ result: Base & { accountName: string } }>("account/base-info", { token: bound.body.result.id_token });
    expect(base.body.result).toMatchObject({ accountName: "admin", weChatBound: true, weChatNickname: "急救管理员" });
    const unbound = await call<{ detail: string }>("authenticate/we-chat/login", { method: "POST", body: { code: "sandbox-o-sandbox-guest" } });
    expect(unbound.status).toBe(401);
    expect(unbound.body.detail).toMatch(/未绑定/);
    const forged = await call("authenticate/we-chat/login", { method: "POST", body: { code: "o-sandbox-admin" } });
    expect(forged.status).toBe(400);
  });

  it("binds a free WeChat once, refuses one bound elsewhere, and cancels", async () => {
    const token = await tokenOf(t, "operator");
    const taken = await call<{ fieldErrors: { field: string; message: string }[] }>("account/bind-we-chat", { token, method: "PUT", body: { code: "sandbox-o-sandbox-admin" } });
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors[0]!.message).toMatch(/其他账号/);
    const bound = await call<{ result: Base }>("account/bind-we-chat", { token, method: "PUT", body: { code: "sandbox-o-sandbox-guest" } });
    expect(bound.body.result).toEqual({ weChatBound: true, weChatNickname: "路过的微信用户" });
    const signedIn = await call("authenticate/we-chat/login", { method: "POST", body: { code: "sandbox-o-sandbox-guest" } });
    expect(signedIn.status).toBe(200);
    const cancelled = await call<{ result: Base }>("account/cancel-bind-we-chat", { token, method: "PUT" });
    expect(cancelled.body.result).toEqual({ weChatBound: false, weChatNickname: null });
    expect((await call("authenticate/we-chat/login", { method: "POST", body: { code: "sandbox-o-sandbox-guest" } })).status).toBe(401);
  });
});

describe("the account's message settings", () => {
  it("saves channels and levels, refuses an unknown level, pauses and resumes, and narrows the events", async () => {
    const token = await tokenOf(t, "operator");
    const saved = await call<{ result: Record<string, unknown> }>("account/message-config", { token, method: "PUT", body: { sms: false, voice: true, levels: ["SERIOUS"] } });
    expect(saved.body.result).toMatchObject({ sms: false, voice: true, email: true, levels: ["SERIOUS"], accept: true });
    const bad = await call("account/message-config", { token, method: "PUT", body: { levels: ["LOUD"] } });
    expect(bad.status).toBe(400);
    await call("account/message-accept-config", { token, method: "PUT", body: { accept: false } });
    expect((await call<{ result: { accept: boolean; sms: boolean } }>("account/message-config", { token })).body.result).toMatchObject({ accept: false, sms: false });
    const events = await call<{ result: { code: string; enabled: boolean }[] }>("account/message-event-config", { token });
    expect(events.body.result.length).toBeGreaterThan(5);
    expect(events.body.result.every((event) => event.enabled)).toBe(true);
    await call("account/message-event-config", { token, method: "PUT", body: { eventCodes: ["DEVICE_OFFLINE"] } });
    const narrowed = await call<{ result: { code: string; enabled: boolean }[] }>("account/message-event-config", { token });
    expect(narrowed.body.result.filter((event) => event.enabled).map((event) => event.code)).toEqual(["DEVICE_OFFLINE"]);
    expect((await call("account/message-event-config", { token, method: "PUT", body: { eventCodes: ["NOPE"] } })).status).toBe(400);
  });
});

describe("the avatar", () => {
  it("is a picture stored by POST /v1/oss-files; anything else is refused", async () => {
    const token = await tokenOf(t, "operator");
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b00000000049454e44ae426082", "hex");
    const form = new FormData();
    form.set("file", new File([png], "me.png", { type: "image/png" }));
    const uploaded = (await (await t.call("/api/v1/oss-files?kind=small-image", { token, method: "POST", body: form })).json()) as { result: { url: string } };
    const saved = await call<{ result: { avatar: string } }>("account/base-info", { token, method: "PUT", body: { name: "运维专员", avatar: uploaded.result.url } });
    expect(saved.body.result.avatar).toBe(uploaded.result.url);
    const refused = await call("account/base-info", { token, method: "PUT", body: { name: "运维专员", avatar: "https://evil.example/x.png" } });
    expect(refused.status).toBe(400);
  });
});
