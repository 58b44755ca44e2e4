// Issue 34 §2, the import grid with JavaScript: a row's errors are in view in the ~780 px dialog (and on a phone),
// with no empty band above the header row; an edit marks the grid "not checked" and the import waits for the check;
// the server imports only what the last check counted (a changed grid or another count posted is refused).
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { sheetFile } from "./support/sheets";
import { modal } from "./support/ui";

test.use({ account: "admin" });

const HEADER = ["序列号", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话"];
/** A serial number no other test or project uses. */
const uniqueSn = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);
const goodRow = (sn: string) => [sn, "BeneHeart C2", "杭州市", "西湖区", "文三路 90 号", 120.13, 30.28, "13800001234"];

const setLanguage = (page: Page, lang: "zh-CN" | "en-US") => page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);

/** How many devices carry this serial number (0 until imported). */
const devicesWithSn = async (page: Page, sn: string) =>
  (await page.request.get(`/device/list?sn=${sn}&_data=routes/_console%2B/device%2B/list%2B/_layout`).then((r) => r.json())).total as number;

/** Uploads a sheet in the import dialog and waits for its preview. */
async function preview(page: Page, jsEnabled: boolean, rowsOfCells: unknown[][]) {
  await page.goto("/device/list");
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("import").click();
  const dialog = modal(page, "device-import");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/表格文件/).setInputFiles(sheetFile([HEADER, ...rowsOfCells]));
  await dialog.getByRole("button", { name: "上传并检查" }).click();
  await expect(page.getByTestId("import-preview")).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test.describe("the import grid", () => {
  test("each invalid row's errors are in view at its start, in the 780 px dialog and on a phone; the header row starts the grid", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: the editable grid is drawn with JavaScript; without it the server's table is unchanged.
    await page.setViewportSize({ width: 1366, height: 768 });
    const dialog = await preview(page, jsEnabled, [goodRow(uniqueSn("GRA")), [...goodRow(uniqueSn("GRB")).slice(0, 5), 200, 99, "13800001234"]]);
    const grid = page.getByTestId("import-grid");
    await expect(grid.locator("tbody tr")).toHaveCount(2);
    for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      const box = (await dialog.boundingBox())!;
      // At 1366 px the preview is Mantine's "xl" dialog, the ~780 px of the report.
      if (viewport.width === 1366) expect(Math.abs(box.width - 780)).toBeLessThan(40);
      const errors = grid.locator('tr[data-status="ERROR"]').getByTestId("row-errors");
      await expect(errors).toContainText("经度：应在 73 到 136 之间");
      await expect(errors).toContainText("纬度：应在 3 到 54 之间");
      await expect(grid.locator('tr[data-status="CREATE"]').getByTestId("row-errors")).toHaveCount(0);
      // In view without scrolling sideways: inside the grid's visible part, which has not been scrolled.
      const container = grid.locator(".mrt-table-container");
      expect(await container.evaluate((element) => element.scrollLeft)).toBe(0);
      const view = (await container.boundingBox())!;
      const text = (await errors.boundingBox())!;
      expect(text.x).toBeGreaterThanOrEqual(view.x);
      expect(text.x + text.width).toBeLessThanOrEqual(view.x + view.width);
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width);
      // No empty band: the header row is the grid's first line.
      const paper = (await grid.locator(".mrt-table-paper").boundingBox())!;
      const head = (await grid.locator("thead tr").first().boundingBox())!;
      expect(head.y - paper.y).toBeLessThanOrEqual(4);
    }
  });

  test("an edit marks the grid not checked and the import waits for the check; then the checked rows are imported", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: the editable grid is drawn with JavaScript; the server's refusal is tested without it.
    const [good, fixed] = [uniqueSn("GRC"), uniqueSn("GRD")];
    await preview(page, jsEnabled, [goodRow(good), [...goodRow(fixed).slice(0, 7), "12345"]]);
    const grid = page.getByTestId("import-grid");
    const confirm = page.getByTestId("import-confirm");
    const unchecked = page.getByTestId("grid-unchecked");
    await expect(page.getByTestId("preview-summary")).toContainText("共 2 行：可导入 1 行");
    await expect(confirm).toHaveText("导入 1 行有效数据");
    await expect(confirm).toBeEnabled();
    await expect(unchecked).toHaveCount(0);

    await grid.getByLabel("第 3 行 联系电话").fill("13800001234");
    await expect(unchecked).toHaveText("表格已修改，尚未检查：请先点击“重新检查”，再导入。");
    await expect(grid).toHaveAttribute("data-checked", "false");
    await expect(confirm).toHaveText("请先重新检查");
    await expect(confirm).toBeDisabled();
    // Undone, the grid shows what was checked again.
    await grid.getByLabel("第 3 行 联系电话").fill("12345");
    await expect(unchecked).toHaveCount(0);
    await expect(confirm).toHaveText("导入 1 行有效数据");
    await expect(confirm).toBeEnabled();

    // The same in English.
    await setLanguage(page, "en-US");
    try {
      await page.reload();
      await waitForHydration(page, jsEnabled);
      await grid.getByLabel("Row 3 Contact phone").fill("13800001234");
      await expect(unchecked).toHaveText('The grid has changed and is not checked yet. Choose "Check again" before importing.');
      await expect(confirm).toHaveText("Check again first");
      await expect(confirm).toBeDisabled();
    } finally {
      await setLanguage(page, "zh-CN");
    }
    await page.reload();
    await waitForHydration(page, jsEnabled);
    expect([await devicesWithSn(page, good), await devicesWithSn(page, fixed)]).toEqual([0, 0]);

    await grid.getByLabel("第 3 行 联系电话").fill("13800001234");
    await page.getByTestId("import-recheck").click();
    await expect(page.getByTestId("preview-summary")).toContainText("共 2 行：可导入 2 行");
    await expect(unchecked).toHaveCount(0);
    await expect(confirm).toHaveText("导入 2 行有效数据");
    await confirm.click();
    await expect(page.getByTestId("import-report")).toContainText("共 2 行：新增 2，更新 0，失败 0", { timeout: 20_000 });
    expect([await devicesWithSn(page, good), await devicesWithSn(page, fixed)]).toEqual([1, 1]);
  });

  test("the server imports only what the last check counted: changed rows or another count are refused, in both languages", { tag: "@no-js-only" }, async ({ page, jsEnabled }) => {
    // Without JavaScript only: the server's answer to a post; the same with or without JavaScript.
    const [good, fixed] = [uniqueSn("GRE"), uniqueSn("GRF")];
    await preview(page, jsEnabled, [goodRow(good), [...goodRow(fixed).slice(0, 7), "12345"]]);
    await expect(page.getByTestId("preview-summary")).toContainText("共 2 行：可导入 1 行");
    const pending = new URL(page.url()).searchParams.get("pending")!;
    // The page's confirm form says which count it shows.
    await expect(page.locator('form:has([data-testid="import-confirm"]) input[name="count"]')).toHaveValue("1");
    const confirm = (form: Record<string, string>) =>
      page.request.post("/device/list/import", { form: { pending, intent: "confirm", ...form }, headers: { Origin: CONSOLE_URL, Accept: "text/html" }, maxRedirects: 0 });

    // A grid corrected without "check again": its rows are not those of the preview.
    const edited = [goodRow(good), goodRow(fixed)].map((cells) => Object.fromEntries(["sn", "model", "city", "region", "address", "longitude", "latitude", "contactPhone"].map((field, i) => [field, String(cells[i])])));
    const changed = await confirm({ count: "1", rows: JSON.stringify(edited) });
    expect(changed.status()).toBe(409);
    expect(await changed.text()).toContain("表格在上次检查后已修改，未导入任何数据：请先重新检查，再导入。");
    const miscounted = await confirm({ count: "2" });
    expect(miscounted.status()).toBe(409);
    expect(await miscounted.text()).toContain("表格在上次检查后已修改");
    await setLanguage(page, "en-US");
    try {
      expect(await (await confirm({ count: "2" })).text()).toContain("The rows have changed since the last check, so nothing was imported.");
    } finally {
      await setLanguage(page, "zh-CN");
    }
    expect([await devicesWithSn(page, good), await devicesWithSn(page, fixed)]).toEqual([0, 0]);

    // The refusals did not use up the preview: its own confirm imports the one valid row it counted.
    await page.getByTestId("import-confirm").click();
    await expect(page.getByTestId("import-report")).toContainText("共 1 行：新增 1，更新 0，失败 0", { timeout: 20_000 });
    expect([await devicesWithSn(page, good), await devicesWithSn(page, fixed)]).toEqual([1, 0]);
  });
});
