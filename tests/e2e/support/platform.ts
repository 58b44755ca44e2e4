// Calls made at the platform (the sandbox) itself, as a device-side tester would, not through the console.
import { constants, publicEncrypt } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import type { Credentials } from "../fixtures";

/** Signs the account in at the platform itself (as a device-side tester would): its bearer token. */
export async function platformToken(api: APIRequestContext, credentials: Credentials): Promise<string> {
  const key = await (await api.get("/__sandbox/public-key")).text();
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(credentials.password)).toString("base64");
  const login = await api.post("/api/v1/authenticate/PASSWORD", {
    data: { username: credentials.username, password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { result: { id_token: string } }).result.id_token;
}

/** Imitates a device notice as the account, at the platform. */
export async function imitateNotice(api: APIRequestContext, credentials: Credentials, content: string): Promise<void> {
  const token = await platformToken(api, credentials);
  const created = await api.post("/api/v1/notification-messages/imitate-device-notice", {
    data: { content, type: "inUsed", state: "IN_USE" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(200);
}

