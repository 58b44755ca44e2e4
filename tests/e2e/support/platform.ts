// Calls made at the platform (the sandbox) itself, as a device-side tester would, not through the console.
import { constants, publicEncrypt } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import type { Credentials } from "../fixtures";

/** A password as the console sends it to the platform (RSA PKCS#1 v1.5 with the platform's key, base64). */
export async function platformPassword(api: APIRequestContext, plain: string): Promise<string> {
  const key = await (await api.get("/__sandbox/public-key")).text();
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString("base64");
}

/** Signs the account in at the platform itself (as a device-side tester would): its bearer token. */
export async function platformToken(api: APIRequestContext, credentials: Credentials): Promise<string> {
  const password = await platformPassword(api, credentials.password);
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

