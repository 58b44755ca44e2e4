// The signed-out account pages (register, register result, recover), account settings, the notification centre,
// and markup in user data rendered as text (hostile case 9). Every flow runs with and without JavaScript.
import { CONSOLE_URL } from "./env";
import { expect, signIn, test, uniqueName, waitForHydration } from "./fixtures";
import { columnValues, filters, rows } from "./support/table";
import { platformToken } from "./support/platform";
import { expectFieldError, flash, modal, TINY_PNG } from "./support/ui";

const SMS_CODE = "123456";
const PASSWORD = "Rescue#2026";
const phoneNumber = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

test.describe("register and recover", () => {
  test("a new account registers with an SMS code, then signs in once approved; recovery sets a new password", async ({ page, sandboxApi, jsEnabled }) => {
    const username = uniqueName("reg").slice(0, 20);
    const phone = phoneNumber();
    await page.goto("/user/login");
    await waitForHydration(page, jsEnabled);
    await page.getByRole("link", { name: "注册账户" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/user/register`);
    await waitForHydration(page, jsEnabled);

    const form = page.locator("form#register");
    await form.getByRole("textbox", { name: "用户名" }).fill(username);
    await form.getByRole("textbox", { name: "邮箱" }).fill(`${username}@example.com`);
    await form.getByRole("textbox", { name: "手机号" }).fill("12345");
    await form.getByRole("button", { name: "获取验证码" }).click();
    await expectFieldError(form.getByRole("textbox", { name: "手机号" }), "请输入正确的 11 位手机号");
    await expect(form.getByRole("textbox", { name: "用户名" })).toHaveValue(username);

    await form.getByRole("textbox", { name: "手机号" }).fill(phone);
    await form.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toHaveText("验证码已发送");
    await expect(form.getByRole("textbox", { name: "邮箱" })).toHaveValue(`${username}@example.com`);

    await form.getByRole("textbox", { name: "短信验证码" }).fill(SMS_CODE);
    await form.getByLabel(/^密码/).fill("weakpassword");
    await form.getByLabel("确认密码").fill("weakpassword");
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await expectFieldError(form.getByLabel(/^密码/), "密码强度不够");

    await form.getByLabel(/^密码/).fill(PASSWORD);
    await form.getByLabel("确认密码").fill(`${PASSWORD}x`);
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await expectFieldError(form.getByLabel("确认密码"), "两次输入的密码不一致");

    await form.getByLabel(/^密码/).fill(PASSWORD);
    await form.getByLabel("确认密码").fill(PASSWORD);
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/user/register-result\\?username=${username}$`));
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(`你的账户：${username} 注册成功`);

    // A self-registered account has no role until an administrator gives it one (hostile #43: tests/e2e/rights.spec.ts).
    const headers = { authorization: `Bearer ${await platformToken(sandboxApi, { username: "admin", password: "Aed@2026!" })}` };
    const [registered] = (await (await sandboxApi.get(`/api/v1/users?username=${username}`, { headers })).json()) as { id: number }[];
    expect((await sandboxApi.put(`/api/v1/users/${registered!.id}`, { headers, data: { roleMark: "ROLE_USER" } })).status()).toBe(200);
    await signIn(page, { username, password: PASSWORD }, { jsEnabled });
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);

    // Recovery, signed out, in a fresh context.
    await page.context().clearCookies();
    await page.goto("/user/recover");
    await waitForHydration(page, jsEnabled);
    const recover = page.locator("form#recover");
    await recover.getByRole("textbox", { name: "手机号" }).fill(phone);
    await recover.getByRole("textbox", { name: "短信验证码" }).fill("000000");
    await recover.getByLabel("新密码").fill(`${PASSWORD}!`);
    await recover.getByLabel("确认密码").fill(`${PASSWORD}!`);
    await recover.getByRole("button", { name: "重置密码" }).click();
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(recover.getByRole("textbox", { name: "手机号" })).toHaveValue(phone);
    // Passwords are never echoed back in server HTML; with JavaScript the live form simply keeps what was typed.
    if (!jsEnabled) await expect(recover.getByLabel("新密码")).toHaveValue("");

    await recover.getByRole("textbox", { name: "短信验证码" }).fill(SMS_CODE);
    await recover.getByLabel("新密码").fill(`${PASSWORD}!`);
    await recover.getByLabel("确认密码").fill(`${PASSWORD}!`);
    await recover.getByRole("button", { name: "重置密码" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/user/login?reason=passwordReset`);
    await expect(page.getByTestId("login-reason")).toHaveText("密码已重置，请使用新密码登录");
    await signIn(page, { username, password: `${PASSWORD}!` }, { jsEnabled });
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
  });
});

test.describe("account settings", () => {
  test("base info: a bad e-mail keeps the typed name; a valid change shows in the header", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await signIn(page, account, { jsEnabled, redirect: "/account/settings" });
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings`);
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#base-info");
    const name = `值班员${Math.floor(Math.random() * 1000)}`;
    await form.getByRole("textbox", { name: "昵称" }).fill(name);
    await form.getByRole("textbox", { name: "邮箱" }).fill("not-an-email");
    await form.getByRole("button", { name: "更新基本信息" }).click();
    await expectFieldError(form.getByRole("textbox", { name: "邮箱" }), "邮箱格式不正确");
    await expect(form.getByRole("textbox", { name: "昵称" })).toHaveValue(name);

    await form.getByRole("textbox", { name: "邮箱" }).fill("duty@example.com");
    await form.getByRole("button", { name: "更新基本信息" }).click();
    await expect(flash(page, "success")).toHaveText("基本信息已更新");
    await expect(page.getByTestId("avatar-menu").locator("summary")).toContainText(name);
    // The phone is not part of base info: it changes only with the password and a code.
    await expect(form.getByRole("textbox", { name: "手机号" })).toHaveCount(0);
  });

  test("hostile #28: changing the phone takes the current password and a code sent to the new number", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await signIn(page, account, { jsEnabled, redirect: "/account/settings" });
    await page.getByTestId("change-phone-link").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/phone`);
    await waitForHydration(page, jsEnabled);
    const phone = phoneNumber();
    const password = page.getByLabel("当前密码");
    const newPhone = page.getByRole("textbox", { name: "新手机号" });
    const code = page.getByRole("textbox", { name: "短信验证码" });
    // The code goes out only with the current password (hostile #46).
    await password.fill(account.password);
    await newPhone.fill(phone);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toContainText(phone);

    await password.fill("Wrong#2026pw");
    await newPhone.fill(phone);
    await code.fill(SMS_CODE);
    await page.getByRole("button", { name: "确认修改手机号" }).click();
    await expectFieldError(password, "原密码错误");
    await expect(newPhone).toHaveValue(phone);

    await password.fill(account.password);
    await code.fill("000000");
    await page.getByRole("button", { name: "确认修改手机号" }).click();
    await expectFieldError(code, "验证码错误");

    await password.fill(account.password);
    await code.fill(SMS_CODE);
    await page.getByRole("button", { name: "确认修改手机号" }).click();
    await expect(flash(page, "success")).toHaveText("手机号已修改");
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings`);
    await expect(page.getByText(`当前手机号：${phone}`)).toBeVisible();

    // A hand-made base-info post cannot move the phone either.
    const other = phoneNumber();
    const sneaky = await page.request.post("/account/settings", { headers: { Origin: CONSOLE_URL }, form: { name: "值班员", phoneNumber: other }, maxRedirects: 0 });
    expect(sneaky.status()).toBe(302);
    await page.goto("/account/settings");
    await expect(page.getByText(`当前手机号：${phone}`)).toBeVisible();
  });
});

test.describe("personal centre", () => {
  test.use({ account: "svip" });

  test("shows who the user is, their role and membership, and leads to the settings", async ({ page, jsEnabled }) => {
    await page.goto("/account/center");
    await waitForHydration(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("心安会员");
    const facts = page.locator("dl.detail-list");
    await expect(facts).toContainText("账号svip");
    await expect(facts).toContainText("svip@heartsafe.example");
    await expect(facts).toContainText(/手机号1380000000\d/);
    await expect(page.getByText("会员卡号: VIP-2026-0001")).toBeVisible();
    await page.getByRole("link", { name: "个人设置" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings`);
  });
});

test.describe("other ways to sign in", () => {
  test("by SMS code, and by WeChat: a bound WeChat signs in, an unbound one is told why", async ({ page, jsEnabled, sandbox }) => {
    const phone = phoneNumber();
    await sandbox.createAccount({ roleOf: "user", phoneNumber: phone });
    await page.goto("/user/login");
    await waitForHydration(page, jsEnabled);
    await page.getByRole("navigation", { name: "登录方式" }).getByRole("link", { name: "手机验证码" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/user/login/sms`);
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#sms-login");
    await form.getByRole("textbox", { name: "手机号" }).fill(phone);
    await form.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toContainText(phone);
    await form.getByRole("textbox", { name: "短信验证码" }).fill("000000");
    await form.getByRole("button", { name: "登录", exact: true }).click();
    await expect(form.getByRole("alert")).toContainText("手机号或验证码错误");
    await expect(form.getByRole("textbox", { name: "手机号" })).toHaveValue(phone);
    await form.getByRole("textbox", { name: "短信验证码" }).fill(SMS_CODE);
    await form.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);

    await page.context().clearCookies();
    const scanAs = async (nickname: RegExp) => {
      await page.goto("/user/login/wechat");
      await page.getByTestId("wechat-scan").click();
      await expect(page).toHaveURL(/\/user\/wechat-sandbox\?/);
      await page.getByRole("link", { name: nickname }).click();
    };
    await scanAs(/路过的微信用户/);
    await expect(page.getByTestId("wechat-refused")).toContainText("该微信未绑定任何账号");
    // A callback link made by someone else (no state of this browser) signs no one in.
    await page.goto("/user/wechat/callback?code=sandbox-o-sandbox-admin&state=forged");
    await expect(page.getByTestId("wechat-refused")).toHaveText("扫码已过期或不是从本浏览器发起的，请重新扫码");
    await scanAs(/急救管理员/);
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
    await expect(page.getByTestId("avatar-menu").locator("summary")).toContainText("系统管理员");
  });
});

test.describe("account settings sections", () => {
  test("binding WeChat and cancelling it; notification settings; the avatar", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await signIn(page, account, { jsEnabled, redirect: "/account/settings" });
    await expect(page.getByTestId("wechat-state")).toHaveText(/^未绑定微信/);
    await page.getByTestId("wechat-bind").click();
    await expect(page).toHaveURL(/\/user\/wechat-sandbox\?/);
    // The third choice is a WeChat user nobody has bound yet.
    await page.getByRole("link", { name: /微信用户[0-9a-f]{6}/ }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings#binding`);
    await expect(flash(page, "success")).toHaveText("微信已绑定");
    await expect(page.getByTestId("wechat-state")).toHaveText(/^已绑定微信：微信用户[0-9a-f]{6}$/);
    await waitForHydration(page, jsEnabled);
    await page.getByRole("link", { name: "解除绑定" }).click();
    // It asks first (issue 34): nothing is unbound until the question is answered.
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings/unbind-wechat`);
    await expect(page.getByTestId("wechat-unbind")).toContainText(/解除与微信账号“微信用户[0-9a-f]{6}”的绑定？/);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("wechat-unbind").getByRole("button", { name: "解除绑定" }).click();
    await expect(flash(page, "success")).toHaveText("已解除微信绑定");
    await expect(page.getByTestId("wechat-state")).toHaveText(/^未绑定微信/);

    await page.getByTestId("notification-link").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/notification`);
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#notification");
    const box = (name: string) => form.getByRole("checkbox", { name, exact: true });
    await expect(box("接收消息")).toBeChecked();
    for (const channel of ["短信", "邮件", "站内信"]) await box(channel).uncheck();
    await box("警告").uncheck();
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form.getByText("接收消息时请至少选择一种接收方式")).toBeVisible();
    await expect(box("警告")).not.toBeChecked();
    await expect(box("严重")).toBeChecked();
    await box("语音").check();
    await box("电量低").uncheck();
    await form.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toHaveText("消息通知设置已保存");
    await page.reload();
    await expect(box("语音")).toBeChecked();
    await expect(box("短信")).not.toBeChecked();
    await expect(box("警告")).not.toBeChecked();
    await expect(box("电量低")).not.toBeChecked();
    await expect(box("设备离线")).toBeChecked();

    await page.goto("/account/avatar");
    await waitForHydration(page, jsEnabled);
    const avatar = page.locator("form#avatar");
    await avatar.getByRole("button", { name: "上传头像" }).click();
    await expect(avatar.getByText("请选择头像图片")).toBeVisible();
    await avatar.getByLabel("头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await avatar.getByRole("button", { name: "上传头像" }).click();
    await expect(flash(page, "success")).toHaveText("头像已更新");
    await expect(page).toHaveURL(`${CONSOLE_URL}/account/settings`);
    const src = await page.locator("#avatar img").getAttribute("src");
    expect(src).toMatch(/^\/oss\/[A-Za-z0-9_-]{22}$/);
    const picture = await page.request.get(src!);
    expect(picture.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("notification centre", () => {
  test.use({ account: "operator" });

  test("lists the operator's messages and filters the unread ones", async ({ page }) => {
    await page.goto("/notification");
    await expect(page.getByTestId("pager-range")).toHaveText("第 1-10 条，共 20 条");
    await filters(page).getByRole("combobox", { name: "状态" }).selectOption({ label: "未读" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/notification?readState=UNREAD`);
    await expect(page.getByTestId("pager-range")).toHaveText("第 1-8 条，共 8 条");
    expect(new Set(await columnValues(page, "状态"))).toEqual(new Set(["UNREAD"]));
  });

  test("marking read needs a selection", async ({ page, jsEnabled }) => {
    await page.goto("/notification");
    await waitForHydration(page, jsEnabled);
    await page.getByRole("button", { name: "标为已读", exact: true }).click();
    await expect(page.getByTestId("bulk-error")).toHaveText("至少选择一行");
    await expect(rows(page)).toHaveCount(10);
  });
});

test.describe("markup in user data", () => {
  test.use({ account: "admin" });

  test("hostile #9: renders as text, never as HTML or script", async ({ page, jsEnabled }) => {
    const version = `V${String(11 + Math.floor(Math.random() * 89))}.${Date.now() % 10_000_000}.7`;
    const hostile = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"></td>`;
    await page.goto("/device/firmware/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "firmware-form");
    await dialog.getByRole("textbox", { name: "版本号" }).fill(version);
    await dialog.getByLabel("固件文件").setInputFiles({ name: "x.jas", mimeType: "application/octet-stream", buffer: Buffer.alloc(64, 1) });
    await dialog.getByRole("textbox", { name: "描述" }).fill(hostile);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toBeVisible();

    await page.goto(`/device/firmware?version=${encodeURIComponent(version)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(hostile);
    await expect(page.locator("table img")).toHaveCount(0);
    if (jsEnabled) expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(filters(page).getByRole("textbox", { name: "版本号" })).toHaveValue(version);
  });
});
