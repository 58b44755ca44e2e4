// Agencies, institutions and the volunteers' learning (issues 10 and 11): create invalid → valid → still there
// after a reload, an organisation devices use is kept, exam questions edited, and 403 for a role without them.
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

test("an institution: bad phone refused with values kept, then saved under its city and listed after reload", async ({ page, jsEnabled }) => {
  await page.goto("/institution/list/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "institutions-form");
  const name = uniqueName("测试急救站");
  await dialog.getByRole("textbox", { name: "机构名称" }).fill(name);
  await dialog.getByRole("combobox", { name: "级别" }).selectOption({ label: "单位" });
  await dialog.getByRole("combobox", { name: "所在城市" }).selectOption({ label: "杭州市" });
  const phone = dialog.getByRole("textbox", { name: "联系电话" });
  await phone.fill("0571");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(phone, "请输入正确的 11 位手机号");
  await expect(dialog.getByRole("textbox", { name: "机构名称" })).toHaveValue(name);
  await phone.fill("13912345678");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await page.goto(`/institution/list?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("杭州市");
});

test("institutions: the organisation tree narrows the list, a detail page has its tabs, and a parent loop is refused", async ({ page, jsEnabled }) => {
  await page.goto("/institution/list");
  const tree = page.getByTestId("org-tree");
  const root = tree.locator(":scope > ul > li").first();
  const rootName = (await root.locator(":scope > a").textContent())!.trim();
  expect(rootName).toMatch(/卫生健康委员会$/);
  await root.locator(":scope > a").click();
  await expect(page).toHaveURL(/parentId=\d+/);
  await expect(rows(page).first()).toContainText(rootName);
  // The tree opened along the way: the province's centres are links now; a centre lists its three units.
  const centre = root.locator(":scope > ul > li").first();
  const centreName = (await centre.locator(":scope > a").textContent())!.trim();
  const centreId = await centre.getAttribute("data-key");
  await centre.locator(":scope > a").click();
  await expect(page).toHaveURL(new RegExp(`parentId=${centreId}$`));
  await expect(rows(page)).toHaveCount(3);
  const unitName = (await rows(page).first().locator("td").nth(1).textContent())!.trim();

  // The centre's page: its tabs are nested routes that work as plain links.
  await page.goto(`/institution/list/${centreId}`);
  await expect(page).toHaveURL(new RegExp(`/institution/list/${centreId}/admins$`));
  await expect(page.getByRole("heading", { level: 1, name: centreName })).toBeVisible();
  const tabs = page.getByTestId("institution-tabs");
  await tabs.getByRole("link", { name: "下级机构" }).click();
  await expect(rows(page)).toHaveCount(3);
  await tabs.getByRole("link", { name: "设备", exact: true }).click();
  await expect(rows(page).first()).toBeVisible();
  await tabs.getByRole("link", { name: "呼救码列表" }).click();
  await expect(rows(page).first()).toContainText(/HELP\d{4}-/);
  await tabs.getByRole("link", { name: "服务配置" }).click();
  await expect(page.getByTestId("institution-service")).toContainText("呼救码");

  // Its own unit cannot become its parent; a malformed call-for-help code is refused too, values kept.
  await page.goto(`/institution/list/${centreId}/edit`);
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "institutions-form");
  await dialog.getByRole("combobox", { name: "上级机构" }).selectOption({ label: unitName });
  const code = dialog.getByRole("textbox", { name: "呼救码" });
  await code.fill("a-b");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(code, "呼救码为4-20位字母或数字");
  await code.fill("HELPTEST");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByRole("combobox", { name: "上级机构" }), "上级机构不能是本机构或其下级机构");
  await expect(code).toHaveValue("HELPTEST");
});

test("an agency's page: admin info and its devices, as many as the list says", async ({ page }) => {
  // An empty list says so plainly (not "第 0-0 条").
  await page.goto("/agency/list?name=nosuchagency");
  await expect(page.getByTestId("pager-range")).toHaveText("共 0 条");
  await page.goto("/agency/list");
  const first = rows(page).first();
  const deviceCount = (await first.locator("td").nth(3).textContent())!.trim();
  await first.getByRole("link", { name: "详情" }).click();
  await expect(page).toHaveURL(/\/agency\/list\/\d+\/admins/);
  await expect(page.getByTestId("agency-detail")).toBeVisible();
  await page.getByTestId("agency-tabs").getByRole("link", { name: "关联设备" }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId("pager-range")).toContainText(`共 ${deviceCount} 条`);
});

test("an agency devices point at is not deleted", { tag: "@no-js-only" }, async ({ page }) => {
  // Without JavaScript only: a hand-made post's server answer: the same without JavaScript, checked once in no-js.
  const response = await page.request.post("/agency/list/1/delete", { form: { reason: "" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("该记录正在被使用，不能删除");
});

test("exam questions: add, edit and delete", async ({ page, jsEnabled }) => {
  await page.goto("/volunteer/exam-question/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "examQuestions-form");
  const question = uniqueName("AED 开机后第一步？");
  await dialog.getByRole("spinbutton", { name: "序号" }).fill("1000");
  await dialog.getByRole("textbox", { name: "题目" }).fill(question);
  await dialog.getByRole("textbox", { name: "选项 A" }).fill("听语音提示");
  await dialog.getByRole("textbox", { name: "选项 B" }).fill("拔掉电池");
  await dialog.getByRole("textbox", { name: "选项 C" }).fill("关机");
  await dialog.getByRole("combobox", { name: "答案" }).selectOption({ label: "A" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByRole("spinbutton", { name: "序号" }), "取值范围为 1 到 999");
  await dialog.getByRole("spinbutton", { name: "序号" }).fill("99");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await page.goto(`/volunteer/exam-question?question=${encodeURIComponent(question)}`);
  await expect(rows(page)).toHaveCount(1);
  await waitForHydration(page, jsEnabled);
  await rows(page).first().getByRole("link", { name: "删除" }).click();
  await modal(page, "examQuestions-delete").getByRole("button", { name: "删除" }).click();
  await expect(flash(page, "success")).toContainText("删除成功");
  await expect(rows(page)).toHaveCount(0);
});

/** A small mp4: its first box is "ftyp" (bytes 4..8), as file-signature.ts checks; the rest stands in for media. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypisom\0\0\x02\0isomiso2avc1mp41"), Buffer.alloc(4096, 0x11)]);
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

test("a video learning item (issue 11): a picture refused for it with the typed values kept, an mp4 saved and listed after reload", async ({ page, jsEnabled }) => {
  await page.goto("/volunteer/learning-data/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "learningData-form");
  const title = uniqueName("心肺复苏视频");
  await dialog.getByRole("spinbutton", { name: "序号" }).fill("7");
  await dialog.getByRole("textbox", { name: "标识" }).fill(uniqueName("cpr_video_"));
  await dialog.getByRole("textbox", { name: "标题" }).fill(title);
  await dialog.getByRole("combobox", { name: "类型" }).selectOption({ label: "视频" });
  const file = dialog.getByLabel(/资料文件/);
  // With JavaScript the picker offers the chosen type's files; without, either kind (the server checks per type).
  await expect(file).toHaveAttribute("accept", jsEnabled ? ".mp4,.webm,.mov" : /\.png.*\.mp4/);
  await file.setInputFiles({ name: "cpr.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByLabel(/资料文件/), "文件类型必须为 mp4, webm, mov");
  await expect(dialog.getByRole("textbox", { name: "标题" })).toHaveValue(title);
  await expect(dialog.getByRole("combobox", { name: "类型" })).toHaveValue("VIDEO");
  await dialog.getByLabel(/资料文件/).setInputFiles({ name: "cpr.mp4", mimeType: "video/mp4", buffer: MP4 });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await page.goto(`/volunteer/learning-data?title=${encodeURIComponent(title)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("视频");
});

test.describe("for a role without them", () => {
  test.use({ account: "user" });

  test("answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/agency/list", "/institution/list", "/volunteer/exam-question", "/volunteer/learning-data"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
  });
});
