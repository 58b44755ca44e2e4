// Abuse limits (issue 33, items 4 and 6), with and without JavaScript.
// - hostile #42: SMS codes and registrations are limited per client address (and codes for everyone), not only per
//   phone. The suite's console runs with these limits set high (playwright.config.ts), so this spec starts a console
//   of its own with low limits, one per project (their own counters), against the run's sandbox.
// - hostile #46: a code for a new phone goes out only after the current password is checked; a new password must
//   differ from the current one (the forced change of a system-issued password too).
import { CONSOLE_PORT, CONSOLE_URL } from "./env";
import { expect, signIn, test, uniqueName, waitForHydration } from "./fixtures";
import { type ConsoleProcess, startConsoleProcess } from "./support/console-process";
import { expectFieldError, flash, modal } from "./support/ui";

const SMS_CODE = "123456";
const PASSWORD = "Rescue#2026";
/** Per client address: two codes in ten minutes, one registration an hour (the defaults are 5 and 3). */
const CODE_LIMIT = 2;
let phoneSerial = 0;
/** A number no other test uses (the platform also limits codes per phone). */
const phoneNumber = () => `137${String((Date.now() + ++phoneSerial * 7919) % 1e8).padStart(8, "0")}`;

test.describe("limits per client address", () => {
  test.describe.configure({ mode: "serial" });
  let server: ConsoleProcess | undefined;
  let base = "";

  test.beforeAll(async ({ jsEnabled }) => {
    test.setTimeout(150_000);
    // Next to production.spec.ts's CONSOLE_PORT + 5; the two projects may run at once, each with its console.
    const port = CONSOLE_PORT + (jsEnabled ? 6 : 7);
    base = `http://localhost:${port}`;
    const limits = {
      SMS_CODE_LIMIT: String(CODE_LIMIT),
      SMS_CODE_WINDOW_MINUTES: "10",
      SMS_CODE_GLOBAL_LIMIT: "1000",
      REGISTER_LIMIT: "1",
      REGISTER_WINDOW_MINUTES: "60",
    };
    const settings = { COOKIE_SECURE: "false", TRUST_PROXY: "", REDIS_URL: "", SESSION_SECRET: "abuse-limits-test-secret-0123456789" };
    server = await startConsoleProcess(port, { ...settings, ...limits }, "limits", 120_000);
  });

  test.afterAll(() => server?.kill());

  test("hostile #42: from one address, codes for several numbers stop at the limit with the seconds to wait, and so do registrations; the typed values stay", async ({ page, jsEnabled }) => {
    // Two codes to two numbers, from two pages.
    const first = phoneNumber();
    await page.goto(`${base}/user/recover`);
    await waitForHydration(page, jsEnabled);
    await page.getByRole("textbox", { name: "手机号" }).fill(first);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toContainText(first);
    const second = phoneNumber();
    await page.goto(`${base}/user/login/sms`);
    await waitForHydration(page, jsEnabled);
    await page.getByRole("textbox", { name: "手机号" }).fill(second);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toContainText(second);

    // The third number, on the register form: refused, with the wait, and nothing typed is lost.
    const username = uniqueName("lim").slice(0, 20);
    const third = phoneNumber();
    await page.goto(`${base}/user/register`);
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#register");
    await form.getByRole("textbox", { name: "用户名" }).fill(username);
    await form.getByRole("textbox", { name: "邮箱" }).fill(`${username}@example.com`);
    await form.getByRole("textbox", { name: "手机号" }).fill(third);
    await form.getByRole("button", { name: "获取验证码" }).click();
    const alert = form.getByTestId("form-error");
    await expect(alert).toHaveText(/^获取验证码过于频繁，请 (\d+) 秒后再试$/);
    const wait = Number(/请 (\d+) 秒/.exec((await alert.textContent()) ?? "")![1]);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    await expect(page.getByTestId("code-sent")).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "用户名" })).toHaveValue(username);
    await expect(form.getByRole("textbox", { name: "邮箱" })).toHaveValue(`${username}@example.com`);
    await expect(form.getByRole("textbox", { name: "手机号" })).toHaveValue(third);

    // One registration an hour from this address (the sandbox's code is fixed, so none needs sending).
    await form.getByRole("textbox", { name: "短信验证码" }).fill(SMS_CODE);
    await form.getByLabel(/^密码/).fill(PASSWORD);
    await form.getByLabel("确认密码").fill(PASSWORD);
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/user/register-result\\?username=${username}$`));

    // The next one, in English: refused with the wait, the typed values kept (passwords excepted).
    await page.context().addCookies([{ name: "app_language", value: "en-US", url: base }]);
    const other = uniqueName("lim").slice(0, 20);
    const fourth = phoneNumber();
    await page.goto(`${base}/user/register`);
    await waitForHydration(page, jsEnabled);
    await form.getByRole("textbox", { name: "Username" }).fill(other);
    await form.getByRole("textbox", { name: "E-mail" }).fill(`${other}@example.com`);
    await form.getByRole("textbox", { name: "Phone number" }).fill(fourth);
    await form.getByRole("textbox", { name: "SMS code" }).fill(SMS_CODE);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel("Confirm password").fill(PASSWORD);
    await form.getByRole("button", { name: "Register", exact: true }).click();
    await expect(alert).toHaveText(/^Too many registrations, try again in (3[45]\d\d|3600) seconds$/);
    await expect(page).toHaveURL(`${base}/user/register`);
    await expect(form.getByRole("textbox", { name: "Username" })).toHaveValue(other);
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(`${other}@example.com`);
    await expect(form.getByRole("textbox", { name: "Phone number" })).toHaveValue(fourth);
    await expect(form.getByRole("textbox", { name: "SMS code" })).toHaveValue(SMS_CODE);
    // The answer never carries a password back (with JavaScript the browser keeps what was typed in place).
    if (!jsEnabled) await expect(form.getByLabel(/^Password/)).toHaveValue("");
  });
});

test.describe("the current password first", () => {
  test("hostile #46: a code for a new phone is sent only after the current password is checked", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await signIn(page, account, { jsEnabled, redirect: "/account/phone" });
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/phone`);
    await waitForHydration(page, jsEnabled);
    const password = page.getByLabel("当前密码");
    const newPhone = page.getByRole("textbox", { name: "新手机号" });
    const getCode = page.getByRole("button", { name: "获取验证码" });
    const phone = phoneNumber();

    await newPhone.fill(phone);
    await getCode.click();
    await expectFieldError(password, "请输入原密码");
    await password.fill("Wrong#2026pw");
    await newPhone.fill(phone);
    await getCode.click();
    await expectFieldError(password, "原密码错误");
    await expect(page.getByTestId("code-sent")).toHaveCount(0);
    await expect(newPhone).toHaveValue(phone);

    // The platform sends one number a code at most every 30 s: this one goes out, so none went out before.
    await password.fill(account.password);
    await getCode.click();
    await expect(page.getByTestId("code-sent")).toContainText(phone);
    await password.fill(account.password);
    await page.getByRole("textbox", { name: "短信验证码" }).fill(SMS_CODE);
    await page.getByRole("button", { name: "确认修改手机号" }).click();
    await expect(flash(page, "success")).toHaveText("手机号已修改");
    await expect(page.getByText(`当前手机号：${phone}`)).toBeVisible();
  });

  test("hostile #46: a new password must differ from the current one: the system-issued password cannot be kept, in both languages", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user", initPasswordFlag: true });
    await signIn(page, account, { jsEnabled });
    const dialog = modal(page, "forced-password");
    await expect(dialog).toBeVisible();
    await waitForHydration(page, jsEnabled);
    const fill = async (labels: { old: string; next: string; confirm: string; submit: string }, next: string) => {
      await dialog.getByRole("textbox", { name: labels.old, exact: true }).fill(account.password);
      await dialog.getByRole("textbox", { name: labels.next, exact: true }).fill(next);
      await dialog.getByRole("textbox", { name: labels.confirm, exact: true }).fill(next);
      await dialog.getByRole("button", { name: labels.submit }).click();
    };
    const zh = { old: "原密码", next: "新密码", confirm: "确认密码", submit: "确认修改" };
    await fill(zh, account.password);
    await expectFieldError(dialog.getByRole("textbox", { name: "新密码", exact: true }), "新密码不能与原密码相同");

    await page.context().addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.reload();
    await expect(dialog).toBeVisible();
    await waitForHydration(page, jsEnabled);
    const en = { old: "Current password", next: "New password", confirm: "Confirm password", submit: "Change password" };
    await fill(en, account.password);
    await expectFieldError(dialog.getByRole("textbox", { name: "New password", exact: true }), "The new password must differ from the current one");

    await fill(en, "Fresh#2026pw");
    await expect(flash(page, "success")).toContainText("Modified password success");
    await expect(page.getByTestId("forced-password")).toHaveCount(0);
  });
});
