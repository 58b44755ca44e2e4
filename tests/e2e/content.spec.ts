// Content and customer service (issue 11): news with a required cover and formatted text that is stored and shown
// sanitised (a script or an onerror in it never runs), feedback handled through its pass modal, contracts, and
// 403 for a role without these screens.
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

/** A 1×1 PNG, so the upload's content check (magic bytes) accepts it. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test.describe("news", () => {
  test("add: missing fields refused with values kept → saved with a cover → the detail shows the text without running its script", async ({ page, jsEnabled }) => {
    await page.addInitScript(() => ((window as unknown as { __pwned: number }).__pwned = 0));
    await page.goto("/content/news/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "news-form");
    const title = uniqueName("AED 进社区");
    await dialog.getByRole("textbox", { name: "标题" }).fill(title);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "正文" }), "此项为必填项");
    await expect(dialog.getByRole("textbox", { name: "标题" })).toHaveValue(title);

    await dialog.getByRole("combobox", { name: "类型" }).selectOption({ label: "新闻" });
    await dialog
      .getByRole("textbox", { name: "正文" })
      .fill('<p>社区新增 <strong>3 台</strong> AED。</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">');
    await dialog.getByLabel("封面").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");

    await page.goto(`/content/news?title=${encodeURIComponent(title)}`);
    await expect(rows(page)).toHaveCount(1);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    const content = page.getByTestId("news-content");
    await expect(content).toContainText("社区新增 3 台 AED。");
    await expect(content.locator("strong")).toHaveText("3 台");
    expect(await content.innerHTML()).not.toMatch(/script|onerror/);
    if (jsEnabled) expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
  });
});

test.describe("feedback", () => {
  test("an untreated feedback is handled through the pass modal and leaves the untreated filter", async ({ page, jsEnabled }) => {
    await page.goto("/service/feedback?handleState=UNTREATED&sortField=createdDate&sortOrder=ascend");
    await waitForHydration(page, jsEnabled);
    // Each project handles a row of its own (they run side by side on one sandbox).
    const first = rows(page).nth(jsEnabled ? 1 : 0);
    const contact = (await first.locator("td").nth(4).textContent()) ?? "";
    const before = await rows(page).count();
    await first.getByRole("link", { name: "处理" }).click();
    const dialog = modal(page, "feedback-pass");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "处理说明" }), "此项为必填项");
    await dialog.getByRole("combobox", { name: "处理结果" }).selectOption({ label: "已处理" });
    await dialog.getByRole("textbox", { name: "处理说明" }).fill("已电话回访");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("反馈已处理");
    expect(contact).not.toBe("");
    await expect(rows(page)).toHaveCount(before === 10 ? 10 : before - 1);
  });
});

test.describe("contracts", () => {
  test("add with a bad phone refused, then saved and listed after reload", async ({ page, jsEnabled }) => {
    await page.goto("/contract/list/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "contracts-form");
    const number = `HT${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByRole("textbox", { name: "合同名称" }).fill("测试合同");
    await dialog.getByRole("textbox", { name: "合同编号" }).fill(number);
    await dialog.getByRole("textbox", { name: "签订人", exact: true }).fill("张三");
    const phone = dialog.getByRole("textbox", { name: "签订人电话" });
    await phone.fill("12345");
    await dialog.getByRole("textbox", { name: "甲方公司" }).fill("杭州市卫生健康委员会");
    await dialog.getByRole("textbox", { name: "乙方公司" }).fill("心安急救科技有限公司");
    await dialog.getByLabel("签订日期").fill("2026-03-01");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(phone, "请输入正确的 11 位手机号");
    await expect(dialog.getByRole("textbox", { name: "合同编号" })).toHaveValue(number);
    await phone.fill("13800001111");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/contract/list?number=${number}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("测试合同");
  });
});

test.describe("content for a role without it", () => {
  test.use({ account: "user" });

  test("answers 403", async ({ page }) => {
    for (const path of ["/content/news", "/content/course", "/content/video", "/content/questionnaire", "/service/question", "/service/feedback", "/contract/list"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
    const post = await page.request.post("/content/news/new", { form: { title: "x" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});
