// Upstream faults and the server's own guards (§8; hostile cases 5, 10, 17, 18, 19, 24).
import http from "node:http";
import type { Page } from "@playwright/test";
import { CONSOLE_PORT, CONSOLE_URL, PLATFORM_TIMEOUT_MS } from "./env";
import { type FaultRule, STACK_TRACE, expect, signIn, test, waitForHydration } from "./fixtures";
import { rows } from "./support/table";

const SMS_LIST = "^/api/v1/sms-sent-records$";
const SERVICE_ERROR = "服务异常，请稍后再试";

/** The page shows the generic catalogue text inside the console frame, and nothing of the server's internals. */
async function expectGenericError(page: Page, title: string | RegExp = SERVICE_ERROR) {
  const error = page.getByTestId("route-error");
  await expect(error).toBeVisible();
  await expect(error.getByRole("alert")).toContainText(title);
  await expect(page.getByTestId("side-menu")).toBeVisible();
  await expect(page.getByTestId("side-menu").getByRole("link", { name: "短信发送记录" })).toBeVisible();
  await expect(page.getByTestId("data-table")).toHaveCount(0);
  expect(await page.locator("body").innerText()).not.toMatch(STACK_TRACE);
  expect(await page.content()).not.toMatch(/"stack"\s*:|\bat [\w$.<>]+ \(\//);
}

test.describe("upstream faults", () => {
  // Each test's fault rules apply to its own account's calls only (a fresh account of user's role): other tests run
  // meanwhile.
  test.use({ isolated: true, account: "user" });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.clearFaults();
  });

  const cases: [string, FaultRule][] = [
    ["a 500", { path: SMS_LIST, method: "GET", status: 500 }],
    ["a dropped connection", { path: SMS_LIST, method: "GET", status: 503, dropConnection: true }],
    ["malformed JSON", { path: SMS_LIST, method: "GET", status: 200, body: "{not json", contentType: "application/json" }],
    ["a 502 with an HTML body", { path: SMS_LIST, method: "GET", status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" }],
  ];

  for (const [name, rule] of cases) {
    test(`hostile #19: ${name} from the platform shows '${SERVICE_ERROR}' in the frame, then the page recovers`, async ({ page, sandbox }) => {
      await sandbox.addFault(rule);
      const response = await page.goto("/message/sms");
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      await expectGenericError(page);

      await sandbox.clearFaults();
      await page.reload();
      await expect(rows(page)).toHaveCount(10);
      await expect(page.getByTestId("route-error")).toHaveCount(0);
    });
  }

  test("a fault met during client-side navigation shows the same error state", { tag: "@js-only" }, async ({ page, jsEnabled, sandbox }) => {
    // JavaScript only: client-side navigation needs JavaScript; the document request is covered above.
    await page.goto("/dashboard/workplace");
    await waitForHydration(page, jsEnabled);
    await sandbox.addFault({ path: SMS_LIST, method: "GET", status: 500 });
    await page.getByTestId("side-menu").getByText("消息记录", { exact: true }).click();
    await page.getByTestId("side-menu").getByRole("link", { name: "短信发送记录" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms`);
    await expectGenericError(page);

    await sandbox.clearFaults();
    await page.getByTestId("route-error").getByRole("link", { name: "重试" }).click();
    await expect(rows(page)).toHaveCount(10);
  });

  test("hostile #18: a hanging platform is abandoned at the timeout with a clear error", async ({ page, sandbox }) => {
    await sandbox.addFault({ path: SMS_LIST, method: "GET", latencyMs: PLATFORM_TIMEOUT_MS + 20_000, status: 200, body: "[]" });
    const started = Date.now();
    const response = await page.goto("/message/sms", { timeout: PLATFORM_TIMEOUT_MS + 15_000 });
    const elapsed = Date.now() - started;
    expect(response?.status()).toBe(504);
    await expectGenericError(page);
    expect(elapsed).toBeGreaterThanOrEqual(PLATFORM_TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(PLATFORM_TIMEOUT_MS + 8_000);
  });

  test("hostile #19: a 403 from the platform falls back to 'no access to the interface'", async ({ page, sandbox }) => {
    await sandbox.addFault({ path: SMS_LIST, method: "GET", status: 403, body: "{}" });
    const response = await page.goto("/message/sms");
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId("error-title")).toHaveText("抱歉，你无权访问该页面");
    await expect(page.getByTestId("error-message")).toHaveText("无权访问该接口，请联系管理员");
    await expect(page.getByTestId("side-menu")).toBeVisible();
  });

  test("hostile #19: a 400 from the platform shows its detail", async ({ page, sandbox }) => {
    const body = JSON.stringify({ title: "Bad Request", status: 400, detail: "上游拒绝了这个查询" });
    await sandbox.addFault({ path: SMS_LIST, method: "GET", status: 400, body });
    await page.goto("/message/sms");
    await expectGenericError(page, "上游拒绝了这个查询");
  });

  test.describe("a 401", () => {
    test("from the platform shows its message, signs the user out, back to sign-in with a redirect", async ({ page, jsEnabled, sandbox, me }) => {
      // Its own session: this one ends.
      await page.context().clearCookies();
      await signIn(page, me, { jsEnabled });
      await sandbox.addFault({ path: SMS_LIST, method: "GET", status: 401, body: JSON.stringify({ status: 401, detail: "登录已失效" }) });
      await page.goto("/message/sms");
      await expect(page).toHaveURL(`${CONSOLE_URL}/user/login?redirect=%2Fmessage%2Fsms&reason=sessionExpired`);
      // §8: the platform's detail, not a generic text; shown once (the notice is spent by the visit).
      await expect(page.getByTestId("login-reason")).toHaveText("登录已失效");
      await page.reload();
      await expect(page.getByTestId("login-reason")).toHaveText("登录已过期，请重新登录");
      await sandbox.clearFaults();
      await page.goto("/dashboard/workplace");
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fworkplace/);
    });
  });
});

test.describe("server guards", () => {
  test.use({ account: "admin" });

  test("hostile #5: a cross-site POST is refused with 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: hand-made cross-site posts: server answers, the same without JavaScript, checked once in no-js.
    await page.goto("/device/firmware");
    const foreign: Record<string, string>[] = [{ Origin: "http://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of foreign) {
      const response = await page.request.post("/device/firmware/new", {
        headers,
        multipart: { version: "V66.6.6", description: "cross-site", file: { name: "x.jas", mimeType: "application/octet-stream", buffer: Buffer.from("x") } },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
    }
    // The same request from the console's own origin gets past the guard (and fails validation, not the guard).
    const own = await page.request.post("/device/firmware/new", { headers: { Origin: CONSOLE_URL }, form: { version: "" }, maxRedirects: 0 });
    expect(own.status()).toBe(400);
  });

  test("hostile #10: a body declared over 12 MB is refused with 413 before it is read", async () => {
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "localhost",
          port: CONSOLE_PORT,
          method: "POST",
          path: "/device/firmware/new",
          headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(13 * 1024 * 1024) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      // A first slice only: the answer must not wait for the rest.
      request.write(Buffer.alloc(64 * 1024, 0x61));
    });
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("hostile #24: pages carry a nonce-based CSP, frame-ancestors 'none' and nosniff", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: response headers and server HTML: the same without JavaScript, checked once in no-js.
    const first = await page.goto("/message/sms");
    const headers = first!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();

    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const second = await page.goto("/message/sms");
    expect(/'nonce-([^']+)'/.exec(second!.headers()["content-security-policy"] ?? "")?.[1]).not.toBe(nonce);
    const login = await page.request.get("/user/login");
    expect(login.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("hostile #35: signed-in pages and their data answers are never stored by a cache", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: a server property, tested once.
    const document = await page.goto("/message/sms");
    expect(document!.headers()["cache-control"]).toBe("no-store");
    const data = await page.request.get("/message/sms?_data=routes%2F_console%2B%2F_layout");
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe("no-store");
    // Static build files keep their long cache.
    const script = /"(\/build\/[^"]+\.js)"/.exec(await document!.text())?.[1];
    expect((await page.request.get(script!)).headers()["cache-control"]).toContain("immutable");
  });
});
