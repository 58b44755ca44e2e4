// Issue 33, items 2, 3 and 7 — found from outside, as an attacker would: return addresses that normalise to another
// host (#40), stored files served to any signed-in account (#41), writes with no sign of their origin (#44), secrets
// typed into text inputs and sent back after a failed submit (#45), and answers without a Cache-Control (#47).
import http from "node:http";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { CONSOLE_PORT, CONSOLE_URL } from "./env";
import { type Credentials, expect, seeded, signIn, submitLogin, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal, TINY_PNG } from "./support/ui";

const CONTRACT_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Return addresses a browser would follow to evil.example once normalised (hostile #40). */
const NORMALISING_ATTACKS = ["/.//evil.example/x", "/a/..//evil.example", "/%2e//evil.example", "/%2e%2e//evil.example", "/..//evil.example", "/\t/evil.example", "/%2F%2Fevil.example"];

/** A Location that stays on the console: a same-origin path, never `//host` or `/\host`. */
function expectOnSite(location: string | undefined, what: string) {
  expect(location, what).toBeDefined();
  expect(location!, what).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, CONSOLE_URL).origin, what).toBe(CONSOLE_URL);
}

/** A request context signed in as `credentials` through the sign-in form, as a browser posts it. */
async function sessionOf(playwright: PlaywrightWorkerArgs["playwright"], credentials: Credentials): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: CONSOLE_URL });
  const response = await api.post("/user/login", { form: { username: credentials.username, password: credentials.password }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
  expect(response.status(), `sign-in of ${credentials.username}`).toBe(302);
  return api;
}

test.describe("hostile #40: return addresses", () => {
  test.describe("signed in", () => {
    test.use({ account: "admin" });

    test("hostile #40: the sign-in pages send a signed-in visitor on only to this site, however the address is written", { tag: "@no-js-only" }, async ({ page }) => {
      // Without JavaScript only: a server property: the redirects themselves.
      for (const path of ["/user/login", "/user/login/sms", "/user/login/wechat"]) {
        for (const attack of NORMALISING_ATTACKS) {
          const response = await page.request.get(`${path}?redirect=${encodeURIComponent(attack)}`, { maxRedirects: 0 });
          expect(response.status(), `${path} ${attack}`).toBe(302);
          expectOnSite(response.headers()["location"], `${path} ${attack}`);
        }
      }
      // A same-site address whose query names another site is kept, normalised.
      const kept = await page.request.get(`/user/login?redirect=${encodeURIComponent("/a/../message/sms?next=//evil.example")}`, { maxRedirects: 0 });
      expect(kept.headers()["location"]).toBe("/message/sms?next=//evil.example");
    });

    test("hostile #40: /tabs, /language and /settings return only to this site", { tag: "@no-js-only" }, async ({ page }) => {
      // Without JavaScript only: a server property: the redirects themselves.
      for (const [path, form] of [
        ["/tabs", {}],
        ["/language", { lng: "zh-CN" }],
        ["/settings", { intent: "reset" }],
      ] as const) {
        for (const attack of NORMALISING_ATTACKS) {
          const response = await page.request.post(path, { form: { ...form, redirectTo: attack }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
          expect(response.status(), `${path} ${attack}`).toBe(302);
          expectOnSite(response.headers()["location"], `${path} ${attack}`);
        }
      }
    });
  });

  test("hostile #40: the sign-in page carries only a safe return address into its form and links; signing in lands on the workplace", async ({ page, jsEnabled }) => {
    await page.goto(`/user/login?redirect=${encodeURIComponent("/.//evil.example/x")}`);
    await expect(page.locator('input[name="redirect"]')).toHaveValue("/dashboard/workplace");
    // The other sign-in methods' links pass the address on: in its safe form too.
    for (const href of await page.locator('a[href*="redirect="]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect(new URL(href, CONSOLE_URL).searchParams.get("redirect"), href).toBe("/dashboard/workplace");
    }
    await submitLogin(page, seeded("user"), jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
    await expect(page.getByTestId("workplace-greeting")).toBeVisible();
  });

  test("hostile #40: SMS sign-in and the forced password change keep a normalising return address on the site", async ({ page, jsEnabled, sandbox }) => {
    // The SMS page carries the address into its form only in its safe form.
    await page.goto(`/user/login/sms?redirect=${encodeURIComponent("/%2e//evil.example")}`);
    await expect(page.locator('input[name="redirect"]')).toHaveValue("/dashboard/workplace");

    const account = await sandbox.createAccount({ roleOf: "user", initPasswordFlag: true });
    await signIn(page, account, { jsEnabled });
    await page.goto(`/account/password?redirect=${encodeURIComponent("/a/..//evil.example/x")}`);
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "forced-password");
    const newPassword = "Fresh#2026pw";
    await dialog.getByRole("textbox", { name: "原密码", exact: true }).fill(account.password);
    await dialog.getByRole("textbox", { name: "新密码", exact: true }).fill(newPassword);
    await dialog.getByRole("textbox", { name: "确认密码", exact: true }).fill(newPassword);
    await dialog.getByRole("button", { name: "确认修改" }).click();
    await expect(flash(page, "success")).toContainText("修改密码成功");
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
  });
});

test.describe("hostile #41: stored files", () => {
  test("hostile #41: a brand's logo is served to those who list brands, not to other accounts; its id cannot be counted", async ({ page, jsEnabled, playwright }) => {
    await signIn(page, seeded("admin"), { jsEnabled });
    await page.goto("/config/brand/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "brands-form");
    const name = uniqueName("品牌");
    await dialog.getByRole("textbox", { name: "中文名称" }).fill(name);
    await dialog.getByRole("textbox", { name: "英文名称" }).fill("Private logo");
    await dialog.getByLabel("品牌标志").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
    await dialog.getByRole("button", { name: "保存" }).click();
    // An upload and two platform calls: on a loaded machine, more than the default wait.
    await expect(flash(page, "success")).toContainText("新增成功", { timeout: 30_000 });
    await page.goto(`/config/brand?name=${encodeURIComponent(name)}`);
    const logo = rows(page).first().getByRole("img", { name });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const src = (await logo.getAttribute("src"))!;

    for (const other of ["operator", "user"] as const) {
      const session = await sessionOf(playwright, seeded(other));
      try {
        const theirs = await session.get(src);
        expect(theirs.status(), other).toBe(404);
        expect(theirs.headers()["content-type"], other).not.toBe("image/png");
      } finally {
        await session.dispose();
      }
    }
    const mine = await page.request.get(src);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    // Files are not numbered: the first ones do not exist for anybody.
    expect(src).toMatch(/^\/oss\/[A-Za-z0-9_-]{22}$/);
    for (const guess of ["1", "2", "3", "4", "5"]) expect((await page.request.get(`/oss/${guess}`)).status(), guess).toBe(404);
  });

  test("hostile #41: a contract's file is offered on its detail and served to those who list contracts; a reader without contracts gets 404", async ({ page, jsEnabled, playwright }) => {
    await signIn(page, seeded("admin"), { jsEnabled });
    await page.goto("/contract/list/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "contracts-form");
    const number = `HT${Date.now().toString(36).toUpperCase()}${jsEnabled ? "J" : "N"}`;
    await dialog.getByRole("textbox", { name: "合同名称" }).fill("保密合同");
    await dialog.getByRole("textbox", { name: "合同编号" }).fill(number);
    await dialog.getByRole("textbox", { name: "签订人", exact: true }).fill("张三");
    await dialog.getByRole("textbox", { name: "签订人电话" }).fill("13800001111");
    await dialog.getByRole("textbox", { name: "甲方公司" }).fill("杭州市卫生健康委员会");
    await dialog.getByRole("textbox", { name: "乙方公司" }).fill("心安急救科技有限公司");
    await dialog.getByLabel("签订日期").fill("2026-03-01");
    await dialog.getByLabel("合同文件").setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: CONTRACT_PDF });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功", { timeout: 30_000 });

    await page.goto(`/contract/list?number=${number}`);
    await rows(page).first().getByRole("link", { name: /详情|查看/ }).first().click();
    const download = page.getByRole("link", { name: "下载" });
    const href = (await download.getAttribute("href"))!;
    expect(href).toMatch(/^\/oss\/[A-Za-z0-9_-]{22}$/);
    const mine = await page.request.get(href);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["content-type"]).toContain("application/pdf");
    expect((await mine.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const reader = await sessionOf(playwright, seeded("user"));
    try {
      const theirs = await reader.get(href);
      expect(theirs.status()).toBe(404);
      expect((await theirs.body()).subarray(0, 5).toString()).not.toBe("%PDF-");
    } finally {
      await reader.dispose();
    }
  });

  test("hostile #41: an avatar is served to its owner and to those who may read users; others get 404", async ({ page, jsEnabled, sandbox, playwright }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await signIn(page, account, { jsEnabled });
    await page.goto("/account/avatar");
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#avatar");
    await form.getByLabel("头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await form.getByRole("button", { name: "上传头像" }).click();
    await expect(flash(page, "success")).toHaveText("头像已更新");
    const src = (await page.locator("#avatar img").getAttribute("src"))!;
    expect((await page.request.get(src)).status()).toBe(200);

    for (const [other, status] of [["admin", 200], ["user", 404], ["operator", 404]] as const) {
      const session = await sessionOf(playwright, seeded(other));
      try {
        expect((await session.get(src)).status(), other).toBe(status);
      } finally {
        await session.dispose();
      }
    }
    expect(src).toMatch(/^\/oss\/[A-Za-z0-9_-]{22}$/);
  });

  test("hostile #41: the VIP logo shows in the VIP account's shell, is served to nobody else, and is not kept after sign-out", async ({ page, jsEnabled, playwright }) => {
    await signIn(page, seeded("svip"), { jsEnabled });
    const logo = page.locator(".shell__brand img");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const src = (await logo.getAttribute("src"))!;
    expect(src).toMatch(/^\/oss\/[A-Za-z0-9_-]{22}$/);

    for (const other of ["admin", "user"] as const) {
      const session = await sessionOf(playwright, seeded(other));
      try {
        expect((await session.get(src)).status(), other).toBe(404);
      } finally {
        await session.dispose();
      }
    }

    // Opened on its own, then signed out: the browser asks again, and is sent to sign in.
    const opened = await page.goto(src);
    expect(opened?.status()).toBe(200);
    await page.goto("/logout");
    await page.getByRole("button", { name: "确认退出" }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    await page.goto(src);
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Foss%2F/);
  });
});

test.describe("hostile #44: writes must show their origin", () => {
  test.use({ account: "admin" });

  test("hostile #44: the console's own forms post; a POST with no Origin, Sec-Fetch-Site or Referer is refused, a same-origin Referer alone is enough", async ({ page, jsEnabled }) => {
    await page.goto("/dashboard/workplace");
    await waitForHydration(page, jsEnabled);
    const language = page.locator("form.language-switcher");
    await language.getByRole("combobox").selectOption({ label: "English" });
    if (!jsEnabled) await language.getByRole("button").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    // The language comes with a new document: its select submits on change only once that page is hydrated.
    await waitForHydration(page, jsEnabled);
    await language.getByRole("combobox").selectOption({ label: "简体中文" });
    if (!jsEnabled) await language.getByRole("button").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

    const form = { redirectTo: "/dashboard/workplace" };
    // What `curl --data … /tabs` sends: nothing that says where it comes from.
    const bare = await page.request.post("/tabs", { form, maxRedirects: 0 });
    expect(bare.status()).toBe(403);
    const refused: Record<string, string>[] = [{ Referer: "http://evil.example/page" }, { "Sec-Fetch-Site": "same-site" }, { "Sec-Fetch-Site": "none" }, { Referer: `${CONSOLE_URL}/x`, "Sec-Fetch-Site": "cross-site" }];
    for (const headers of refused) {
      expect((await page.request.post("/tabs", { form, headers, maxRedirects: 0 })).status(), JSON.stringify(headers)).toBe(403);
    }
    const accepted: Record<string, string>[] = [{ Referer: `${CONSOLE_URL}/dashboard/workplace` }, { "Sec-Fetch-Site": "same-origin" }, { Origin: CONSOLE_URL }];
    for (const headers of accepted) {
      expect((await page.request.post("/tabs", { form, headers, maxRedirects: 0 })).status(), JSON.stringify(headers)).toBe(302);
    }
  });
});

test.describe("hostile #45: secrets", () => {
  test.use({ account: "admin" });

  const SECRET = "Typed-Secret-45-Never-Back";

  /** Fills the MQ account form with a name the platform already has, so the server (not the browser) refuses it. */
  async function submitTakenName(page: Page) {
    const dialog = modal(page, "mqAccounts-form");
    await dialog.getByRole("textbox", { name: /^(用户名|User)$/ }).fill("mq_hangzhou");
    await dialog.getByLabel(/^(密码|Password)/).fill(SECRET);
    await dialog.getByRole("textbox", { name: /^(队列|Queue)$/ }).fill(`real_time_data_${uniqueName("q")}`);
    await dialog.getByRole("textbox", { name: /^(交换机|Exchange)$/ }).fill("aed.realtime");
    await dialog.getByRole("textbox", { name: /^(虚拟主机|Virtual host)$/ }).fill("/aed");
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/integration/mq-account/new");
    await dialog.getByRole("button", { name: /^(保存|Save)$/ }).click();
    return { dialog, answer: await answer };
  }

  test("hostile #45: a secret is typed into a password input and never comes back, not even after a failed submit", async ({ page, jsEnabled }) => {
    await page.goto("/integration/mq-account/new");
    await waitForHydration(page, jsEnabled);
    const password = modal(page, "mqAccounts-form").getByLabel("密码");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "new-password");

    const { dialog, answer } = await submitTakenName(page);
    // Without JavaScript the failed submit is answered with post/redirect/get (issue 34): the kept answer has no secret.
    expect(answer.status()).toBe(jsEnabled ? 400 : 303);
    if (jsEnabled) expect(await answer.text()).not.toContain(SECRET);
    await expectFieldError(dialog.getByRole("textbox", { name: "用户名" }), "该值已存在");
    // The other values stay; the secret is empty, with the hint to type it again.
    await expect(dialog.getByRole("textbox", { name: "交换机" })).toHaveValue("aed.realtime");
    await expect(dialog.getByLabel("密码")).toHaveValue("");
    await expect(dialog).toContainText("出于安全，刚才输入的值没有保留，请重新输入");
    expect(await page.content()).not.toContain(SECRET);
  });

  test("hostile #45: the hint to type the secret again is in English too", async ({ page, jsEnabled, context }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/integration/mq-account/new");
    await waitForHydration(page, jsEnabled);
    const { dialog, answer } = await submitTakenName(page);
    if (jsEnabled) expect(await answer.text()).not.toContain(SECRET);
    await expect(dialog.getByLabel(/^Password/)).toHaveValue("");
    expect(await page.content()).not.toContain(SECRET);
    await expect(dialog).toContainText("For safety, what you typed was not kept. Enter it again.");
  });
});

test.describe("hostile #47: every answer has a Cache-Control", () => {
  /** Sends a request by hand (no browser headers) and reports status and Cache-Control. */
  function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; cacheControl: string | undefined }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: "localhost", port: CONSOLE_PORT, method, path, headers }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, cacheControl: response.headers["cache-control"] });
      });
      request.on("error", reject);
      request.end();
    });
  }

  test("hostile #47: pages, redirects, 401/403/404, data requests, assets and stored files all say how to cache them", { tag: "@no-js-only" }, async ({ page, jsEnabled, playwright }) => {
    // Without JavaScript only: a server property: response headers.
    await signIn(page, seeded("admin"), { jsEnabled });
    const html = await (await page.request.get("/dashboard/workplace")).text();
    const asset = /\/build\/[^"']+\.js/.exec(html)![0];
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    const answers: [string, Promise<{ status: number; cacheControl: string | undefined }>, number][] = [
      ["sign-in page", raw("GET", "/user/login"), 200],
      ["anonymous redirect", raw("GET", "/dashboard/workplace"), 302],
      ["anonymous data redirect", raw("GET", "/dashboard/workplace?_data=routes%2F_console%2B%2F_layout"), 204],
      ["live without a session", raw("GET", "/live", { Accept: "text/event-stream" }), 401],
      ["cross-site write", raw("POST", "/tabs", { Origin: "http://evil.example", "Content-Length": "0" }), 403],
      ["write without origin", raw("POST", "/tabs", { "Content-Length": "0" }), 403],
      ["oversized body", raw("POST", "/tabs", { "Content-Length": String(200 * 1024 * 1024) }), 413],
      ["404 page", raw("GET", "/no-such-page", { Cookie: cookie }), 404],
      ["404 data", raw("GET", `/device/99999999/overview?_data=${encodeURIComponent("routes/_console+/device+/$id+/overview")}`, { Cookie: cookie }), 404],
      ["page", raw("GET", "/message/sms", { Cookie: cookie }), 200],
      ["data", raw("GET", `/message/sms?_data=${encodeURIComponent("routes/_console+/message+/sms+/_layout")}`, { Cookie: cookie }), 200],
      ["stored file not there", raw("GET", "/oss/AAAAAAAAAAAAAAAAAAAAAA", { Cookie: cookie }), 404],
      ["bad file id", raw("GET", "/oss/..%2F..", { Cookie: cookie }), 404],
      ["403 page", raw("GET", "/system/role", { Cookie: (await userCookie(playwright)) }), 403],
      ["build asset", raw("GET", asset), 200],
      ["public file", raw("GET", "/logo.svg"), 200],
    ];
    for (const [what, answer, status] of answers) {
      const { status: got, cacheControl } = await answer;
      expect(got, what).toBe(status);
      expect(cacheControl, what).toBeTruthy();
      // Only files that are the same for everyone may be kept; everything else is per user.
      if (!["build asset", "public file"].includes(what)) expect(cacheControl, what).toMatch(/no-store|private/);
    }
  });

  async function userCookie(playwright: PlaywrightWorkerArgs["playwright"]): Promise<string> {
    const session = await sessionOf(playwright, seeded("user"));
    try {
      return (await session.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    } finally {
      await session.dispose();
    }
  }
});
