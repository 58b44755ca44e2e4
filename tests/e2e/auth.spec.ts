// Sign-in, redirects after sign-in, sign-out, session cookie hygiene and the forced password change (§2, §4, §6, §8;
// hostile cases 1, 2, 8).
import { CONSOLE_URL } from "./env";
import { SESSION_COOKIE, expect, seeded, signIn, submitLogin, test, waitForHydration } from "./fixtures";
import { expectFieldError, flash, modal, openDisclosure } from "./support/ui";

test.describe("sign-in", () => {
  test("good credentials land on the workplace with the greeting", async ({ page, jsEnabled }) => {
    await signIn(page, seeded("admin"), { jsEnabled });
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
    await expect(page.getByTestId("workplace-greeting")).toHaveText(/^(早上好|上午好|中午好|下午好|晚上好)，系统管理员，欢迎回来$/);
    const menu = page.getByTestId("side-menu");
    await expect(menu).toBeVisible();
    // With JavaScript the console's frame was first drawn in the browser (after hydration): its menu still leads on.
    await menu.getByText("消息记录", { exact: true }).click();
    await menu.getByRole("link", { name: "短信发送记录" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms`);
    await expect(menu.getByRole("link", { name: "短信发送记录" })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator("[aria-current]")).toHaveCount(1);
  });

  test("a wrong password says so and keeps the username", async ({ page, jsEnabled, sandbox }) => {
    // Its own account: failed attempts count towards the image code of that username.
    const account = await sandbox.createAccount({ roleOf: "user" });
    await page.goto("/user/login");
    await submitLogin(page, { username: account.username, password: "Wrong@2026!" }, jsEnabled);
    await expect(page.getByTestId("form-error")).toContainText("账号或密码错误");
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.getByRole("textbox", { name: "用户名", exact: true })).toHaveValue(account.username);
    // Without JavaScript the page is re-rendered by the server, which never echoes a password.
    if (!jsEnabled) await expect(page.getByRole("textbox", { name: "密码", exact: true })).toHaveValue("");
  });

  test("empty fields get translated field errors", async ({ page, jsEnabled }) => {
    await page.goto("/user/login");
    await submitLogin(page, { username: "", password: "" }, jsEnabled);
    await expectFieldError(page.getByRole("textbox", { name: "用户名", exact: true }), "请输入用户名");
    await expectFieldError(page.getByRole("textbox", { name: "密码", exact: true }), "请输入密码");
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test("a protected page sends a signed-out visitor to sign-in and back after it", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await expect(page).toHaveURL(`${CONSOLE_URL}/user/login?redirect=%2Fmessage%2Fsms`);
    await submitLogin(page, seeded("user"), jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms`);
    await expect(page.getByTestId("data-table")).toBeVisible();
  });

  for (const target of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    test(`hostile #8: redirect=${target} stays on the site`, async ({ page, jsEnabled }) => {
      await signIn(page, seeded("user"), { jsEnabled, redirect: target });
      await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
      await expect(page.getByTestId("workplace-greeting")).toBeVisible();
    });
  }

  test("an account whose role has no permissions is sent back with 'roles must be a non-null array'", async ({ page, jsEnabled }) => {
    await page.goto("/user/login");
    await submitLogin(page, seeded("norole"), jsEnabled);
    await expect(page.getByTestId("login-reason")).toHaveText("账号的角色没有任何权限，已退出登录（roles must be a non-null array）");
    await expect(page).toHaveURL(/\/user\/login\?/);
    // Signed out for real: the console does not let the account in.
    await page.goto("/dashboard/workplace");
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fworkplace/);
  });
});

test.describe("session", () => {
  test("hostile #2: logout asks for confirmation, and the old session cookie is refused afterwards", async ({ page, context, jsEnabled, playwright }) => {
    await signIn(page, seeded("admin"), { jsEnabled });
    const before = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(before, "session cookie after sign-in").toBeDefined();

    await waitForHydration(page, jsEnabled);
    await openDisclosure(page.getByTestId("avatar-menu"));
    await page.getByTestId("logout-link").click();
    if (jsEnabled) {
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("确认退出登录吗？");
      await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
      await dialog.getByRole("button", { name: "确认退出" }).click();
    } else {
      await expect(page).toHaveURL(`${CONSOLE_URL}/logout`);
      await expect(page.getByText("确认退出登录吗？")).toBeVisible();
      await page.getByRole("button", { name: "确认退出" }).click();
    }
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.getByTestId("login-reason")).toHaveText("您已安全退出");
    // Back, or the confirmation's address again: the plain sign-in page, never a confirmation to sign in to.
    await page.goBack();
    await expect(page).toHaveURL(/\/user\/login/);
    expect((await page.goto("/logout"))?.url()).toBe(`${CONSOLE_URL}/user/login`);

    // Replaying the cookie captured before the logout: the console treats it as signed out.
    const replay = await playwright.request.newContext({ baseURL: CONSOLE_URL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${before!.value}` } });
    try {
      const response = await replay.get("/dashboard/workplace", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toMatch(/^\/user\/login\?redirect=%2Fdashboard%2Fworkplace/);
    } finally {
      await replay.dispose();
    }
  });

  test("hostile #1: the session cookie is HttpOnly, SameSite=Lax, host-only, and no token reaches the browser", async ({ page, context, jsEnabled }) => {
    await signIn(page, seeded("admin"), { jsEnabled });
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", domain: "localhost", path: "/" });
    expect(cookie!.value).not.toContain("eyJ");

    for (const url of ["/dashboard/workplace", "/message/sms", "/message/sms/1"]) {
      const response = await page.goto(url);
      const html = (await response!.text()) + (await page.content());
      expect(html, url).not.toContain("eyJ");
      expect(html, url).not.toMatch(/id_token|refresh_token|idToken|refreshToken/);
    }
    for (const c of await context.cookies()) expect(c.value, c.name).not.toContain("eyJ");
    if (jsEnabled) {
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
      expect(stored).not.toContain("eyJ");
    }
  });
});

test.describe("forced password change", () => {
  test("hostile #33: a first sign-in with initPasswordFlag must change the password; until then the server serves nothing else", async ({ page, context, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user", initPasswordFlag: true });
    const newPassword = "Fresh#2026pw";
    await signIn(page, account, { jsEnabled, redirect: "/message/sms?mobile=138" });
    const dialog = modal(page, "forced-password");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("首次登录请修改密码");
    await expect(page).toHaveURL(/\/account\/password\?redirect=%2Fmessage%2Fsms%3Fmobile%3D138$/);
    await expect(page.getByRole("table")).toHaveCount(0);

    // Not through data requests, not through forms: both are sent to the change form instead.
    const data = await page.request.get("/message/sms?_data=routes%2F_console%2B%2F_layout", { maxRedirects: 0 });
    expect(data.status()).toBe(204);
    expect(data.headers()["x-remix-redirect"]).toMatch(/^\/account\/password/);
    const write = await page.request.post("/account/settings", { headers: { Origin: CONSOLE_URL }, form: { name: "改名" }, maxRedirects: 0 });
    expect(write.status()).toBe(302);
    expect(write.headers().location).toBe("/account/password");
    await waitForHydration(page, jsEnabled);

    const fill = async (old: string, next: string, confirm: string) => {
      await page.getByRole("textbox", { name: "原密码", exact: true }).fill(old);
      await page.getByRole("textbox", { name: "新密码", exact: true }).fill(next);
      await page.getByRole("textbox", { name: "确认密码", exact: true }).fill(confirm);
      await page.getByRole("button", { name: "确认修改" }).click();
    };

    // Letters and digits only: two kinds of three.
    await fill(account.password, "weakpass123", "weakpass123");
    await expectFieldError(page.getByRole("textbox", { name: "新密码", exact: true }), "密码强度不够");

    await fill(account.password, newPassword, `${newPassword}x`);
    await expectFieldError(page.getByRole("textbox", { name: "确认密码", exact: true }), "两次输入的密码不一致");

    await fill(account.password, newPassword, newPassword);
    await expect(flash(page, "success")).toContainText("修改密码成功");
    await expect(page.getByTestId("forced-password")).toHaveCount(0);
    // Back to the page asked for at sign-in.
    await expect(page).toHaveURL(/\/message\/sms\?mobile=138$/);
    await expect(page.getByRole("table")).toBeVisible();

    // Next time: the new password works and no dialog asks again.
    await context.clearCookies();
    await signIn(page, { ...account, password: newPassword }, { jsEnabled });
    await expect(page.getByTestId("workplace-greeting")).toBeVisible();
    await expect(page.getByTestId("forced-password")).toHaveCount(0);
  });
});
