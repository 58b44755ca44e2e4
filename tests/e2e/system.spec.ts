// User management (§2, §3, §5 roles, §6): roles, permissions and menus are data the console edits. The proof: a
// permission taken from the `user` role through the console is gone from that role's menu and answers 403 at the
// next sign-in, and comes back when given back. Also: users (add, reset password → forced change, disable), the
// menu tree, a permission's interface URLs, and 403 for a role without these screens.
import type { Browser, Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, signIn, test, uniqueName, waitForHydration, type Credentials } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

const SMS_QUERY = "短信发送记录 · 查询";
const SMS_MENU = "短信发送记录 · 菜单";

async function setSmsGrant(page: Page, jsEnabled: boolean, granted: boolean): Promise<void> {
  await page.goto("/system/role?mark=ROLE_USER");
  await waitForHydration(page, jsEnabled);
  await rows(page).first().getByRole("link", { name: "权限配置" }).click();
  await expect(page.getByRole("heading", { name: "普通用户 的权限配置" })).toBeVisible();
  for (const label of [SMS_QUERY, SMS_MENU]) await page.getByRole("checkbox", { name: label }).setChecked(granted);
  await page.getByTestId("grants-save").click();
  await expect(flash(page, "success")).toContainText("权限已保存");
}

/** Signs in afresh (the console reads the role's permissions at sign-in) and returns the page. */
async function freshSession(browser: Browser, credentials: Credentials, jsEnabled: boolean): Promise<Page> {
  // A context of its own: not the admin session the project's storage state would give it.
  const context = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: jsEnabled, locale: "zh-CN", storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, credentials, { jsEnabled });
  return page;
}

test.describe("roles are data", { tag: "@alone" }, () => {
  // Changes what every `user` session gets at sign-in: run alone, and always give the permission back.
  test.use({ exclusive: true });

  test("taking smsSentRecord.query from the user role hides the menu and answers 403; giving it back restores both", async ({ page, browser, jsEnabled }) => {
    const user = { username: "user", password: "Aed@2026!" };
    await setSmsGrant(page, jsEnabled, false);
    try {
      const without = await freshSession(browser, user, jsEnabled);
      await expect(without.getByTestId("side-menu")).toBeVisible();
      // Closed menu groups hide their links from the accessibility tree: count the anchors themselves.
      await expect(without.getByTestId("side-menu").locator("a[href='/message/sms']")).toHaveCount(0);
      await expect(without.getByTestId("side-menu").locator("a[href='/message/voice']")).toHaveCount(1);
      expect((await without.goto("/message/sms"))?.status()).toBe(403);
      await without.context().close();

      // The matrix shows what is stored now.
      await page.goto("/system/role?mark=ROLE_USER");
      await rows(page).first().getByRole("link", { name: "权限配置" }).click();
      await expect(page.getByRole("checkbox", { name: SMS_QUERY })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "语音发送记录 · 查询" })).toBeChecked();
    } finally {
      await setSmsGrant(page, jsEnabled, true);
    }
    const again = await freshSession(browser, user, jsEnabled);
    await expect(again.getByTestId("side-menu").locator("a[href='/message/sms']")).toHaveCount(1);
    expect((await again.goto("/message/sms"))?.status()).toBe(200);
    await again.context().close();
  });
});

test.describe("roles", () => {
  test("a role's mark and type rules (§5): invalid → translated errors → valid → listed after reload", async ({ page, jsEnabled }) => {
    await page.goto("/system/role/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "roles-form");
    const name = uniqueName("巡检员");
    await dialog.getByRole("textbox", { name: "角色名称" }).fill(name);
    const mark = dialog.getByRole("textbox", { name: "角色标识" });
    await mark.fill("inspector");
    await dialog.getByRole("combobox", { name: "角色类型" }).selectOption({ label: "机构" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(mark, "角色标识须为 ROLE_X 形式的大写字母、数字或下划线");
    await expect(dialog.getByRole("textbox", { name: "角色名称" })).toHaveValue(name);
    const code = `ROLE_E2E_${Date.now().toString(36).toUpperCase()}`;
    await mark.fill(code);
    await dialog.getByRole("button", { name: "保存" }).click();
    // An institution role without its institution.
    await expectFieldError(dialog.getByRole("combobox", { name: "机构" }), "机构角色必须选择机构");
    await expect(mark).toHaveValue(code);
    await dialog.getByRole("combobox", { name: "机构" }).selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/system/role?mark=${code}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
  });
});

test.describe("the permission matrix", () => {
  test("select all of a row and of a column: checked unsaved, the other boxes kept, saved and still checked after reload", async ({ page, jsEnabled }) => {
    const code = `ROLE_E2E_ALL_${Date.now().toString(36).toUpperCase()}`;
    const created = await page.request.post("/system/role/new", {
      form: { name: uniqueName("全选"), mark: code, type: "SYSTEM", status: "1" },
      headers: { Origin: CONSOLE_URL },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    await page.goto(`/system/role?mark=${code}`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "权限配置" }).click();
    const smsBoxes = page.locator("tr[data-mark='smsSentRecord'] input[type=checkbox]");
    await expect(smsBoxes.first()).not.toBeChecked();
    await page.getByRole("checkbox", { name: "语音发送记录 · 详情" }).check();

    await page.getByRole("button", { name: "全选: 短信发送记录" }).click();
    if (!jsEnabled) await expect(page.getByTestId("grants-unsaved")).toBeVisible();
    for (const box of await smsBoxes.all()) await expect(box).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "语音发送记录 · 详情" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "语音发送记录 · 查询" })).not.toBeChecked();

    await page.getByRole("button", { name: "全选: 查询" }).click();
    await expect(page.getByRole("checkbox", { name: "语音发送记录 · 查询" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "语音发送记录 · 菜单" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: SMS_QUERY })).toBeChecked();

    await page.getByTestId("grants-save").click();
    await expect(flash(page, "success")).toContainText("权限已保存");
    await page.goto(`/system/role?mark=${code}`);
    await rows(page).first().getByRole("link", { name: "权限配置" }).click();
    for (const box of await smsBoxes.all()) await expect(box).toBeChecked();
    for (const label of ["语音发送记录 · 详情", "语音发送记录 · 查询"]) await expect(page.getByRole("checkbox", { name: label })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "语音发送记录 · 菜单" })).not.toBeChecked();
  });
});

test.describe("users", () => {
  test("add: bad login name refused, then added with a one-time initial password that must be changed at first sign-in", async ({ page, browser, jsEnabled }) => {
    await page.goto("/system/user/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "users-form");
    const login = dialog.getByRole("textbox", { name: "登录名" });
    await login.fill("a b");
    await dialog.getByRole("textbox", { name: "姓名" }).fill("测试用户");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(login, "用户名只能包含英文字母和数字，4 到 20 位");
    await expect(dialog.getByRole("textbox", { name: "姓名" })).toHaveValue("测试用户");
    const username = `e2e${Date.now().toString(36)}`;
    await login.fill(username);
    await dialog.getByRole("combobox", { name: "角色", exact: true }).selectOption({ label: "普通用户" });
    await dialog.getByRole("button", { name: "保存" }).click();
    const notice = flash(page, "success");
    await expect(notice).toContainText("已新增用户");
    const password = /初始密码：(\S+?)（/.exec((await notice.textContent()) ?? "")?.[1];
    expect(password).toMatch(/^Aed#/);

    await page.goto(`/system/user?username=${username}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("普通用户");

    const newcomer = await freshSession(browser, { username, password: password! }, jsEnabled);
    await expect(modal(newcomer, "forced-password")).toBeVisible();
    // Until changed, the server refuses the console's data too.
    await newcomer.context().close();
  });

  test("reset password: the old one stops working, the new one forces a change", async ({ page, browser, sandbox, jsEnabled }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    await page.goto(`/system/user?username=${account.username}`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "重置密码" }).click();
    await modal(page, "user-reset-password").getByRole("button", { name: "重置密码" }).click();
    const notice = flash(page, "success");
    await expect(notice).toContainText("请把初始密码告知用户");
    const password = /：(Aed#\S+?)（/.exec((await notice.textContent()) ?? "")?.[1];
    expect(password).toBeTruthy();

    const after = await freshSession(browser, { username: account.username, password: password! }, jsEnabled);
    await expect(modal(after, "forced-password")).toBeVisible();
    await after.context().close();
  });

  test("disable ends the user's sessions and refuses sign-in; enable lets them back", async ({ page, browser, sandbox, jsEnabled }) => {
    const account = await sandbox.createAccount({ roleOf: "user" });
    const session = await freshSession(browser, account, jsEnabled);
    await page.goto(`/system/user?username=${account.username}`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "停用" }).click();
    await modal(page, "user-status").getByRole("button", { name: "停用" }).click();
    await expect(flash(page, "success")).toContainText("已停用该用户");
    await expect(rows(page).first()).toContainText("停用");

    await session.goto("/message/sms");
    await expect(session).toHaveURL(/\/user\/login/);
    await session.context().close();

    await rows(page).first().getByRole("link", { name: "启用" }).click();
    await modal(page, "user-status").getByRole("button", { name: "启用" }).click();
    await expect(flash(page, "success")).toContainText("已启用该用户");
    const back = await freshSession(browser, account, jsEnabled);
    await expect(back.getByTestId("side-menu")).toBeVisible();
    await back.context().close();
  });

  test("the detail's tabs: login record, operation record, message config, interface service, devices", async ({ page }) => {
    await page.goto("/system/user/1");
    await expect(page).toHaveURL(/\/system\/user\/1\/logins$/);
    await expect(page.getByTestId("user-detail")).toContainText("admin");
    await expect(rows(page).first()).toBeVisible();
    for (const [tab, check] of [
      ["操作记录", "operations"],
      ["接口服务", "interfaces"],
      ["设备", "devices"],
    ] as const) {
      await page.getByTestId("user-tabs").getByRole("link", { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/system/user/1/${check}$`));
      await expect(page.getByTestId("data-table")).toBeVisible();
    }
    await page.getByTestId("user-tabs").getByRole("link", { name: "接口服务" }).click();
    await expect(rows(page).first()).toContainText("/api/v1/");
    await page.getByTestId("user-tabs").getByRole("link", { name: "消息配置" }).click();
    await expect(page.getByTestId("user-message-config")).toContainText("短信通知");
  });
});

test.describe("menus and permissions", () => {
  test("the menu tree: add a child under System config, edit it, delete it", async ({ page, jsEnabled }) => {
    await page.goto("/system/menu");
    await waitForHydration(page, jsEnabled);
    const config = page.locator("li[data-mark='config']");
    await config.getByRole("link", { name: "新增子菜单 系统配置" }).click();
    const dialog = modal(page, "menus-form");
    const mark = uniqueName("e2eMenu");
    await dialog.getByRole("textbox", { name: "菜单名称" }).fill("测试菜单");
    await dialog.getByRole("textbox", { name: "菜单标识" }).fill(mark);
    const path = dialog.getByRole("textbox", { name: "路径", exact: true });
    await path.fill("no-slash");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(path, "路径须以 / 开头");
    await path.fill(`/config/${mark}`);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.reload();
    const node = page.locator(`li[data-mark='${mark}']`);
    await expect(config.locator(`li[data-mark='${mark}']`)).toBeVisible();

    await waitForHydration(page, jsEnabled);
    await node.getByRole("link", { name: "编辑 测试菜单" }).click();
    await modal(page, "menus-form").getByRole("textbox", { name: "菜单名称" }).fill("测试菜单改");
    await modal(page, "menus-form").getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await expect(node).toContainText("测试菜单改");
    await node.getByRole("link", { name: "删除 测试菜单改" }).click();
    await modal(page, "menus-delete").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await expect(node).toHaveCount(0);
  });

  test("a permission's interface URLs: a bad URL refused, a good one added and deleted", async ({ page, jsEnabled }) => {
    await page.goto("/system/permission?mark=smsSentRecord");
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    await expect(page.getByTestId("permission-detail")).toContainText("smsSentRecord");
    await expect(rows(page).first()).toContainText("/api/v1/sms-sent-records");
    await page.getByTestId("permission-url-add").click();
    const dialog = modal(page, "permissionUrls-form");
    const name = uniqueName("导出接口");
    await dialog.getByRole("textbox", { name: "接口名称" }).fill(name);
    const url = dialog.getByRole("textbox", { name: "接口 URL" });
    await url.fill("api/v1/x");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(url, "路径须以 / 开头");
    await url.fill("/api/v1/sms-sent-records/export");
    await dialog.getByRole("combobox", { name: "请求方法" }).selectOption("GET");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    const row = rows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: "删除" }).click();
    await modal(page, "permissionUrls-delete").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe("user management for a role without it", () => {
  test.use({ account: "user" });

  test("answers 403 on every screen and on a hand-made grants post", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/system/user", "/system/role", "/system/permission", "/system/menu", "/system/user/1/logins", "/system/role/3/grants"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
    const post = await page.request.post("/system/role/3/grants", { form: { grant: "smsSentRecord.query" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});
