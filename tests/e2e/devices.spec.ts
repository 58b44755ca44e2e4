// The device fleet (issue 3): list filters as URL params with paging, the "ready now" column and filter with its
// reasons, import with a per-row report, export of the filtered list as a real .xlsx (defused against formulas),
// and the device map (points with JavaScript, a list with coordinates without it).
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, rowIds, rows } from "./support/table";
import { hasFormula, sheetFile, sheetObjects } from "./support/sheets";
import { expectFieldError, flash, modal, openDisclosure } from "./support/ui";

test.use({ account: "admin" });

/** A serial number no other test or project uses. */
const uniqueSn = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);

async function importSheet(page: Page, jsEnabled: boolean, rowsOfCells: unknown[][]) {
  await page.goto("/device/list");
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("import").click();
  const dialog = modal(page, "device-import");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/表格文件/).setInputFiles(sheetFile(rowsOfCells));
  await dialog.getByRole("button", { name: "上传并检查" }).click();
  await expect(page.getByTestId("import-preview")).toBeVisible({ timeout: 20_000 });
  await page.getByTestId("import-confirm").click();
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
    // The choices stay shown in the filters (their options are markup the server and the browser mark alike), and
    // the city's districts are now choices too.
    await expect(filters(page).getByRole("combobox", { name: "城市" })).toHaveValue("330100");
    await expect(filters(page).getByRole("combobox", { name: "网络状态" })).toHaveValue("ONLINE");
    await expect(filters(page).getByRole("combobox", { name: "区县" }).getByRole("option", { name: "西湖区" })).toHaveCount(1);
    const firstPage = await rowIds(page);

    await page.getByTestId("pager").getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    await expect(page).toHaveURL(/[?&]cityId=330100(&|$)/);
    await expect.poll(() => rowIds(page)).not.toEqual(firstPage);
    expect(new Set(await columnTexts(page, "城市"))).toEqual(new Set(["杭州市"]));
    expect(new Set(await columnValues(page, "网络状态"))).toEqual(new Set(["ONLINE"]));
    await expect(page.getByTestId("pager-range")).toContainText("第 11-20 条");
    await expect(filters(page).getByRole("combobox", { name: "城市" })).toHaveValue("330100");
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
    for (const text of await reasons.allInnerTexts()) expect(text).toMatch(/(电池|电极片|网络|设备|柜门|围栏|套餐)：\S+|超过 \d+ 小时无上报/);

    await filters(page).getByRole("combobox", { name: "即时可用" }).selectOption({ label: "可用" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]ready=true(&|$)/);
    await expect.poll(() => columnValues(page, "即时可用")).toEqual(Array(10).fill("ready"));
    await expect(rows(page).getByTestId("ready-reasons")).toHaveCount(0);
  });

  test("stale devices: the filter lists devices with no report for longer than the configured hours, the ready-now column says so", async ({ page, jsEnabled }) => {
    await page.goto("/device/list?networkState=ONLINE");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("combobox", { name: "失联设备" }).selectOption({ label: "超时未上报" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]stale=true(&|$)/);
    // Online by their last state, yet silent for days: only the stale rule finds them.
    await expect.poll(async () => new Set(await columnValues(page, "即时可用"))).toEqual(new Set(["not-ready"]));
    // The hours are the global config's (48 in the seed; the global-config test may have changed them meanwhile).
    const reasons = await rows(page).getByTestId("ready-reasons").allInnerTexts();
    expect(reasons.length).toBeGreaterThan(0);
    const hours = reasons.map((text) => Number(/超过 (\d+) 小时无上报/.exec(text)?.[1]));
    for (const h of hours) expect(h).toBeGreaterThan(0);
    for (const text of await columnTexts(page, "最后通信时间")) expect(Date.now() - new Date(text.replace(" ", "T")).getTime()).toBeGreaterThan(Math.min(...hours) * 3600 * 1000);
  });

  test("import preview: a bad cell is shown, corrected (in the grid with JS, by a re-upload without), then the valid rows are imported", async ({ page, jsEnabled }) => {
    const sn = uniqueSn("PRE");
    const header = ["序列号", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话"];
    const good = [sn, "BeneHeart C2", "杭州市", "西湖区", "文三路 90 号", 120.13, 30.28, "13800001234"];
    await page.goto("/device/list");
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("import").click();
    const dialog = modal(page, "device-import");
    await dialog.getByLabel(/表格文件/).setInputFiles(sheetFile([header, [...good.slice(0, 7), "12345"]]));
    await dialog.getByRole("button", { name: "上传并检查" }).click();
    const summary = page.getByTestId("preview-summary");
    await expect(summary).toContainText("共 1 行：可导入 0 行", { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]pending=[0-9a-f]{24}/);
    // Nothing is saved by the check.
    expect((await page.request.get(`/device/list?sn=${sn}&_data=routes/_console%2B/device%2B/list%2B/_layout`).then((r) => r.json())).total).toBe(0);
    if (jsEnabled) {
      const grid = page.getByTestId("import-grid");
      await expect(grid).toContainText("请输入正确的 11 位手机号");
      await grid.getByLabel("第 2 行 联系电话").fill("13800001234");
      await page.getByTestId("import-recheck").click();
    } else {
      const cell = page.getByTestId("preview-table").locator('td[data-field="contactPhone"]');
      await expect(cell).toHaveClass(/cell-error/);
      await expect(cell).toContainText("请输入正确的 11 位手机号");
      await page.getByLabel(/表格文件/).setInputFiles(sheetFile([header, good]));
      await page.getByRole("button", { name: "上传并检查" }).click();
    }
    await expect(summary).toContainText("共 1 行：可导入 1 行（新增 1，更新 0），有错误 0 行");
    await page.getByTestId("import-confirm").click();
    await expect(page.getByTestId("import-report")).toContainText("共 1 行：新增 1，更新 0，失败 0", { timeout: 20_000 });

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
    await dialog.getByRole("button", { name: "上传并检查" }).click();
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
    const sheetRows = sheetObjects(fs.readFileSync((await download.path())!));
    expect(sheetRows).toHaveLength(total);
    expect(new Set(sheetRows.map((r) => r["城市"]))).toEqual(new Set(["宁波市"]));
    expect(new Set(sheetRows.map((r) => r["电池状态"]))).toEqual(new Set(["POWER_LOW"]));

    // A cell a spreadsheet would run as a formula arrives as plain text.
    const response = await page.request.get(`/device/list/export?sn=${sn}`);
    expect(response.status()).toBe(200);
    const single = await response.body();
    const [only] = sheetObjects(single);
    expect(only!["序列号"]).toBe(sn);
    expect(only!["地址"]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(hasFormula(single)).toBe(false);
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
    // §5 "At least one device is required": the checked rows are devices.
    await expect(page.getByTestId("bulk-error")).toHaveText("至少需要一台设备");

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
  // The fault applies to this test's own account (a fresh one of admin's role): other tests run meanwhile.
  test.use({ isolated: true });
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

  test("an operator sees the list and bulk actions but neither import nor export, and cannot export by URL", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
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
    await expect(rows(page).first().getByRole("link")).toHaveAttribute("href", `/device/${firstId}/overview`);

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
