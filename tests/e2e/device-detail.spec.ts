// The device detail (§2 tabs, §5 config rules, §4 actions), JavaScript on and off: walk the tabs, save a config
// group with invalid then valid values, reset with a reason, exit twice, and a `user` refused on an action.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

/** Each project works on its own devices: the two projects share one sandbox. */
const deviceFor = (jsEnabled: boolean, base: number) => (jsEnabled ? base : base + 500);

async function openTab(page: Page, name: string, jsEnabled: boolean) {
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("device-tabs").getByRole("link", { name, exact: true }).click();
}

test.describe("device detail as admin", () => {
  test.use({ account: "admin" });

  test("opens on the overview and walks every tab", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 11);
    await page.goto(`/device/${id}`);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/overview`);
    await expect(page.getByTestId("device-sn")).toContainText(/设备 \S+/);
    for (const section of ["基本信息", "质保", "服务套餐", "运行状态", "服务状态", "位置", "部署图片"]) {
      await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("device-images").locator("img")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "概览" })).toHaveAttribute("aria-current", "page");
    // A tab grouping sub-tabs links straight to its first one: no redirect's round trip on a slow link.
    const tabs = page.getByTestId("device-tabs");
    await expect(tabs.getByRole("link", { name: "配置参数", exact: true })).toHaveAttribute("href", `/device/${id}/config/parameters`);
    await expect(tabs.getByRole("link", { name: "运行记录", exact: true })).toHaveAttribute("href", `/device/${id}/running/battery`);

    await openTab(page, "信息", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/message`);
    await expect(page.getByRole("heading", { name: "电池信息" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "出厂信息" })).toBeVisible();

    await openTab(page, "配置参数", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/config/parameters`);
    await expect(page.getByRole("spinbutton", { name: "唤醒偏移（秒）" })).toHaveValue(/^\d+$/);
    await expect(page.getByTestId("config-groups").getByRole("link")).toHaveCount(7);

    await openTab(page, "服务配置", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/config/service-configs`);
    await expect(page.getByRole("combobox", { name: "公开模式" })).toBeVisible();
    await expect(page.getByRole("link", { name: "配置参数" })).not.toHaveAttribute("aria-current", "page");

    await openTab(page, "相关人员", jsEnabled);
    await expect(page.getByTestId("related-admins").locator("tbody tr[data-row-id]")).not.toHaveCount(0);

    await openTab(page, "救援记录", jsEnabled);
    await expect(rows(page)).not.toHaveCount(0);

    await openTab(page, "运行记录", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/running/battery`);
    await expect(page.getByTestId("pager-range")).toContainText("共 36 条");
    for (const [name, path] of [["通讯日志", "communication"], ["事件记录", "events"], ["历史日志", "history"], ["自检", "self-test"]]) {
      await waitForHydration(page, jsEnabled);
      await page.getByTestId("running-tabs").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/running/${path}`);
      await expect(rows(page)).not.toHaveCount(0);
    }
    // A list tab pages like any list.
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("pager").getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/running/self-test?pageNo=2`);
    await expect(page.getByTestId("pager-range")).toContainText("第 11-20 条");

    await openTab(page, "运维记录", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/operation/repair`);
    await expect(rows(page)).not.toHaveCount(0);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("operation-tabs").getByRole("link", { name: "巡检" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/operation/inspection`);
    await expect(rows(page)).not.toHaveCount(0);

    await openTab(page, "对接用户", jsEnabled);
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/dock-users`);
    await expect(rows(page)).not.toHaveCount(0);
  });

  test("saves the fence radius: invalid then valid, unchanged refused, the change still there after reload", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 12);
    await page.goto(`/device/${id}/config/location-fence-config`);
    await waitForHydration(page, jsEnabled);
    const radius = page.getByRole("spinbutton", { name: "围栏半径（米）" });
    const save = page.getByRole("button", { name: "保存" });

    await radius.fill("5");
    await save.click();
    await expectFieldError(radius, "应为 10 到 10000 之间的整数");
    await expect(radius).toHaveValue("5");

    await radius.fill("");
    await save.click();
    await expectFieldError(radius, "请输入围栏半径");

    const value = String(1000 + Math.floor(Math.random() * 8000));
    await radius.fill(value);
    await save.click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    await expect(page.getByRole("spinbutton", { name: "围栏半径（米）" })).toHaveValue(value);

    // §5: saving without a change is refused with the spec's message.
    await waitForHydration(page, jsEnabled);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByTestId("form-error")).toContainText("配置参数未修改，无需保存");

    // The overview shows the new radius too.
    await page.goto(`/device/${id}/overview`);
    await expect(page.getByTestId("section-location")).toContainText(Number(value).toLocaleString("en-US"));
  });

  test("device parameters: the base-station token must be 16 characters and the wake offset 0–600 s", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 13);
    await page.goto(`/device/${id}/config/parameters`);
    await waitForHydration(page, jsEnabled);
    const token = page.getByRole("textbox", { name: "基站令牌" });
    const wake = page.getByRole("spinbutton", { name: "唤醒偏移（秒）" });
    await token.fill("too-short");
    await wake.fill("601");
    await page.getByRole("button", { name: "保存" }).click();
    await expectFieldError(token, "基站令牌必须为 16 个字符");
    await expectFieldError(wake, "应为 0 到 600 之间的整数");
    await expect(token).toHaveValue("too-short");
  });

  test("resets with a reason: the reason is required, then a reset task waits for execution", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 14);
    await page.goto(`/device/${id}/overview`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-reset").click();
    const dialog = modal(page, "device-action-reset");
    await expect(dialog).toContainText("重置设备");
    const reason = dialog.getByRole("textbox", { name: "重置原因" });
    await dialog.getByRole("button", { name: "重置" }).click();
    await expectFieldError(reason, "请输入重置原因");

    await reason.fill("电极片更换后复位");
    await dialog.getByRole("button", { name: "重置" }).click();
    await expect(flash(page, "success")).toContainText("已下发重置任务");
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/overview`);
    await expect(page.getByTestId("device-action-reset")).toHaveCount(0);
    expect(await columnTexts(page, "任务类型")).toContain("重置");
  });

  test("a second exit is refused while the first is pending ('Exit task already exists')", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 15);
    await page.goto(`/device/${id}/overview`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-exit").click();
    let dialog = modal(page, "device-action-exit");
    await expect(dialog).toContainText("将创建一个待执行的退出任务");
    await dialog.getByRole("button", { name: "退出" }).click();
    await expect(flash(page, "success")).toContainText("已创建退出任务");

    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-exit").click();
    dialog = modal(page, "device-action-exit");
    await dialog.getByRole("button", { name: "退出" }).click();
    await expect(dialog.getByTestId("form-error")).toContainText("退出任务已存在");
    // One pending exit task, not two.
    await page.goto(`/device/${id}/overview?pageSize=50`);
    const types = await columnTexts(page, "任务类型");
    expect(types.filter((type) => type === "退出")).toHaveLength(1);
  });

  test("in English the config rules answer in English", async ({ page, context, jsEnabled }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    const id = deviceFor(jsEnabled, 16);
    await page.goto(`/device/${id}/config/competition`);
    await waitForHydration(page, jsEnabled);
    await page.getByLabel("Start time").fill("2026-05-01T10:00");
    await page.getByLabel("End time").fill("2026-05-01T09:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expectFieldError(page.getByLabel("End time"), "Start time must be before end time.");
  });
});

test.describe("device detail permissions", () => {
  test.use({ account: "user" });

  test("a user account gets 403 on the detail and on a hand-made action post", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    const view = await page.goto("/device/1/overview");
    expect(view?.status()).toBe(403);
    const post = await page.request.post("/device/1/reset", { headers: { Origin: CONSOLE_URL }, form: { reason: "x" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});

test.describe("device detail as operator", () => {
  test.use({ account: "operator" });

  test("sees the detail and edits configs, but gets no reset (deviceList.update) and 403 when posting it", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    await page.goto("/device/21/overview");
    await expect(page.getByTestId("device-sn")).toBeVisible();
    await expect(page.getByTestId("action-reset")).toHaveCount(0);
    await expect(page.getByTestId("action-send-message")).toBeVisible();
    const post = await page.request.post("/device/21/reset", { headers: { Origin: CONSOLE_URL }, form: { reason: "x" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});

test.describe("device detail records and people", () => {
  test.use({ account: "admin" });

  test("links a waiting volunteer, adds and handles a repair record, edits a rescue remark", async ({ page, jsEnabled }) => {
    test.slow(); // three screens and five form round trips
    const id = deviceFor(jsEnabled, 17);

    // Related persons: link the first waiting volunteer; it then shows among the linked ones.
    await page.goto(`/device/${id}/persons`);
    const before = await rows(page).count();
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("volunteer-link").click();
    const link = modal(page, "volunteer-link-modal");
    await link.getByRole("button", { name: "关联所选志愿者" }).click();
    await expect(link).toContainText("至少选择一行");
    const chosen = await link.locator("tbody tr[data-row-id]").first().getAttribute("data-row-id");
    await link.locator("tbody tr[data-row-id]").first().getByRole("checkbox").check();
    await link.getByRole("button", { name: "关联所选志愿者" }).click();
    await expect(flash(page, "success")).toContainText("已关联志愿者");
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/persons`);
    await expect(rows(page)).toHaveCount(Math.min(before + 1, 10));
    expect(await columnTexts(page, "志愿者编号")).toContain(chosen);

    // Operation record: a new repair record, then its handling.
    await page.goto(`/device/${id}/operation/repair`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("record-add").click();
    const add = modal(page, "record-add-form");
    await add.getByRole("button", { name: "保存" }).click();
    await expectFieldError(add.getByRole("textbox", { name: "内容" }), "请输入内容");
    await add.getByRole("textbox", { name: "内容" }).fill("端到端：柜门合页松动");
    await add.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    expect((await columnTexts(page, "故障描述"))[0]).toBe("端到端：柜门合页松动");
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "处理" }).click();
    const handle = modal(page, "record-handle");
    await handle.getByRole("textbox", { name: "处理内容" }).fill("已紧固合页");
    await handle.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("处理内容已保存");
    expect((await columnTexts(page, "处理内容"))[0]).toBe("已紧固合页");
    expect((await columnTexts(page, "处理状态"))[0]).toBe("已关闭");

    // Rescue record: a remark, kept after reload.
    await page.goto(`/device/${id}/rescue`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "编辑备注" }).click();
    const remark = modal(page, "rescue-remark");
    await remark.getByRole("textbox", { name: "备注" }).fill("家属已致谢");
    await remark.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("备注已保存");
    await page.reload();
    expect((await columnTexts(page, "备注"))[0]).toBe("家属已致谢");
  });

  test("replaces the electrode pads and sets the public time from the message and overview tabs", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 18);
    await page.goto(`/device/${id}/message`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-electrode-info").click();
    const electrode = modal(page, "device-action-electrode-info");
    await electrode.getByRole("textbox", { name: "电极片序列号" }).fill("EP-E2E-0001");
    await electrode.getByLabel("电极片有效期").fill("2028-06-30");
    await electrode.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("电极片信息已保存");
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/${id}/message`);
    await expect(page.getByTestId("section-electrode")).toContainText("EP-E2E-0001");
    await expect(page.getByTestId("section-electrode")).toContainText("2028-06-30");

    await page.goto(`/device/${id}/overview`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-public-time").click();
    const time = modal(page, "device-action-public-time");
    await time.getByLabel("开始时间").fill("20:00");
    await time.getByLabel("结束时间").fill("08:00");
    await time.getByRole("button", { name: "保存" }).click();
    await expectFieldError(time.getByLabel("结束时间"), "开始时间必须早于结束时间");
    await time.getByLabel("开始时间").fill("07:30");
    await time.getByLabel("结束时间").fill("21:00");
    await time.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("公开时间已保存");
    await expect(page.getByTestId("section-placement")).toContainText("07:30");
    await expect(page.getByTestId("section-placement")).toContainText("21:00");
  });
});

test.describe("device paths that are not a device", () => {
  test.use({ account: "admin" });

  test("a word where the device id goes is the 404 page, not a device", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: the server's 404 page by URL: the same without JavaScript, checked once in no-js.
    const unknown = await page.goto("/device/no-such-screen");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId("error-title")).toHaveText("抱歉，你访问的页面不存在");
  });
});
