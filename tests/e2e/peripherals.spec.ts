// Cabinet controllers, connectors, their firmware and the firmware update rule, smart locks and device reviews
// (§2–§5), with JavaScript and without: filters in the URL, detail tabs as links, forms that answer bad input
// with translated field errors and keep what was typed, and permissions checked on the server.
import type { Page } from "@playwright/test";
import { compareVersions } from "../../app/lib/version";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

const detail = (page: Page) => page.getByTestId("detail");
const detailValue = (page: Page, label: string) => detail(page).locator(`dt:text-is("${label}") + dd`);
const tabs = (page: Page) => page.getByTestId("controller-tabs");

test.describe("as an administrator", () => {
  test.use({ account: "admin" });

  test("cabinet list filters by network state and model through the URL, pages, and opens a detail with its tabs", async ({ page, jsEnabled }) => {
    await page.goto("/device/cabinet");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByLabel("网络状态").selectOption("OFFLINE");
    await filters(page).getByLabel("型号").selectOption("Cabinet_Standard");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/networkState=OFFLINE/);
    await expect(page).toHaveURL(/model=Cabinet_Standard/);
    await expect.poll(() => columnValues(page, "网络状态")).not.toEqual([]);
    expect(new Set(await columnValues(page, "网络状态"))).toEqual(new Set(["OFFLINE"]));
    expect(new Set(await columnValues(page, "型号"))).toEqual(new Set(["Cabinet_Standard"]));
    const firstPage = await columnTexts(page, "序列号");
    await page.getByTestId("pager").getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect.poll(() => columnTexts(page, "序列号")).not.toEqual(firstPage);
    expect(new Set(await columnValues(page, "网络状态"))).toEqual(new Set(["OFFLINE"]));

    // Sorting by a column header keeps the filters and starts again at page 1.
    await page.getByRole("columnheader", { name: /^最后在线时间/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sortField=lastOnlineTime&sortOrder=ascend/);
    await expect(page).not.toHaveURL(/pageNo=2/);
    await expect(page).toHaveURL(/networkState=OFFLINE/);
    await expect.poll(async () => {
      const times = await columnTexts(page, "最后在线时间");
      return times.length > 1 && times.every((time, i) => i === 0 || times[i - 1]! <= time);
    }).toBe(true);

    const serial = (await columnTexts(page, "序列号"))[0]!;
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: `详情 ${serial}` }).click();
    await expect(page).toHaveURL(/\/device\/cabinet\/\d+\/overview$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`机柜控制器 ${serial}`);
    await expect(tabs(page).getByRole("link", { name: "概览" })).toHaveAttribute("aria-current", "page");
    await expect(detailValue(page, "网络状态")).toHaveText("离线");
    await expect(detailValue(page, "柜门状态")).not.toBeEmpty();

    await tabs(page).getByRole("link", { name: "报文信息" }).click();
    await expect(page).toHaveURL(/\/message$/);
    await expect(detailValue(page, "ICCID")).toHaveText(/^8986\d{16}$/);
    await expect(detailValue(page, "序列号")).toHaveText(serial);

    await tabs(page).getByRole("link", { name: "配置参数" }).click();
    await expect(page.getByRole("textbox", { name: "服务器端口" })).toHaveValue(/^\d+$/);

    await tabs(page).getByRole("link", { name: "运行记录" }).click();
    await expect(page).toHaveURL(/\/running\/history$/);
    await expect(tabs(page).getByRole("link", { name: "运行记录" })).toHaveAttribute("aria-current", "page");
    expect((await columnTexts(page, "事件类型")).length).toBeGreaterThan(0);
    await page.getByRole("link", { name: "自检记录" }).click();
    await expect(page).toHaveURL(/\/running\/self-test$/);
    await filters(page).getByLabel("结果").selectOption("FAIL");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/\/running\/self-test\?result=FAIL$/);
    const results = await columnValues(page, "结果");
    expect(results.every((value) => value === "FAIL")).toBe(true);
  });

  test("connector detail has the same tabs, and its config form refuses bad and unchanged values before saving", async ({ page, jsEnabled }) => {
    await page.goto("/device/connector?networkState=ONLINE");
    // The js and no-js projects run side by side on one sandbox: each takes its own row.
    const index = jsEnabled ? 0 : 1;
    const serial = (await columnTexts(page, "序列号"))[index]!;
    expect(serial).toMatch(/^CON/);
    await waitForHydration(page, jsEnabled);
    await rows(page).nth(index).getByRole("link", { name: `详情 ${serial}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`云连接器 ${serial}`);
    await expect(detail(page)).not.toContainText("柜门状态");
    await tabs(page).getByRole("link", { name: "配置参数" }).click();
    await expect(page).toHaveURL(/\/device\/connector\/\d+\/config$/);
    await waitForHydration(page, jsEnabled);

    const form = page.getByTestId("controller-config");
    const port = form.getByRole("textbox", { name: "服务器端口" });
    const heartbeat = form.getByRole("textbox", { name: "心跳间隔（秒）" });
    const save = form.getByRole("button", { name: "保存" });

    // Unchanged: §5 'config parameters must change before saving'.
    await save.click();
    await expect(form.getByTestId("form-error")).toContainText("配置参数未修改，无需保存");

    const before = await heartbeat.inputValue();
    await port.fill("70000");
    await heartbeat.fill("abc");
    await save.click();
    await expectFieldError(port, "取值范围为 1 到 65535");
    await expectFieldError(heartbeat, "请输入整数");
    await expect(port).toHaveValue("70000");

    const next = before === "120" ? "180" : "120";
    await port.fill("9000");
    await heartbeat.fill(next);
    await save.click();
    await expect(flash(page, "success")).toContainText("配置参数已保存");
    await page.reload();
    await expect(page.getByTestId("controller-config").getByRole("textbox", { name: "心跳间隔（秒）" })).toHaveValue(next);

    await tabs(page).getByRole("link", { name: "运行记录" }).click();
    await filters(page).getByLabel("事件类型").selectOption("CONFIG_CHANGED");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(rows(page).first()).toContainText("配置参数已由 admin 修改");
  });

  test("the firmware update rule refuses a version that is not greater than the current one, then accepts a greater one", async ({ page, jsEnabled }) => {
    await page.goto(`/device/cabinet/${jsEnabled ? 5 : 6}/overview`);
    const current = (await detailValue(page, "固件版本").innerText()).trim();
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("firmware-update").click();
    await expect(page).toHaveURL(/\/device\/cabinet\/\d+\/overview\/firmware-update$/);
    const dialog = modal(page, "firmware-update-form");
    await expect(dialog).toContainText(`当前版本 ${current}`);
    const target = dialog.getByLabel("目标版本");
    const versions = await target.locator("option:not([value=''])").allInnerTexts(); // the named empty choice is no version
    const lower = versions.find((version) => compareVersions(version, current) <= 0)!;
    const greater = versions.find((version) => compareVersions(version, current) > 0)!;
    expect(lower && greater).toBeTruthy();

    await target.selectOption(lower);
    await dialog.getByLabel("执行方式").selectOption("TIMED");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(target, `目标版本必须高于当前版本 ${current}`);
    await expectFieldError(dialog.getByLabel("执行时间"), "请选择执行时间");
    await expect(page).toHaveURL(/\/firmware-update$/);

    await target.selectOption(greater);
    await dialog.getByLabel("执行时间").fill("2026-12-01T08:30");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("已创建固件升级任务");
    await expect(page).toHaveURL(/\/device\/cabinet\/\d+\/overview$/);
    await expect(detailValue(page, "待升级版本")).toHaveText(greater);
    await expect(detailValue(page, "固件版本")).toHaveText(current);
  });

  test("cabinet firmware: add with a wrong version and file type, then with jxsh", async ({ page, jsEnabled }) => {
    await page.goto("/device/cabinet-firmware");
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("firmware-add").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/cabinet-firmware/new`);
    const dialog = modal(page, "firmware-form");
    const version = dialog.getByRole("textbox", { name: "版本号" });
    const file = dialog.getByLabel("固件文件");
    await version.fill("X1");
    await file.setInputFiles({ name: "AED.jas", mimeType: "application/octet-stream", buffer: Buffer.alloc(512, 0x5a) });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(version, "版本号格式不正确");
    await expectFieldError(file, "文件类型必须为 jxs, jxsh, jxsx");
    await expect(version).toHaveValue("X1");

    // Content sniffing: a page renamed .jxs is refused although its extension is allowed.
    await version.fill("V01.0.0");
    await file.setInputFiles({ name: "CAB.jxs", mimeType: "application/octet-stream", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(file, "文件内容与文件类型不符");

    const good = `T${String(10 + Math.floor(Math.random() * 89))}.${Date.now() % 10_000_000}.${Math.floor(Math.random() * 1000)}`;
    await version.fill(good);
    await file.setInputFiles({ name: "CAB_e2e.jxsh", mimeType: "application/octet-stream", buffer: Buffer.alloc(512, 0x5a) });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/cabinet-firmware`);
    await page.goto(`/device/cabinet-firmware?version=${encodeURIComponent(good)}`);
    expect(await columnTexts(page, "固件文件")).toEqual(["CAB_e2e.jxsh"]);
    // Not in the connector's firmware.
    await page.goto(`/device/connector-firmware?version=${encodeURIComponent(good)}`);
    await expect(page.getByTestId("empty")).toBeVisible();
  });
});

test.describe("smart locks and device reviews as an administrator", () => {
  test.use({ account: "admin" });

  const randomMac = () => Array.from({ length: 6 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, "0").toUpperCase()).join(":");

  test("smart lock tabs filter through the URL; the save modal refuses a bad MAC and serial, keeps the input, then saves", async ({ page, jsEnabled }) => {
    await page.goto("/device/lock");
    await waitForHydration(page, jsEnabled);
    const lockTabs = page.getByTestId("lock-tabs");
    await expect(lockTabs.getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "page");
    await lockTabs.getByRole("link", { name: "未绑定" }).click();
    await expect(page).toHaveURL(/\/device\/lock\?tab=UNBOUND$/);
    await expect(lockTabs.getByRole("link", { name: "未绑定" })).toHaveAttribute("aria-current", "page");
    expect((await columnTexts(page, "绑定设备")).every((text) => text.trim() === "")).toBe(true);
    // A filter keeps the tab.
    await filters(page).getByRole("textbox", { name: "序列号" }).fill("V1");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/tab=UNBOUND/);
    await expect(page).toHaveURL(/serialNumber=V1/);

    await waitForHydration(page, jsEnabled);
    await page.getByTestId("lock-add").click();
    const dialog = modal(page, "lock-form");
    await expect(dialog).toContainText("新增智能锁");
    const mac = dialog.getByRole("textbox", { name: "MAC 地址" });
    const serial = dialog.getByRole("textbox", { name: "序列号" });
    const description = dialog.getByRole("textbox", { name: "描述" });
    await serial.fill("V1.2");
    await mac.fill("AA-BB-CC-DD-EE-FF");
    await description.fill("端到端测试锁");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(mac, "MAC 地址格式应为 xx:xx:xx:xx:xx:xx");
    await expectFieldError(serial, "序列号格式应为 VX.Y.Z 或 TX.Y.Z");
    await expect(mac).toHaveValue("AA-BB-CC-DD-EE-FF");
    await expect(description).toHaveValue("端到端测试锁");

    const good = randomMac();
    await mac.fill(good);
    await serial.fill("V1.2.3");
    await dialog.getByLabel("锁文件").setInputFiles({ name: "lock-e2e.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(64, 7) });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await expect(page.getByTestId("lock-form")).toHaveCount(0);
    await expect(page).toHaveURL(/tab=UNBOUND/);

    await page.goto(`/device/lock?macAddress=${encodeURIComponent(good)}`);
    await expect(rows(page)).toHaveCount(1);
    expect(await columnTexts(page, "锁文件")).toEqual(["lock-e2e.bin"]);
    expect(await columnTexts(page, "序列号")).toEqual(["V1.2.3"]);

    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "删除" }).click();
    const remove = modal(page, "lock-delete");
    await remove.getByRole("button", { name: "删除" }).click();
    await expectFieldError(remove.getByRole("textbox", { name: "删除原因" }), "请输入删除原因");
    await remove.getByRole("textbox", { name: "删除原因" }).fill("端到端测试清理");
    await remove.getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await expect(page.getByTestId("empty")).toBeVisible();
  });

  test("device review: the pass modal checks an unchecked review, which then leaves the unchecked list", async ({ page, jsEnabled }) => {
    await page.goto("/device/review?checkState=UNCHECKED&reviewType=NEW_DEVICE");
    expect(new Set(await columnValues(page, "审核状态"))).toEqual(new Set(["UNCHECKED"]));
    // The js and no-js projects run side by side on one sandbox: each takes its own row.
    const index = jsEnabled ? 0 : 1;
    const id = await rows(page).nth(index).getAttribute("data-row-id");
    const serial = (await columnTexts(page, "设备序列号"))[index]!;
    await waitForHydration(page, jsEnabled);
    await rows(page).nth(index).getByRole("link", { name: `通过 ${serial}` }).click();
    await expect(page).toHaveURL(new RegExp(`/device/review/${id}/pass\\?checkState=UNCHECKED&reviewType=NEW_DEVICE$`));
    const dialog = modal(page, "review-pass");
    await expect(dialog).toContainText(`通过审核：${serial}`);
    await expect(dialog).toContainText("新设备入网");
    await dialog.getByRole("button", { name: "通过" }).click();
    await expect(flash(page, "success")).toContainText("审核已通过");
    await expect(page).toHaveURL(/\/device\/review\?checkState=UNCHECKED&reviewType=NEW_DEVICE$/);
    await expect(page.locator(`tr[data-row-id="${id}"]`)).toHaveCount(0);
    await page.goto(`/device/review?deviceSn=${serial}`);
    expect(await columnValues(page, "审核状态")).toContain("CHECKED");

    // §4: the pass modal of a checked review only says so; the review can be reset to unchecked.
    await page.goto(`/device/review/${id}/pass?deviceSn=${serial}`);
    await expect(modal(page, "review-pass").getByTestId("review-decided")).toContainText("该审核已通过");
    await page.goto(`/device/review?deviceSn=${serial}`);
    await waitForHydration(page, jsEnabled);
    await page.locator(`tr[data-row-id="${id}"]`).getByRole("link", { name: `重置 ${serial}` }).click();
    const reset = modal(page, "review-reset");
    await reset.getByRole("button", { name: "重置" }).click();
    await expect(flash(page, "success")).toContainText("审核已重置为未审核");
    await expect(page.locator(`tr[data-row-id="${id}"]`)).toContainText("待审核");
  });
});

test.describe("as the operator (cabinets, connectors, locks and reviews read-only)", () => {
  test.use({ account: "operator" });
  const PAGE_403 = "抱歉，你无权访问该页面";

  test("sees reviews without a pass action, and gets 403 from the pass modal, a crafted POST and the cabinet screens", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    await page.goto("/device/review?checkState=UNCHECKED&reviewType=RELOCATION");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^通过/ })).toHaveCount(0);
    const id = await rows(page).first().getAttribute("data-row-id");

    const modalPage = await page.goto(`/device/review/${id}/pass`);
    expect(modalPage?.status()).toBe(403);
    await expect(page.getByTestId("error-title")).toHaveText(PAGE_403);
    const crafted = await page.request.post(`/device/review/${id}/pass`, { headers: { Origin: CONSOLE_URL }, form: {}, maxRedirects: 0 });
    expect(crafted.status()).toBe(403);
    await page.goto("/device/review?checkState=UNCHECKED&reviewType=RELOCATION");
    await expect(page.locator(`tr[data-row-id="${id}"]`)).toHaveCount(1);

    for (const path of ["/device/connector/400/overview/firmware-update", "/device/cabinet-firmware", "/device/lock/new", "/device/lock/1/delete"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    const config = await page.request.post("/device/connector/400/config", { headers: { Origin: CONSOLE_URL }, form: { serverPort: "1" }, maxRedirects: 0 });
    expect(config.status()).toBe(403);
    const update = await page.request.post("/device/connector/400/overview/firmware-update", { headers: { Origin: CONSOLE_URL }, form: { version: "V09.0.0", executeType: "IMMEDIATE" }, maxRedirects: 0 });
    expect(update.status()).toBe(403);
  });

  test("reads cabinet details and config parameters without any edit control, and smart locks without add/edit/delete", async ({ page }) => {
    await page.goto("/device/connector/400/overview");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("云连接器 CON");
    await expect(page.getByTestId("firmware-update")).toHaveCount(0);
    await tabs(page).getByRole("link", { name: "配置参数" }).click();
    await expect(detailValue(page, "服务器端口")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("controller-config")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "保存" })).toHaveCount(0);

    await page.goto("/device/lock");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId("lock-add")).toHaveCount(0);
    await expect(rows(page).first().getByRole("link", { name: "删除" })).toHaveCount(0);
  });
});

test.describe("upstream faults on the controller screens", () => {
  // The faults apply to this test's own account (a fresh one of admin's role): other tests run meanwhile.
  test.use({ isolated: true, account: "admin" });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.clearFaults();
  });

  test("hostile #19: a 500 while saving config parameters keeps the typed values and saves nothing", async ({ page, jsEnabled, sandbox }) => {
    await page.goto("/device/connector/410/config");
    await waitForHydration(page, jsEnabled);
    const form = page.getByTestId("controller-config");
    const heartbeat = form.getByRole("textbox", { name: "心跳间隔（秒）" });
    const before = await heartbeat.inputValue();
    const typed = before === "3000" ? "2999" : "3000";
    await sandbox.addFault({ path: "^/api/v1/connectors/\\d+/configs$", method: "PUT", status: 500 });
    await heartbeat.fill(typed);
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form.getByTestId("form-error")).toContainText("服务异常，请稍后再试");
    await expect(heartbeat).toHaveValue(typed);
    await sandbox.clearFaults();
    await page.goto("/device/connector/410/config");
    await expect(page.getByTestId("controller-config").getByRole("textbox", { name: "心跳间隔（秒）" })).toHaveValue(before);
  });

  test("hostile #19: a failing running-record call shows the error inside the detail, its tabs still usable", async ({ page, sandbox }) => {
    await sandbox.addFault({ path: "^/api/v1/cabinet-controllers/\\d+/self-test-data$", method: "GET", status: 502 });
    const response = await page.goto("/device/cabinet/7/running/self-test");
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByText("服务异常，请稍后再试").first()).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "概览" })).toBeVisible();
    await sandbox.clearFaults();
    await tabs(page).getByRole("link", { name: "概览" }).click();
    await expect(detailValue(page, "序列号")).toHaveText(/^CAB/);
  });
});

test.describe("in English", () => {
  test.use({ account: "admin" });

  test("the connector list and its detail speak English", async ({ page, context }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/device/connector/400/message");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cloud connector CON");
    await expect(tabs(page).getByRole("link", { name: "Message info" })).toHaveAttribute("aria-current", "page");
    await expect(detail(page)).toContainText("SIM operator");
  });

  test("the smart-lock save modal and the review list answer in English", async ({ page, context, jsEnabled }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/device/lock/new?tab=BOUND");
    await waitForHydration(page, jsEnabled);
    await expect(page.getByTestId("lock-tabs").getByRole("link", { name: "Bound", exact: true })).toHaveAttribute("aria-current", "page");
    const dialog = modal(page, "lock-form");
    const mac = dialog.getByRole("textbox", { name: "MAC address" });
    await mac.fill("12:34");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectFieldError(mac, "The MAC address must look like xx:xx:xx:xx:xx:xx");
    await expectFieldError(dialog.getByRole("textbox", { name: "Serial number" }), "Serial number is required");
    await expect(mac).toHaveValue("12:34");

    await page.goto("/device/review?checkState=CHECKED");
    expect(new Set(await columnTexts(page, "Review state"))).toEqual(new Set(["Checked"]));
  });
});

