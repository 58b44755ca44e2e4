// Token refresh (§9; hostile case 4): an access token counts as expired 5 minutes before its exp, so any lifetime
// under 300 s is "expired" at once. Every loader of a page then needs a fresh token, and they must share ONE refresh.
//
// Token lifetimes and the call log are global to the sandbox, so these tests run alone (exclusive) and serially, on
// an account of their own; the lifetimes are restored after each test.
import { CONSOLE_URL } from "./env";
import { type UpstreamCall, expect, signIn, test, waitForHydration } from "./fixtures";
import { modal } from "./support/ui";
import { rows } from "./support/table";

const REFRESH = "PUT /api/v1/authenticate/refreshToken";
const SHORT_LIVED = { idTokenSeconds: 120 };
const DEFAULT_TTL = { idTokenSeconds: 3600, refreshTokenSeconds: 604800 };

const refreshes = (calls: UpstreamCall[]) => calls.filter((call) => `${call.method} ${call.path}` === REFRESH);

test.describe.configure({ mode: "serial" });
test.use({ exclusive: true });

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
  await sandbox.setTokenTtl(DEFAULT_TTL);
});

test("hostile #4: the loaders of one page share a single refresh of an expired token", { tag: "@alone" }, async ({ page, context, jsEnabled, sandbox }) => {
  const account = await sandbox.createAccount({ roleOf: "admin", prefix: "e2e_token_" });
  /** A new session whose access token already counts as expired; the next refresh yields a lasting token. */
  const signInExpired = async () => {
    await context.clearCookies();
    await sandbox.setTokenTtl(SHORT_LIVED);
    // With JavaScript the frame opens its live stream after hydration, and that request refreshes the token too:
    // wait for it while tokens are still short-lived, or on a slow machine its refresh lands after the lifetime is
    // restored and leaves the navigation below nothing to refresh.
    const liveStreamOpened = jsEnabled ? page.waitForResponse((response) => new URL(response.url()).pathname === "/live", { timeout: 20_000 }) : null;
    await signIn(page, account, { jsEnabled });
    await expect(page.getByTestId("workplace-greeting")).toBeVisible();
    await liveStreamOpened;
    // So a loader arriving after the refresh has nothing left to refresh: only concurrent ones could double it.
    await sandbox.setTokenTtl(DEFAULT_TTL);
  };

  if (jsEnabled) {
    // Client-side navigation: the frame's and the list's loaders are separate requests, sent in parallel.
    await signInExpired();
    await waitForHydration(page, jsEnabled);
    await sandbox.clearCalls();
    // The workplace shortcut (the side menu would prefetch on hover and add its own requests).
    await page.getByRole("main").getByRole("link", { name: "短信发送记录" }).click();
    await expect(page.getByTestId("pager-range")).toHaveText("第 1-10 条，共 500 条");
    const navigationCalls = await sandbox.calls();
    expect(navigationCalls.filter((call) => call.path === "/api/v1/sms-sent-records").length).toBe(1);
    expect(refreshes(navigationCalls)).toHaveLength(1);
  }

  // A document request: the console frame, the list and the detail load together.
  await signInExpired();
  await sandbox.clearCalls();
  await page.goto("/message/sms/1");
  await expect(modal(page, "sms-detail")).toContainText("短信记录 #1");
  await expect(rows(page)).toHaveCount(10);
  const documentCalls = await sandbox.calls();
  expect(documentCalls.filter((call) => call.path === "/api/v1/sms-sent-records").length).toBe(1);
  expect(documentCalls.filter((call) => call.path === "/api/v1/sms-sent-records/1").length).toBe(1);
  expect(refreshes(documentCalls)).toHaveLength(1);

  // The refreshed token lasts: the next page needs no refresh.
  await sandbox.clearCalls();
  await page.goto("/message/sms?pageNo=3");
  await expect(rows(page)).toHaveCount(10);
  expect(refreshes(await sandbox.calls())).toHaveLength(0);
});

test("hostile #4: a refused refresh signs the user out once, back to sign-in with a redirect", { tag: "@alone" }, async ({ page, jsEnabled, sandbox }) => {
  const account = await sandbox.createAccount({ roleOf: "user", prefix: "e2e_token_" });
  await sandbox.setTokenTtl(SHORT_LIVED);
  await signIn(page, account, { jsEnabled });
  await expect(page.getByTestId("workplace-greeting")).toBeVisible();

  await sandbox.addFault({ path: "^/api/v1/authenticate/refreshToken$", method: "PUT", status: 401, body: JSON.stringify({ status: 401, detail: "刷新令牌无效或已过期" }) });
  await sandbox.clearCalls();
  await page.goto("/message/sms?pageNo=2");
  await expect(page).toHaveURL(`${CONSOLE_URL}/user/login?redirect=%2Fmessage%2Fsms%3FpageNo%3D2&reason=sessionExpired`);
  await expect(page.getByTestId("login-reason")).toHaveText("登录已过期，请重新登录");
  // No loop: one refresh attempt, and the sign-in page itself asks nothing of the platform but an image code at most.
  expect(refreshes(await sandbox.calls())).toHaveLength(1);
  expect((await sandbox.calls()).filter((call) => call.path === "/api/v1/sms-sent-records")).toEqual([]);
});
