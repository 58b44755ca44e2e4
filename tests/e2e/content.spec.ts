// Content and customer service (issue 11): news with a required cover and formatted text that is stored and shown
// sanitised (a script or an onerror in it never runs), §5's own texts for a missing cover or content, the
// formatting toolbar (JavaScript on), a questionnaire's questions, feedback handled through its pass modal,
// contracts, and 403 for a role without these screens.
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal, TINY_PNG } from "./support/ui";

test.use({ account: "admin" });

/** A 1×1 PNG, so the upload's content check (magic bytes) accepts it. */
const PNG = TINY_PNG;

test.describe("news", () => {
  test("add: missing fields refused with values kept → saved with a cover → the detail shows the text without running its script", async ({ page, jsEnabled }) => {
    await page.addInitScript(() => ((window as unknown as { __pwned: number }).__pwned = 0));
    await page.goto("/content/news/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "news-form");
    const title = uniqueName("AED 进社区");
    await dialog.getByRole("textbox", { name: "标题" }).fill(title);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "正文" }), "请输入文章内容");
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

  test("§5: a missing article cover and content, and a missing course cover, show their own texts with the typed values kept", async ({ page, jsEnabled }) => {
    await page.goto("/content/news/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "news-form");
    const title = uniqueName("AED 封面");
    await dialog.getByRole("textbox", { name: "标题" }).fill(title);
    await dialog.getByRole("combobox", { name: "类型" }).selectOption({ label: "指南" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByLabel("封面"), "请上传文章封面");
    await expectFieldError(dialog.getByRole("textbox", { name: "正文" }), "请输入文章内容");
    await expect(dialog.getByRole("textbox", { name: "标题" })).toHaveValue(title);
    await expect(dialog.getByRole("combobox", { name: "类型" })).toHaveValue("GUIDE");

    await page.goto("/content/course/new");
    await waitForHydration(page, jsEnabled);
    const course = modal(page, "courses-form");
    await course.getByRole("textbox", { name: "课程名称" }).fill("封面测试课程");
    await course.getByRole("button", { name: "保存" }).click();
    await expectFieldError(course.getByLabel("封面"), "请上传课程封面");
    await expect(course.getByRole("textbox", { name: "课程名称" })).toHaveValue("封面测试课程");
  });

  test("the formatting toolbar (JavaScript): bold wraps the selection, a shortcut adds italics, the preview and the saved detail are sanitised", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: the toolbar comes with JavaScript; without it the same textarea posts (the test above).
    await page.goto("/content/news/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "news-form");
    const title = uniqueName("工具栏");
    await dialog.getByRole("textbox", { name: "标题" }).fill(title);
    await dialog.getByRole("combobox", { name: "类型" }).selectOption({ label: "知识" });
    await dialog.getByLabel("封面").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    const content = dialog.getByRole("textbox", { name: "正文" });
    await content.fill("就近取用 AED 并开机<script>window.__pwned = 1</script>");
    const select = (text: string) => content.evaluate((element: HTMLTextAreaElement, word) => {
      const start = element.value.indexOf(word);
      element.setSelectionRange(start, start + word.length);
    }, text);

    const toolbar = dialog.getByRole("toolbar", { name: "正文格式工具栏" });
    await select("AED");
    await toolbar.getByRole("button", { name: "加粗" }).click();
    await expect(content).toHaveValue("就近取用 <strong>AED</strong> 并开机<script>window.__pwned = 1</script>");
    await expect(content).toBeFocused();
    await select("开机");
    await page.keyboard.press("Control+i");
    await expect(content).toHaveValue(/并<em>开机<\/em>/);

    // Keyboard: one tab stop, arrow keys move along the toolbar.
    await toolbar.getByRole("button", { name: "加粗" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "斜体" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "预览" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toolbar.getByRole("button", { name: "预览" })).toHaveAttribute("aria-pressed", "true");
    const preview = dialog.getByRole("region", { name: "正文预览" });
    await expect(preview.locator("strong")).toHaveText("AED");
    await expect(preview.locator("em")).toHaveText("开机");
    expect(await preview.innerHTML()).not.toMatch(/script/);

    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/content/news?title=${encodeURIComponent(title)}`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    const shown = page.getByTestId("news-content");
    await expect(shown.locator("strong")).toHaveText("AED");
    await expect(shown.locator("em")).toHaveText("开机");
    expect(await shown.innerHTML()).not.toMatch(/script/);
  });
});

test.describe("questionnaire questions", () => {
  test("added on the questionnaire's page (invalid → valid → after reload), edited, deleted; another questionnaire's question is a 404", async ({ page, jsEnabled }) => {
    await page.goto(`/content/questionnaire?name=${encodeURIComponent("培训课程评价")}`);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "题目" }).click();
    await expect(page).toHaveURL(/\/content\/questionnaire\/\d+\/questions$/);
    await expect(page.getByRole("heading", { level: 1, name: "培训课程评价" })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await waitForHydration(page, jsEnabled);

    await page.getByTestId("questionnaire-question-add").click();
    const dialog = modal(page, "questionnaireQuestions-form");
    const name = uniqueName("您会使用 AED 吗？");
    await dialog.getByRole("textbox", { name: "题目" }).fill(name);
    await dialog.getByRole("spinbutton", { name: "排序" }).fill("1000");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("combobox", { name: "题目类型" }), "此项为必填项");
    await expectFieldError(dialog.getByRole("textbox", { name: "答案" }), "此项为必填项");
    await expectFieldError(dialog.getByRole("spinbutton", { name: "排序" }), "取值范围为 0 到 999");
    await expect(dialog.getByRole("textbox", { name: "题目" })).toHaveValue(name);

    await dialog.getByRole("combobox", { name: "题目类型" }).selectOption({ label: "AED 使用" });
    await dialog.getByRole("textbox", { name: "答案" }).fill("会 / 不会");
    await dialog.getByRole("spinbutton", { name: "排序" }).fill("7");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.reload();
    const added = rows(page).filter({ hasText: name });
    await expect(added).toContainText("AED 使用");
    await expect(added).toContainText("会 / 不会");

    // Its edit page under another questionnaire is a 404.
    await waitForHydration(page, jsEnabled);
    const editHref = (await added.getByRole("link", { name: "编辑" }).getAttribute("href"))!;
    const other = editHref.replace(/\/questionnaire\/(\d+)\//, (_, id: string) => `/questionnaire/${Number(id) === 1 ? 2 : 1}/`);
    expect((await page.request.get(other)).status()).toBe(404);

    await added.getByRole("link", { name: "编辑" }).click();
    const edit = modal(page, "questionnaireQuestions-form");
    await expect(edit.getByRole("textbox", { name: "题目" })).toHaveValue(name);
    await edit.getByRole("textbox", { name: "答案" }).fill("");
    await edit.getByRole("button", { name: "保存" }).click();
    await expectFieldError(edit.getByRole("textbox", { name: "答案" }), "此项为必填项");
    await edit.getByRole("textbox", { name: "答案" }).fill("会 / 不会 / 学过");
    await edit.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await expect(rows(page).filter({ hasText: name })).toContainText("会 / 不会 / 学过");

    await rows(page).filter({ hasText: name }).getByRole("link", { name: "删除" }).click();
    await modal(page, "questionnaireQuestions-delete").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await page.reload();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
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

  test("answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/content/news", "/content/course", "/content/video", "/content/questionnaire", "/content/questionnaire/1/questions", "/content/questionnaire/1/questions/new", "/service/question", "/service/feedback", "/contract/list"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
    const post = await page.request.post("/content/news/new", { form: { title: "x" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    for (const path of ["/content/questionnaire/1/questions/new", "/content/rich-text-preview"]) {
      const write = await page.request.post(path, { form: { name: "x", html: "<b>x</b>" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
      expect(write.status(), path).toBe(403);
    }
  });
});
