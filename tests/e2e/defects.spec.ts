// Issue 34 §2: the behaviour and English defects found by trying the console (double submits, Back after a failed
// save, errors out of view, WeChat unbinding, what a tab records, English names and messages, React errors).
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { sheetFile } from "./support/sheets";
import { rows } from "./support/table";
import { modal } from "./support/ui";

test.use({ account: "admin" });

/** The fields a form would post, as the browser would send them (urlencoded). */
const formFields = (page: Page, selector: string) =>
  page.locator(selector).evaluate((form: HTMLFormElement) => Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])));

/** The same form posted twice at once: a double click on its submit button. */
const postTwice = (page: Page, path: string, form: Record<string, string>) =>
  Promise.all([0, 1].map(() => page.request.post(path, { form, headers: { Origin: CONSOLE_URL, Accept: "text/html" }, maxRedirects: 0 })));

const setLanguage = (page: Page, lang: "zh-CN" | "en-US") => page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);

test.describe("a double click saves once", () => {
  test.describe.configure({ mode: "serial" });

  test("a checked sheet is imported once: the second confirm says it was already imported, in both languages", { tag: "@no-js-only" }, async ({ page, sandbox }) => {
    // Without JavaScript only: the server's answer to two posts; the same with or without JavaScript.
    const sn = `DBL${Date.now().toString(36)}`.toUpperCase();
    await page.goto("/device/list/import");
    await page.getByLabel(/表格文件/).setInputFiles(sheetFile([["序列号", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话"], [sn, "BeneHeart C2", "杭州市", "西湖区", "文三路 90 号", 120.13, 30.28, "13800001234"]]));
    await page.getByRole("button", { name: "上传并检查" }).click();
    await expect(page.getByTestId("preview-summary")).toContainText("可导入 1 行", { timeout: 20_000 });
    const pending = new URL(page.url()).searchParams.get("pending")!;
    // The platform takes its time, so both clicks are in flight together.
    await sandbox.addFault({ path: "^/api/v1/devices/import$", method: "POST", latencyMs: 1500, times: 2 });
    try {
      const answers = await postTwice(page, "/device/list/import", { pending, intent: "confirm" });
      expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 302]);
      expect(await answers.find((answer) => answer.status() === 200)!.text()).toContain("新增 1");
    } finally {
      await sandbox.clearFaults();
    }
    await page.goto(`/device/list/import?pending=${pending}`);
    await expect(page.getByTestId("import-done")).toContainText("这份预览已经导入过");
    await expect(page.getByTestId("import-confirm")).toHaveCount(0);
    await setLanguage(page, "en-US");
    await page.reload();
    await expect(page.getByTestId("import-done")).toContainText("This preview was already imported");
    await setLanguage(page, "zh-CN");
  });

  test("an add form posted twice adds one record; the second answer says it was already sent", async ({ page, jsEnabled }) => {
    const name = uniqueName("套餐");
    await page.goto("/config/package/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "packages-form");
    await dialog.getByRole("textbox", { name: "套餐名称" }).fill(name);
    await dialog.getByRole("textbox", { name: "英文名称" }).fill("Twice");
    await dialog.getByRole("spinbutton", { name: /年限/ }).fill("2");
    const answers = await postTwice(page, "/config/package/new", await formFields(page, "form#packages-new"));
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    await page.goto(`/config/package?name=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId("flash-info")).toContainText("这份表单已经提交过");
  });
});

test("Back after a failed, then fixed, save returns to the form without posting again", { tag: "@no-js-only" }, async ({ page }) => {
  // Without JavaScript only: with JavaScript the failed submit leaves no history entry.
  const name = uniqueName("回退");
  await page.goto("/config/package/new");
  const dialog = modal(page, "packages-form");
  await dialog.getByRole("textbox", { name: "套餐名称" }).fill(name);
  await dialog.getByRole("textbox", { name: "英文名称" }).fill("Back");
  await dialog.getByRole("spinbutton", { name: /年限/ }).fill("99");
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await dialog.getByRole("button", { name: "保存" }).click();
  // The failed submit is a page of its own, reached by GET, with the typed values and the error.
  expect((await answered).status()).toBe(303);
  await expect(page).toHaveURL(/\/config\/package\/new$/);
  await expect(dialog.getByRole("spinbutton", { name: /年限/ })).toHaveValue("99");
  await expect(dialog.getByRole("spinbutton", { name: /年限/ })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("textbox", { name: "套餐名称" })).toHaveValue(name);
  await dialog.getByRole("spinbutton", { name: /年限/ }).fill("3");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/config\/package(\?|$)/);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/config\/package\/new$/);
  await expect(dialog.getByRole("textbox", { name: "套餐名称" })).toBeVisible();
  // Shown once: the form comes back clean, and nothing was posted again.
  await expect(dialog.getByRole("spinbutton", { name: /年限/ })).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await page.goto(`/config/package?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
});
