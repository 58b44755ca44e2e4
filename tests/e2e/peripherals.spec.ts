// Cabinet controllers, connectors, their firmware and the firmware update rule, smart locks and device reviews
// (§2–§5), with JavaScript and without: filters in the URL, detail tabs as links, forms that answer bad input
// with translated field errors and keep what was typed, and permissions checked on the server.
import type { Page } from "@playwright/test";
import { compareVersions } from "../../app/lib/version";
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
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
    const serial = (await columnTexts(page, "序列号"))[0]!;
    expect(serial).toMatch(/^CON/);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: `详情 ${serial}` }).click();
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
    await page.goto("/device/cabinet/5/overview");
    const current = (await detailValue(page, "固件版本").innerText()).trim();
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("firmware-update").click();
    await expect(page).toHaveURL(/\/device\/cabinet\/5\/overview\/firmware-update$/);
    const dialog = modal(page, "firmware-update-form");
    await expect(dialog).toContainText(`当前版本 ${current}`);
    const target = dialog.getByLabel("目标版本");
    const versions = (await target.locator("option").allInnerTexts()).filter(Boolean);
    const lower = versions.find((version) => compareVersions(version, current) <= 0)!;
    const greater = versions.find((version) => compareVersions(version, current) > 0)!;
    expect(lower && greater).toBeTruthy();

    await target.selectOption(lower);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(target, `目标版本必须高于当前版本 ${current}`);
    await expect(page).toHaveURL(/\/firmware-update$/);

    await target.selectOption(greater);
    await dialog.getByLabel("执行方式").selectOption("TIMED");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("已创建固件升级任务");
    await expect(page).toHaveURL(/\/device\/cabinet\/5\/overview$/);
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

test.describe("in English", () => {
  test.use({ account: "admin" });

  test("the connector list and its detail speak English", async ({ page, context }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/device/connector/400/message");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Connectors CON");
    await expect(tabs(page).getByRole("link", { name: "Message info" })).toHaveAttribute("aria-current", "page");
    await expect(detail(page)).toContainText("SIM operator");
  });
});

