// Test helpers: a sandbox on a random port and a small client that speaks to it like the console does.
import { constants, publicEncrypt } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type Sandbox, type SandboxOptions, createSandbox } from "./app.js";
import { SEED_PASSWORD } from "./seed.js";

export { SEED_PASSWORD };

export interface TestSandbox {
  sandbox: Sandbox;
  base: string;
  /** RSA PKCS#1 v1.5 + base64, as the console encrypts passwords. */
  encrypt(password: string): string;
  call(path: string, init?: RequestInit & { token?: string; json?: unknown; lang?: string }): Promise<Response>;
  login(username: string, password?: string): Promise<{ id_token: string; refresh_token: string }>;
  control(path: string, method?: string, json?: unknown): Promise<Response>;
}

export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const sandbox = createSandbox({ dbPath: ":memory:", faults: true, resetFromImage: true, ...options });
  await new Promise<void>((resolve) => sandbox.server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const encrypt = (password: string) =>
    publicEncrypt({ key: sandbox.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString("base64");

  const call: TestSandbox["call"] = (path, { token, json, lang, headers, ...init } = {}) =>
    fetch(base + path, {
      ...init,
      method: init.method ?? (json === undefined ? "GET" : "POST"),
      headers: {
        ...(json !== undefined && { "content-type": "application/json" }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(lang && { "accept-language": lang }),
        ...(headers as Record<string, string>),
      },
      body: json === undefined ? init.body : JSON.stringify(json),
    });

  const login: TestSandbox["login"] = async (username, password = SEED_PASSWORD) => {
    const response = await call("/api/v1/authenticate/PASSWORD", { json: { username, password: encrypt(password) } });
    if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
    return ((await response.json()) as { result: { id_token: string; refresh_token: string } }).result;
  };

  const control: TestSandbox["control"] = (path, method = "GET", json) =>
    call(`/__sandbox/${path}`, { method, ...(json !== undefined && { json }) });

  return { sandbox, base, encrypt, call, login, control };
}

/** One sandbox per test file, re-seeded before each test. */
export function useSandbox(options: Partial<SandboxOptions> = {}): TestSandbox {
  const handle = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(handle, await startSandbox(options));
  });
  beforeEach(() => handle.sandbox.reset());
  afterAll(() => handle.sandbox.close());
  return handle;
}

/** Signs in and returns the id_token. */
export async function tokenOf(t: TestSandbox, username: string): Promise<string> {
  return (await t.login(username)).id_token;
}
