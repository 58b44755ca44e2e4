// Export of any list (issue 16): a list beyond the CRUD ones (smart locks) downloads its current filter as a
// streamed .xlsx, opened and checked, with a formula-like cell defused (hostile #13).
import fs from "node:fs";
import { expect, test, waitForHydration } from "./fixtures";
import { hasFormula, sheetObjects } from "./support/sheets";
import { flash, modal } from "./support/ui";

test.use({ account: "admin" });

const randomMac = () => Array.from({ length: 6 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, "0")).join(":").toUpperCase();

test("hostile #13: the smart-lock list exports its filtered rows as .xlsx, a formula-like description defused", async ({ page, jsEnabled }) => {
  const mac = randomMac();
  await page.goto("/device/lock/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "lock-form");
  await dialog.getByRole("textbox", { name: "序列号" }).fill("V7.7.7");
  await dialog.getByRole("textbox", { name: "MAC 地址" }).fill(mac);
  await dialog.getByRole("textbox", { name: "描述" }).fill('=HYPERLINK("http://evil.example","点我")');
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");

  await page.goto(`/device/lock?macAddress=${encodeURIComponent(mac)}`);
  await waitForHydration(page, jsEnabled);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("smartLocks-export-xlsx").click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = fs.readFileSync((await download.path())!);
  const rows = sheetObjects(bytes);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ 序列号: "V7.7.7", "MAC 地址": mac, 描述: `'=HYPERLINK("http://evil.example","点我")` });
  expect(hasFormula(bytes)).toBe(false);
});

test.describe("a role without export", () => {
  test.use({ account: "operator" });

  test("sees no export links on the smart-lock list and gets 403 from the export", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    await page.goto("/device/lock");
    await expect(page.getByTestId("smartLocks-export-xlsx")).toHaveCount(0);
    expect((await page.request.get("/device/lock/export?format=xlsx")).status()).toBe(403);
  });
});
