// Nobody gains rights they were not given (issue 33.1 and 33.5, hostile #38, #39, #43): a role that may add and edit
// users gives no role beyond its own grants (never the administrator's, never a new one to itself), touches no account
// holding more, and grants nothing it lacks; a self-registered account reads nothing until an administrator approves
// it. Every refusal is checked on the console (the §6 forbidden text, 403) and in the data behind it (unchanged).
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { CONSOLE_URL, SEED_PASSWORD } from "./env";
import { expect, signIn, submitLogin, test, uniqueName, waitForHydration, type Credentials } from "./fixtures";
import { platformPassword, platformToken } from "./support/platform";
import { rows } from "./support/table";
import { flash, modal } from "./support/ui";

const ADMIN: Credentials = { username: "admin", password: SEED_PASSWORD };
const FORBIDDEN = "无权访问该接口，请联系管理员";
const PAGE_403 = "抱歉，你无权访问该页面";
const USER_MANAGER = ["workplace.query", "workplace.get", "user.add", "user.edit", "user.query", "user.get"];

/** Calls at the platform as the administrator: set-up and the proof that nothing changed. */
async function asAdmin(api: APIRequestContext) {
  const headers = { authorization: `Bearer ${await platformToken(api, ADMIN)}` };
  return {
    get: async (path: string) => {
      const response = await api.get(`/api/v1/${path}`, { headers });
      expect(response.status(), path).toBe(200);
      return response.json();
    },
    send: async (method: "POST" | "PUT", path: string, data: unknown) => {
      const response = await api.fetch(`/api/v1/${path}`, { method, headers, data });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
      return response.json();
    },
  };
}

interface Limited {
  credentials: Credentials;
  userId: number;
  roleId: number;
  roleMark: string;
  roleName: string;
}

/** A role holding exactly `grants` (and their menus), and a signed-up account with it whose password is set. */
async function limitedAccount(api: APIRequestContext, grants: readonly string[]): Promise<Limited> {
  const admin = await asAdmin(api);
  const suffix = uniqueName("").toUpperCase();
  const roleMark = `ROLE_SEC_${suffix}`;
  const roleName = `安全测试${suffix.slice(-5)}`;
  const role = await admin.send("POST", "roles", { name: roleName, mark: roleMark, type: "SYSTEM", status: 1 });
  const byMark = new Map<string, string[]>();
  for (const grant of grants) {
    const [mark, action] = grant.split(".") as [string, string];
    byMark.set(mark, [...(byMark.get(mark) ?? []), action]);
  }
  const menus = ((await admin.get("menus/tree")).result as { id: number; mark: string }[]).filter((menu) => byMark.has(menu.mark));
  await admin.send("PUT", `roles/${role.id}/grants`, { menuIds: menus.map((menu) => menu.id), grants: [...byMark].map(([mark, actions]) => ({ mark, actions })) });
  const username = uniqueName("sec").slice(0, 20);
  const created = await admin.send("POST", "users", { username, name: username, roleMark });
  // The system-set password changed at the platform, as the forced change would.
  const token = await platformToken(api, { username, password: created.initialPassword });
  const password = "Limited#2026";
  const changed = await api.put("/api/v1/account/change-password", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      oldPassword: await platformPassword(api, created.initialPassword),
      newPassword: await platformPassword(api, password),
      confirmPassword: await platformPassword(api, password),
    },
  });
  expect(changed.status()).toBe(200);
  return { credentials: { username, password }, userId: created.id, roleId: role.id, roleMark, roleName };
}

/** A hand-made post from the signed-in page (same origin, as a crafted form would be). */
const forge = (page: Page, path: string, form: Record<string, string>) => page.request.post(path, { headers: { Origin: CONSOLE_URL }, form, maxRedirects: 0 });

async function expectRefused(page: Page, path: string, form: Record<string, string>): Promise<void> {
  const response = await forge(page, path, form);
  expect(response.status(), path).toBe(403);
  expect(await response.text(), path).toContain(FORBIDDEN);
}

async function expectPage403(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(403);
  await expect(page.getByTestId("error-title")).toHaveText(PAGE_403);
}

/** The account as the platform keeps it (its last sign-in aside: reading it signs the administrator in). */
async function account(api: APIRequestContext, id: number) {
  const { lastLoginDate: _seen, ...row } = await (await asAdmin(api)).get(`users/${id}`);
  return row;
}

/** A second browser session of its own (not the page's), in a language. */
async function session(browser: Browser, credentials: Credentials, jsEnabled: boolean, lang = "zh-CN"): Promise<Page> {
  const context = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: jsEnabled, locale: lang, storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
  const page = await context.newPage();
  await signIn(page, credentials, { jsEnabled });
  return page;
}

/** The choices of a select, once it is drawn (evaluateAll does not wait: with JS the dialog may still be opening). */
async function optionLabels(scope: Locator, name: string): Promise<string[]> {
  const options = scope.getByRole("combobox", { name, exact: true }).locator("option:not([value=''])");
  await expect(options.first()).toBeAttached();
  return options.evaluateAll((elements) => elements.map((option) => option.textContent?.trim() ?? ""));
}

test.describe("a role that may only add and edit users", () => {
  test("hostile #38: gives no role beyond its own grants, never the administrator's, never a new one to itself", async ({ page, sandboxApi, jsEnabled }) => {
    test.slow(); // a set-up at the platform, two forms and four forged posts
    const limited = await limitedAccount(sandboxApi, USER_MANAGER);
    await signIn(page, limited.credentials, { jsEnabled });

    // The form offers only what it may give: its own role and the role without permissions.
    await page.goto("/system/user/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "users-form");
    const offered = (await optionLabels(dialog, "角色")).filter(Boolean);
    expect(offered).toEqual(expect.arrayContaining([limited.roleName, "未授权角色"]));
    for (const beyond of ["超级管理员", "超级会员", "普通用户", "运维人员"]) expect(offered).not.toContain(beyond);
    // What it may give, it gives.
    const peer = uniqueName("peer").slice(0, 20);
    await dialog.getByRole("textbox", { name: "登录名" }).fill(peer);
    await dialog.getByRole("textbox", { name: "姓名" }).fill("同级用户");
    await dialog.getByRole("combobox", { name: "角色", exact: true }).selectOption({ label: "未授权角色" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("已新增用户");

    // Forged: an administrator, a VIP, and itself made administrator.
    const admin = await asAdmin(sandboxApi);
    for (const roleMark of ["ROLE_ADMIN", "ROLE_VIP"]) {
      const username = uniqueName("evil").slice(0, 20);
      await expectRefused(page, "/system/user/new", { username, name: "evil", roleMark });
      expect(await admin.get(`users?username=${username}`)).toEqual([]);
    }
    await expectRefused(page, `/system/user/${limited.userId}/edit`, { name: "提权", roleMark: "ROLE_ADMIN" });
    await expectRefused(page, `/system/user/${limited.userId}/edit`, { name: "降级", roleMark: "ROLE_EMPTY" });
    expect(await account(sandboxApi, limited.userId)).toMatchObject({ roleMark: limited.roleMark, name: limited.credentials.username });

    // Editing itself, its own role is the only choice; its name it may change.
    await page.goto(`/system/user/${limited.userId}/edit`);
    await waitForHydration(page, jsEnabled);
    expect((await optionLabels(modal(page, "users-form"), "角色")).filter(Boolean)).toEqual([limited.roleName]);
    await modal(page, "users-form").getByRole("textbox", { name: "姓名" }).fill("改了名字");
    await modal(page, "users-form").getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    expect(await account(sandboxApi, limited.userId)).toMatchObject({ roleMark: limited.roleMark, name: "改了名字" });
  });

  test("hostile #39: walks every user-management action against the administrator: 403 and nothing changed", { tag: "@no-js-only" }, async ({ page, sandboxApi, jsEnabled }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    test.slow(); // fifteen refusals, each checked
    const limited = await limitedAccount(sandboxApi, [...USER_MANAGER, "user.enable", "user.disable", "user.resetPassword"]);
    const admin = await asAdmin(sandboxApi);
    const lesserName = uniqueName("lesser").slice(0, 20);
    const lesser = await admin.send("POST", "users", { username: lesserName, name: "下级用户", roleMark: "ROLE_EMPTY" });
    const adminBefore = await account(sandboxApi, 1);
    const [roleBefore, menusBefore] = [await admin.get(`roles/${limited.roleId}`), [await admin.get("menus/1"), await admin.get("menus/2")]];
    await signIn(page, limited.credentials, { jsEnabled });

    // The list offers nothing on the administrator's row, and everything on an account within its rights.
    await page.goto("/system/user?username=admin");
    await waitForHydration(page, jsEnabled);
    const adminRow = page.locator("tbody tr[data-row-id='1']");
    await expect(adminRow).toContainText("系统管理员");
    for (const action of ["编辑", "停用", "重置密码"]) await expect(adminRow.getByRole("link", { name: action })).toHaveCount(0);
    await page.goto(`/system/user?username=${lesserName}`);
    const lesserRow = page.locator(`tbody tr[data-row-id='${lesser.id}']`);
    for (const action of ["编辑", "停用", "重置密码"]) await expect(lesserRow.getByRole("link", { name: action })).toBeVisible();
    // With JavaScript too, a click on the detail's links finds no way in.
    await page.goto("/system/user/1/logins");
    await expect(page.getByTestId("user-detail")).toContainText("admin");
    await expect(page.getByTestId("user-detail").getByRole("link", { name: "编辑" })).toHaveCount(0);

    // Every form of the administrator's account: the 403 page.
    for (const path of ["/system/user/1/edit", "/system/user/1/status", "/system/user/1/reset-password", "/system/user/2/edit"]) await expectPage403(page, path);
    // Every hand-made post: refused, nothing changed (not the phone an SMS sign-in would then reach).
    await expectRefused(page, "/system/user/1/edit", { name: "系统管理员", phoneNumber: "13900000099", email: "evil@example.com", roleMark: "ROLE_ADMIN" });
    await expectRefused(page, "/system/user/1/status", { intent: "disable" });
    await expectRefused(page, "/system/user/1/reset-password", {});
    await expectRefused(page, "/system/user/2/edit", { name: "x", roleMark: "ROLE_VIP" });
    // Roles, the grants matrix and the menu tree: not its screens at all.
    await expectRefused(page, "/system/role/new", { name: "提权角色", mark: "ROLE_EVIL", type: "SYSTEM", status: "1" });
    await expectRefused(page, `/system/role/${limited.roleId}/edit`, { name: "x", mark: limited.roleMark, type: "SYSTEM", status: "1" });
    await expectRefused(page, `/system/role/${limited.roleId}/delete`, {});
    await expectRefused(page, `/system/role/${limited.roleId}/grants`, { grant: "role.edit" });
    await expectRefused(page, "/system/menu/new", { name: "x", mark: "evilMenu", path: "/evil" });
    await expectRefused(page, "/system/menu/1/edit", { name: "x", mark: "dashboard", path: "/evil" });
    await expectRefused(page, "/system/menu/2/delete", {});
    for (const path of ["/system/role", `/system/role/${limited.roleId}/grants`, "/system/menu"]) await expectPage403(page, path);

    expect(await account(sandboxApi, 1)).toEqual(adminBefore);
    expect((await account(sandboxApi, 2)).roleMark).toBe("ROLE_VIP");
    expect(await admin.get(`roles/${limited.roleId}`)).toEqual(roleBefore);
    expect(await admin.get("roles?mark=ROLE_EVIL")).toEqual([]);
    expect([await admin.get("menus/1"), await admin.get("menus/2")]).toEqual(menusBefore);
    expect(await admin.get("menus?mark=evilMenu")).toEqual([]);
    expect((await admin.get(`roles/${limited.roleId}/grants`)).result.grants).not.toEqual(expect.arrayContaining([expect.objectContaining({ mark: "role" })]));
    // Within its rights: yes (the lesser account's phone).
    const phone = `139${String(Date.now()).slice(-8)}`;
    const edited = await forge(page, `/system/user/${lesser.id}/edit`, { name: "下级用户", phoneNumber: phone, roleMark: "ROLE_EMPTY" });
    expect(edited.status()).toBe(302);
    expect((await account(sandboxApi, lesser.id)).phoneNumber).toBe(phone);
  });
});

test.describe("a role that may edit roles", () => {
  test("hostile #38: the grants matrix grants only what the editor holds; a role holding more is view-only", async ({ page, browser, sandboxApi, jsEnabled }) => {
    test.slow(); // the matrix drawn five times, in two languages
    // The matrix is drawn from the menu tree: reading it (menu.query) comes with editing roles.
    const limited = await limitedAccount(sandboxApi, [...USER_MANAGER, "role.query", "role.get", "role.add", "role.edit", "role.delete", "menu.query"]);
    const admin = await asAdmin(sandboxApi);
    await signIn(page, limited.credentials, { jsEnabled });

    // A role of its own making: the boxes of actions it lacks are disabled, with the reason.
    const mark = `ROLE_UNDER_${uniqueName("").toUpperCase()}`.slice(0, 30);
    const created = await forge(page, "/system/role/new", { name: "下级角色", mark, type: "SYSTEM", status: "1" });
    expect(created.status()).toBe(302);
    const [under] = (await admin.get(`roles?mark=${mark}`)) as { id: number }[];
    await page.goto(`/system/role/${under!.id}/grants`);
    await waitForHydration(page, jsEnabled);
    const refusedBox = page.getByRole("checkbox", { name: "合同列表 · 删除" });
    await expect(refusedBox).toBeDisabled();
    await expect(refusedBox).toHaveAttribute("title", "你自己没有这项权限，不能授予");
    await expect(page.getByTestId("grants-refused-note")).toContainText("只能授予你拥有的权限");
    await expect(page.getByRole("checkbox", { name: "用户列表 · 查询" })).toBeEnabled();
    // "Select all" of the delete column checks only what it holds (role.delete), never the refused boxes.
    await page.getByRole("button", { name: "全选: 删除" }).click();
    await expect(page.getByRole("checkbox", { name: "角色列表 · 删除" })).toBeChecked();
    await expect(refusedBox).not.toBeChecked();
    await page.getByRole("checkbox", { name: "用户列表 · 查询" }).check();
    await page.getByTestId("grants-save").click();
    // Back to the list (the matrix is large: leaving it takes a while on a busy machine), saved.
    await expect(page).toHaveURL(/\/system\/role$/, { timeout: 30_000 });
    const saved = (await admin.get(`roles/${under!.id}/grants`)).result.grants;
    expect(saved).toHaveLength(2);
    expect(saved).toEqual(expect.arrayContaining([{ mark: "user", actions: ["query"] }, { mark: "role", actions: ["delete"] }]));

    // A forged grant of an action it lacks: refused, nothing saved.
    await expectRefused(page, `/system/role/${under!.id}/grants`, { grant: "contractList.delete" });
    expect((await admin.get(`roles/${under!.id}/grants`)).result.grants).not.toEqual(expect.arrayContaining([expect.objectContaining({ mark: "contractList" })]));

    // The sample reader's role holds what it lacks (the SMS records): view only, edit, delete and grants refused.
    const grantsBefore = (await admin.get("roles/3/grants")).result;
    await page.goto("/system/role/3/grants");
    await expect(page.getByTestId("grants-beyond")).toHaveText("该角色拥有你没有的权限，你只能查看，不能修改、删除或授权。");
    await expect(page.getByTestId("grants-save")).toHaveCount(0);
    await expectRefused(page, "/system/role/3/grants", { grant: "smsSentRecord.query" });
    await expectRefused(page, "/system/role/3/edit", { name: "改掉", mark: "ROLE_USER", type: "INSTITUTION", institutionId: "1", status: "1" });
    await expectRefused(page, "/system/role/3/delete", {});
    await expectRefused(page, "/system/role/1/edit", { name: "x", mark: "ROLE_ADMIN", type: "SYSTEM", status: "0" });
    for (const path of ["/system/role/3/edit", "/system/role/3/delete"]) await expectPage403(page, path);
    expect((await admin.get("roles/3/grants")).result).toEqual(grantsBefore);
    expect((await admin.get("roles/3")).name).toBe("普通用户");
    await page.goto("/system/role?mark=ROLE_USER");
    await expect(rows(page).first().getByRole("link", { name: "编辑" })).toHaveCount(0);
    await expect(rows(page).first().getByRole("link", { name: "删除" })).toHaveCount(0);

    // The reasons in English.
    const english = await session(browser, limited.credentials, jsEnabled, "en-US");
    await english.goto(`/system/role/${under!.id}/grants`);
    await expect(english.getByRole("checkbox", { name: "Contracts · Delete" })).toHaveAttribute("title", "You do not hold this permission yourself, so you cannot grant it.");
    await english.goto("/system/role/3/grants");
    await expect(english.getByTestId("grants-beyond")).toHaveText("This role holds permissions you do not have: you can view it, not change, delete or grant it.");
    await english.context().close();
  });
});

test.describe("self-registration", () => {
  test("hostile #43: a self-registered account reads no data until an administrator approves it with a role", async ({ page, browser, sandboxApi, jsEnabled }) => {
    test.slow(); // register, two sign-ins, an approval in a second session
    const username = uniqueName("reg").slice(0, 20);
    const password = "Rescue#2026";
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await page.goto("/user/register");
    await waitForHydration(page, jsEnabled);
    const form = page.locator("form#register");
    await form.getByRole("textbox", { name: "用户名" }).fill(username);
    await form.getByRole("textbox", { name: "邮箱" }).fill(`${username}@example.com`);
    await form.getByRole("textbox", { name: "手机号" }).fill(phone);
    await form.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByTestId("code-sent")).toBeVisible();
    await form.getByRole("textbox", { name: "短信验证码" }).fill("123456");
    await form.getByLabel(/^密码/).fill(password);
    await form.getByLabel("确认密码").fill(password);
    await form.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/register-result/);
    await expect(page.getByText("账户正在等待管理员审核")).toBeVisible();

    // Signing in: told to wait, not signed in, no data; the platform refuses its data too.
    await page.goto("/user/login");
    await submitLogin(page, { username, password }, jsEnabled);
    // Signed in, sent to the console, sent back: three round trips (the password check is deliberately slow).
    await expect(page.getByTestId("login-reason")).toHaveText("账户正在等待管理员审核：管理员为它分配角色后才能登录使用", { timeout: 30_000 });
    expect((await page.goto("/volunteer/certificate"))?.url()).toContain("/user/login");
    const token = await platformToken(sandboxApi, { username, password });
    for (const path of ["volunteer-certificates", "volunteers", "sms-sent-records"]) {
      expect((await sandboxApi.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } })).status(), path).toBe(403);
    }

    // The administrator approves it from the user list with a plain form.
    const admin = await session(browser, ADMIN, jsEnabled);
    await admin.goto(`/system/user?username=${username}`);
    await waitForHydration(admin, jsEnabled);
    const row = rows(admin).first();
    await expect(row).toContainText("待审核");
    const approve = row.getByTestId(/^user-approve-/);
    const choices = await approve.locator("option").evaluateAll((options) => options.map((option) => option.textContent?.trim()));
    expect(choices).toEqual(expect.arrayContaining(["超级管理员", "普通用户"]));
    await approve.getByRole("combobox").selectOption({ label: "普通用户" });
    await approve.getByRole("button", { name: "批准" }).click();
    await expect(flash(admin, "success")).toContainText("已批准该用户");
    await expect(rows(admin).first()).toContainText("普通用户");
    await expect(rows(admin).first()).not.toContainText("待审核");
    await admin.context().close();

    // Now it signs in and reads what its role gives.
    await signIn(page, { username, password }, { jsEnabled });
    await page.goto("/volunteer/certificate");
    await expect(rows(page).first()).toBeVisible();
  });

  test("hostile #43: the register result and the sign-in notice say so in English too; the sample reader keeps its rights", async ({ browser, page, jsEnabled }) => {
    const context = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: jsEnabled, storageState: { cookies: [], origins: [] } });
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    const english = await context.newPage();
    await english.goto("/user/register-result?username=medic");
    await expect(english.getByText("The account awaits an administrator's approval")).toBeVisible();
    await english.goto("/user/login?reason=awaitingApproval");
    await expect(english.getByTestId("login-reason")).toHaveText("Your account is awaiting approval. You can sign in once an administrator has given it a role.");
    await context.close();

    await signIn(page, { username: "user", password: SEED_PASSWORD }, { jsEnabled });
    await page.goto("/volunteer/certificate");
    await expect(rows(page)).toHaveCount(10);
  });
});
