// Shared fixtures of the browser tests: sign-in by form, per-account sessions, the sandbox's control surface, the
// JavaScript flag of the project, and the lock that keeps tests touching global sandbox state alone.
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo, test as base, expect } from "@playwright/test";
import { CONSOLE_URL, SANDBOX_URL, SEED_PASSWORD, STORAGE_DIR } from "./env";
import { acquireExclusive, acquireShared, exclusiveWanted } from "./support/exclusive";

export { expect };

/** The seeded sample accounts (spec §6 development samples). */
export type Account = "admin" | "svip" | "user" | "operator" | "newcomer" | "norole";

export interface Credentials {
  username: string;
  password: string;
}

export const seeded = (username: Account): Credentials => ({ username, password: SEED_PASSWORD });

/** A name no other test (or earlier run against a kept sandbox) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

// ---------------------------------------------------------------------------------------------- sandbox

export interface FaultRule {
  /** A regular expression (source) matched against the upstream path, e.g. "^/api/v1/sms-sent-records$". */
  path: string;
  method?: string;
  status?: number;
  latencyMs?: number;
  body?: string;
  contentType?: string;
  times?: number;
  dropConnection?: boolean;
  /** Only this account's calls (the `sandbox` of an isolated test sets it). */
  caller?: string;
}

export interface UpstreamCall {
  method: string;
  path: string;
  at: string;
  queryKeys: string[];
  /** Field names of a JSON or form body the sandbox read. */
  bodyFields?: string[];
}

/** The sandbox's /__sandbox control endpoints (SANDBOX_FAULTS=1). */
export class Sandbox {
  /** Calls of `caller` made before the last `clearCalls()`, left out of `calls()`. */
  private callsCleared = 0;

  /**
   * `caller`: the sandbox of an isolated test, whose faults, call log and clearing are its own account's: the test
   * runs beside others. Without: the whole sandbox's (an exclusive test).
   */
  constructor(
    private readonly api: APIRequestContext,
    readonly caller?: string,
  ) {}

  async addFault(rule: FaultRule): Promise<void> {
    const response = await this.api.post("/__sandbox/faults", { data: this.caller ? { ...rule, caller: this.caller } : rule });
    expect(response.status(), await response.text()).toBe(201);
  }

  async clearFaults(): Promise<void> {
    const query = this.caller ? `?caller=${encodeURIComponent(this.caller)}` : "";
    expect((await this.api.delete(`/__sandbox/faults${query}`)).status()).toBe(204);
  }

  async calls(): Promise<UpstreamCall[]> {
    if (this.caller) return (await this.callsOf(this.caller)).slice(this.callsCleared);
    const response = await this.api.get("/__sandbox/calls");
    expect(response.status()).toBe(200);
    return ((await response.json()) as { calls: UpstreamCall[] }).calls;
  }

  /** The calls one account made (kept apart from the log, so a test on its own account needs not run alone). */
  async callsOf(username: string): Promise<UpstreamCall[]> {
    const response = await this.api.get(`/__sandbox/calls?caller=${encodeURIComponent(username)}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { calls: UpstreamCall[] }).calls;
  }

  async clearCalls(): Promise<void> {
    if (this.caller) this.callsCleared = (await this.callsOf(this.caller)).length;
    else expect((await this.api.delete("/__sandbox/calls")).status()).toBe(204);
  }

  /** The platform refuses connections for `ms` (it is down), then serves again. */
  async outage(ms: number): Promise<void> {
    const response = await this.api.post("/__sandbox/outage", { data: { ms } });
    expect(response.status(), await response.text()).toBe(202);
  }

  async setTokenTtl(ttl: { idTokenSeconds?: number; refreshTokenSeconds?: number }): Promise<void> {
    const response = await this.api.post("/__sandbox/token-ttl", { data: ttl });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** A fresh account with the role of a seeded one, for tests that change an account for good. */
  async createAccount(options: { roleOf: Account; initPasswordFlag?: boolean; prefix?: string; password?: string; phoneNumber?: string }): Promise<Credentials> {
    const credentials = { username: uniqueName(options.prefix ?? `e2e_${options.roleOf}_`), password: options.password ?? SEED_PASSWORD };
    const response = await this.api.post("/__sandbox/accounts", {
      data: { ...credentials, roleOf: options.roleOf, initPasswordFlag: options.initPasswordFlag ?? false, phoneNumber: options.phoneNumber },
    });
    expect(response.status(), await response.text()).toBe(201);
    return credentials;
  }
}

// ---------------------------------------------------------------------------------------------- pages

/**
 * With JavaScript, waits until React has hydrated the page (the root marks <html data-hydrated>, which also hides
 * the language form's submit button), so clicks reach the enhanced behaviour (modals, client-side navigation).
 */
export async function waitForHydration(page: Page, jsEnabled: boolean): Promise<void> {
  if (!jsEnabled) return;
  await page.waitForFunction(
    () => "__remixRouter" in window && document.documentElement.dataset.hydrated === "true",
    undefined,
    { timeout: 15_000 },
  );
}

/** Fills and submits the sign-in form (works with and without JavaScript); does not wait for where it leads. */
export async function submitLogin(page: Page, credentials: Partial<Credentials>, jsEnabled: boolean): Promise<void> {
  await waitForHydration(page, jsEnabled);
  await page.getByRole("textbox", { name: /^(用户名|Username)$/ }).fill(credentials.username ?? "");
  await page.getByRole("textbox", { name: /^(密码|Password)$/ }).fill(credentials.password ?? "");
  await page.getByRole("button", { name: /^(登录|Sign in)$/ }).click();
}

/** Signs in through the form and waits until the console answered with a page outside /user/login. */
export async function signIn(page: Page, credentials: Credentials, options: { jsEnabled: boolean; redirect?: string }): Promise<void> {
  const query = options.redirect === undefined ? "" : `?redirect=${encodeURIComponent(options.redirect)}`;
  await page.goto(`/user/login${query}`);
  await submitLogin(page, credentials, options.jsEnabled);
  await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
}

/** The session cookie of the console (HttpOnly, so only the browser context can read it). */
export const SESSION_COOKIE = "aed_session";

/** The cookies of a session signed in with these credentials (for `browser.newContext({ storageState })`). */
export async function signedInAs(browser: Browser, credentials: Credentials, file?: string): Promise<StorageState> {
  // Plain HTML sign-in: the quickest path, and the same form a user posts.
  const context = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signIn(page, credentials, { jsEnabled: false });
    await expect(page.getByTestId("side-menu")).toBeVisible();
    if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
    return await context.storageState(file ? { path: file } : undefined);
  } finally {
    await context.close();
  }
}

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;


// ---------------------------------------------------------------------------------------------- fixtures

interface TestFixtures {
  /** Sign in as this seeded account before the test (a session kept per worker). Unset: signed out. */
  account: Account | undefined;
  /** The test changes or reads global sandbox state (faults, token lifetimes, call log): run it alone. */
  exclusive: boolean;
  /**
   * The test's faults and call log are its own account's, so it runs beside other tests: it is signed in as a fresh
   * account of `account`'s role (one per worker and role, never used by another test), `sandbox` sets faults and
   * reads calls for that account only, and `me` is its credentials.
   */
  isolated: boolean;
  /** The signed-in account: the seeded `account`, or the isolated test's own. */
  me: Credentials;
  /** Holds the run-wide lock for the duration of the test (shared, or exclusive when `exclusive`). */
  gate: Gate;
  /** The project's JavaScript setting. */
  jsEnabled: boolean;
  sandbox: Sandbox;
  /** The test provokes script errors on purpose: the page's uncaught errors do not fail it. */
  allowPageErrors: boolean;
}

interface WorkerFixtures {
  sandboxApi: APIRequestContext;
  /** Lazily created storage-state files, one per seeded account (or isolated tests' own of its role) and worker. */
  sessionFiles: Map<string, Promise<{ credentials: Credentials; file: string }>>;
}

const GATE_WAIT_MS = 240_000;

export interface Gate {
  /**
   * For a long test holding the lock shared (a walk of the whole console): when a test of the other worker waits to
   * run alone, let it, and carry on after it (the wait is added to this test's timeout). Call it between steps that
   * must not see a fault injected by another test.
   */
  yieldToExclusive(): Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [undefined, { option: true }],
  exclusive: [false, { option: true }],
  isolated: [false, { option: true }],
  allowPageErrors: [false, { option: true }],

  // Every test's page fails the test on an uncaught error in the browser (a React error such as #421 included: React
  // reports recoverable errors with reportError), unless the test opts out with allowPageErrors.
  page: async ({ page, allowPageErrors }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
    await use(page);
    if (!allowPageErrors) expect(errors, "uncaught errors in the page").toEqual([]);
  },

  gate: [
    async ({ exclusive }, use, testInfo) => {
      // Waiting for the lock has its own budget (below): an exclusive test may hold it for a minute or more on a
      // busy machine, and waiting must not eat the waiting test's own timeout.
      const wait = GATE_WAIT_MS;
      // An exclusive test runs in the last projects (playwright.config.ts): among the others it would idle a worker.
      if (exclusive && !testInfo.tags.includes("@alone")) throw new Error(`an exclusive test must be tagged @alone: ${testInfo.titlePath.join(" › ")}`);
      let release = exclusive ? await acquireExclusive(wait) : await acquireShared(wait);
      const gate: Gate = {
        async yieldToExclusive() {
          if (exclusive || !exclusiveWanted()) return;
          const started = Date.now();
          release();
          release = () => undefined;
          release = await acquireShared(wait);
          testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
        },
      };
      try {
        await use(gate);
      } finally {
        release();
      }
    },
    { auto: true, timeout: GATE_WAIT_MS + 10_000 },
  ],

  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },

  sandboxApi: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: SANDBOX_URL });
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],

  sandbox: async ({ sandboxApi, isolated, account, browser, sessionFiles, gate: _gate }, use, testInfo) => {
    if (isolated && !account) throw new Error("an isolated test needs an `account` (test.use({ account }))");
    const caller = isolated && account ? (await signedInSession({ account, isolated, browser, sandboxApi, sessionFiles }, testInfo)).credentials.username : undefined;
    await use(new Sandbox(sandboxApi, caller));
  },

  sessionFiles: [
    async ({}, use) => {
      await use(new Map());
    },
    { scope: "worker" },
  ],

  me: async ({ account, isolated, browser, sandboxApi, sessionFiles, gate: _gate }, use, testInfo) => {
    if (!account) throw new Error("`me` needs an `account` (test.use({ account }))");
    await use((await signedInSession({ account, isolated, browser, sandboxApi, sessionFiles }, testInfo)).credentials);
  },

  storageState: async ({ account, isolated, browser, sandboxApi, sessionFiles, gate: _gate }, use, testInfo) => {
    await use(account ? (await signedInSession({ account, isolated, browser, sandboxApi, sessionFiles }, testInfo)).file : undefined);
  },
});

/** The worker's signed-in session of a seeded account, or of an isolated test's own account of its role: made once. */
function signedInSession(
  options: { account: Account; isolated: boolean; browser: Browser; sandboxApi: APIRequestContext; sessionFiles: WorkerFixtures["sessionFiles"] },
  testInfo: TestInfo,
): Promise<{ credentials: Credentials; file: string }> {
  const { account, isolated, browser, sandboxApi, sessionFiles } = options;
  const key = isolated ? `own-${account}` : account;
  let session = sessionFiles.get(key);
  if (!session) {
    const file = path.join(STORAGE_DIR, `${testInfo.project.name}-${testInfo.workerIndex}-${key}.json`);
    session = (async () => {
      const credentials = isolated ? await new Sandbox(sandboxApi).createAccount({ roleOf: account, prefix: `e2e_own_${account}_` }) : seeded(account);
      await signedInAs(browser, credentials, file);
      return { credentials, file };
    })();
    sessionFiles.set(key, session);
    session.catch(() => sessionFiles.delete(key));
  }
  return session;
}

/** Text that would betray internals: stack frames, source paths, exception names. */
export const STACK_TRACE = /\bat [\w$.<>]+ \(|node_modules|\/app\/|\.server\.ts|\.tsx?:\d+|TypeError|ReferenceError|SyntaxError|Unexpected token/;
