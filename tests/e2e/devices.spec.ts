// The device fleet (issue 3): list filters as URL params with paging, the "ready now" column and filter with its
// reasons, import with a per-row report, export of the filtered list as a real .xlsx (defused against formulas),
// and the device map (points with JavaScript, a list with coordinates without it).
import fs from "node:fs";
import type { Page } from "@playwright/test";
import * as XLSX from "xlsx";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, rowIds, rows } from "./support/table";
import { expectFieldError, flash, modal, openDisclosure } from "./support/ui";

test.use({ account: "admin" });

/** A serial number no other test or project uses. */
const uniqueSn = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);

function sheetFile(rowsOfCells: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rowsOfCells), "设备");
  return { name: "devices.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer };
}

async function importSheet(page: Page, jsEnabled: boolean, rowsOfCells: unknown[][]) {
  await page.goto("/device/list");
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("import").click();
  const dialog = modal(page, "device-import");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/表格文件/).setInputFiles(sheetFile(rowsOfCells));
  await dialog.getByRole("button", { name: "开始导入" }).click();
  await expect(page.getByTestId("import-report")).toBeVisible({ timeout: 20_000 });
}

test.describe("device list", () => {
  test("filters by city and network state as URL params, and pages through the result", async ({ page, jsEnabled }) => {
    await page.goto("/device/list");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("combobox", { name: "网络状态" }).selectOption({ label: "在线" });
    // The city heads a cascade (its districts): with JavaScript choosing it searches at once.
    await filters(page).getByRole("combobox", { name: "城市" }).selectOption({ label: "杭州市" });
    if (!jsEnabled) await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]cityId=330100(&|$)/);
    await expect(page).toHaveURL(/[?&]networkState=ONLINE(&|$)/);
    await expect.poll(() => columnTexts(page, "城市")).toEqual(Array(10).fill("杭州市"));
    expect(new Set(await columnValues(page, "网络状态"))).toEqual(new Set(["ONLINE"]));
    const firstPage = await rowIds(page);

    await page.getByTestId("pager").getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    await expect(page).toHaveURL(/[?&]cityId=330100(&|$)/);
    await expect.poll(() => rowIds(page)).not.toEqual(firstPage);
    expect(new Set(await columnTexts(page, "城市"))).toEqual(new Set(["杭州市"]));
    expect(new Set(await columnValues(page, "网络状态"))).toEqual(new Set(["ONLINE"]));
    await expect(page.getByTestId("pager-range")).toContainText("第 11-20 条");
  });

  test("the ready-now filter lists the devices that are not ready, each with its reasons", async ({ page, jsEnabled }) => {
    await page.goto("/device/list?cityId=330100");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("combobox", { name: "即时可用" }).selectOption({ label: "不可用" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]ready=false(&|$)/);
    await expect.poll(() => columnValues(page, "即时可用")).toEqual(Array(10).fill("not-ready"));
    const reasons = rows(page).getByTestId("ready-reasons");
    await expect(reasons).toHaveCount(10);
    for (const text of await reasons.allInnerTexts()) expect(text).toMatch(/(电池|电极片|网络|设备|柜门|围栏|套餐)：\S+/);

    await filters(page).getByRole("combobox", { name: "即时可用" }).selectOption({ label: "可用" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]ready=true(&|$)/);
    await expect.poll(() => columnValues(page, "即时可用")).toEqual(Array(10).fill("ready"));
    await expect(rows(page).getByTestId("ready-reasons")).toHaveCount(0);
  });

  test("import reports each row: a good row is added, a bad one says why", async ({ page, jsEnabled }) => {
    const sn = uniqueSn("IMP");
    await importSheet(page, jsEnabled, [
      ["序列号", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话"],
      [sn, "BeneHeart C2", "杭州市", "西湖区", "文三路 90 号", 120.13, 30.28, "13800001234"],
      ["BAD-SN", "不存在的型号", "杭州市", null, null, 120.1, 30.2, "12345"],
    ]);
    const report = page.getByTestId("import-report");
    await expect(report).toContainText("共 2 行：新增 1，更新 0，失败 1");
    const failed = report.locator('tr[data-result="FAILED"]');
    await expect(failed).toContainText("3");
    await expect(failed).toContainText("序列号: 序列号应为 6 到 20 位大写字母或数字");
    await expect(failed).toContainText("型号: 型号不存在");
    await expect(failed).toContainText("联系电话: 请输入有效的 11 位手机号");
    await expect(report.locator('tr[data-result="CREATED"]')).toContainText(sn);

    await page.goto(`/device/list?sn=${sn}`);
    await expect(rows(page)).toHaveCount(1);
    expect(await columnTexts(page, "型号")).toEqual(["BeneHeart C2"]);
  });

  test("hostile #12: import refuses a file that is not a spreadsheet, whatever its name says", async ({ page, jsEnabled }) => {
    await page.goto("/device/list/import");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "device-import");
    const input = dialog.getByLabel(/表格文件/);
    await input.setInputFiles({ name: "devices.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from("序列号,型号\nAED1,AED 3\n") });
    await dialog.getByRole("button", { name: "开始导入" }).click();
    await expect(dialog.getByText("文件内容与文件类型不符")).toBeVisible();
    await expect(page.getByTestId("import-report")).toHaveCount(0);
  });

  test("hostile #13: export downloads the filtered list as .xlsx, formulas defused", async ({ page, jsEnabled }) => {
    const sn = uniqueSn("EXP");
    await importSheet(page, jsEnabled, [
      ["序列号", "型号", "城市", "地址", "经度", "纬度"],
      [sn, "AED 3", "宁波市", '=HYPERLINK("http://evil.example","点我")', 121.55, 29.87],
    ]);
    await page.goto("/device/list?cityId=330200&batteryState=POWER_LOW");
    await waitForHydration(page, jsEnabled);
    const total = Number((await page.getByTestId("pager-range").innerText()).match(/共 (\d+) 条/)![1]);
    expect(total).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: "buffer" });
    const sheetRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(sheetRows).toHaveLength(total);
    expect(new Set(sheetRows.map((r) => r["城市"]))).toEqual(new Set(["宁波市"]));
    expect(new Set(sheetRows.map((r) => r["电池状态"]))).toEqual(new Set(["POWER_LOW"]));

    // A cell a spreadsheet would run as a formula arrives as plain text.
    const response = await page.request.get(`/device/list/export?sn=${sn}`);
    expect(response.status()).toBe(200);
    const single = XLSX.read(await response.body(), { type: "buffer", cellFormula: true });
    const sheet = single.Sheets[single.SheetNames[0]!]!;
    const [only] = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(only!["序列号"]).toBe(sn);
    expect(only!["地址"]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(Object.values(sheet).some((cell) => typeof cell === "object" && cell !== null && "f" in cell)).toBe(false);
  });
});

test.describe("device bulk actions", () => {
  test("public time on checked rows: none checked is refused, a backwards range is a field error, then it saves", async ({ page, jsEnabled }, testInfo) => {
    await page.goto("/device/list?cityId=330300");
    await waitForHydration(page, jsEnabled);
    // Each project works on its own two devices.
    const mine = (await rowIds(page)).slice(testInfo.project.name === "js" ? 0 : 2).slice(0, 2);
    const panel = page.locator("details.bulk-panel");
    await openDisclosure(panel);
    await panel.getByRole("button", { name: "设置公开时间" }).click();
    await expect(page.getByTestId("bulk-error")).toHaveText("至少选择一行");

    const check = async () => {
      for (const id of mine) {
        const box = page.getByRole("checkbox", { name: `选择此行 ${id}` });
        if (!(await box.isChecked())) await box.check();
      }
    };
    await openDisclosure(panel);
    await check();
    await panel.getByLabel("开始时间").fill("20:00");
    await panel.getByLabel("结束时间").fill("08:00");
    await panel.getByRole("button", { name: "设置公开时间" }).click();
    await expectFieldError(panel.getByLabel("结束时间"), "开始时间必须早于结束时间");
    await expect(panel.getByLabel("开始时间")).toHaveValue("20:00");
    // The refused action keeps the rows it was given checked, with or without JavaScript.
    for (const id of mine) await expect(page.getByRole("checkbox", { name: `选择此行 ${id}` })).toBeChecked();

    await check();
    await panel.getByLabel("结束时间").fill("22:00");
    await panel.getByRole("button", { name: "设置公开时间" }).click();
    await expect(flash(page, "success")).toContainText("已更新 2 台设备");
    await expect(page).toHaveURL(/\/device\/list\?cityId=330300$/);
  });
});

test.describe("device export when the platform fails", () => {
  // Fault rules are global to the sandbox: nothing else may run while one is set.
  test.use({ exclusive: true });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.clearFaults();
  });

  test("says so: in place with JavaScript, as a notice on the list without it", async ({ page, jsEnabled, sandbox }) => {
    await page.goto("/device/list?cityId=330300");
    await waitForHydration(page, jsEnabled);
    await sandbox.addFault({ path: "^/api/v1/devices/export$", method: "GET", status: 500 });
    await page.getByTestId("export").click();
    if (jsEnabled) {
      await expect(page.getByText("导出失败，请稍后重试")).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/device\/list\?cityId=330300$/);
      await expect(flash(page, "error")).toContainText("服务异常，请稍后再试");
    }
    await expect(rows(page)).toHaveCount(10);
  });
});

test.describe("device list permissions", () => {
  test.use({ account: "operator" });

  test("an operator sees the list and bulk actions but neither import nor export, and cannot export by URL", async ({ page }) => {
    await page.goto("/device/list");
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByTestId("export")).toHaveCount(0);
    await expect(page.getByTestId("import")).toHaveCount(0);
    // Operators hold deviceList.edit: the bulk actions stay.
    await expect(page.getByText("批量操作（对勾选的设备）")).toBeVisible();
    expect((await page.request.get("/device/list/export")).status()).toBe(403);
  });
});

test.describe("device map", () => {
  test("shows the filtered fleet: clustered points with JavaScript, a paged list with coordinates without", async ({ page, jsEnabled }) => {
    await page.goto("/device/map?cityId=330100");
    await waitForHydration(page, jsEnabled);
    const total = Number((await page.getByTestId("pager-range").innerText()).match(/共 (\d+) 条/)![1]);
    expect(total).toBeGreaterThan(10);
    // The list: every device of the filter, with its coordinates and a link to its detail.
    expect(new Set(await columnTexts(page, "城市"))).toEqual(new Set(["杭州市"]));
    for (const text of await columnTexts(page, "经度")) expect(Number(text)).toBeCloseTo(120.15, 0);
    for (const text of await columnTexts(page, "纬度")) expect(Number(text)).toBeCloseTo(30.27, 0);
    const firstId = (await rowIds(page))[0]!;
    await expect(rows(page).first().getByRole("link")).toHaveAttribute("href", `/device/${firstId}`);

    const map = page.getByTestId("device-map");
    if (!jsEnabled) {
      await expect(map).toHaveCount(0);
      return;
    }
    await expect(map).toHaveAttribute("data-points", String(total));
    await expect(map).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    await expect(page.getByText(`共 ${total} 台设备在图上`)).toBeVisible();
    // The map frames the city: its clusters carry counts (the rest are single points on the canvas).
    const clustered = async () => (await page.getByTestId("map-cluster").allInnerTexts()).reduce((sum, n) => sum + Number(n), 0);
    await expect.poll(clustered, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await clustered()).toBeLessThanOrEqual(total);

    // The whole fleet: one view of China, every device in a cluster.
    await page.goto("/device/map");
    await waitForHydration(page, jsEnabled);
    // Other tests (maybe running now) import devices: the fleet is the seed's 2,400 and a few more.
    await expect(map).toHaveAttribute("data-points", /^24\d\d$/, { timeout: 20_000 });
    await expect(map).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    await expect.poll(clustered, { timeout: 15_000 }).toBeGreaterThan(2000);
  });
});
