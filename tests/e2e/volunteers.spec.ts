// The volunteer list (issue 11): filters by name and gender, a new volunteer refused with a bad phone and the typed
// values kept, then saved and found after a reload; receive-help times must run forward; 403 for a role without it.
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { columnTexts, filters, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

test("filters narrow the list: gender and certificate state", async ({ page }) => {
  await page.goto("/volunteer/list?gender=FEMALE&certificateState=VALID");
  await expect(filters(page).getByRole("combobox", { name: "性别" })).toHaveValue("FEMALE");
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(rows(page).nth(i)).toContainText("女");
    await expect(rows(page).nth(i)).toContainText("有效");
  }
});

test("add: a bad phone and backwards receive-help times refused with values kept, then saved and listed", async ({ page, jsEnabled }) => {
  test.slow(); // three round trips of a modal form
  await page.goto("/volunteer/list/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "volunteers-form");
  const name = uniqueName("志愿者");
  await dialog.getByRole("textbox", { name: "姓名" }).fill(name);
  await dialog.getByRole("combobox", { name: "性别" }).selectOption({ label: "女" });
  const phone = dialog.getByRole("textbox", { name: "手机号" });
  await phone.fill("1380000");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(phone, "请输入正确的 11 位手机号");
  await expect(dialog.getByRole("textbox", { name: "姓名" })).toHaveValue(name);
  await phone.fill(`139${String(Date.now()).slice(-8)}`);
  await dialog.getByLabel("接收开始时间").fill("20:00");
  await dialog.getByLabel("接收结束时间").fill("08:00");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByLabel("接收结束时间"), "开始时间必须早于结束时间");
  await dialog.getByLabel("接收开始时间").fill("08:00");
  await dialog.getByLabel("接收结束时间").fill("20:00");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await page.goto(`/volunteer/list?firstName=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("无效");
});

test("a volunteer's page: tabs as links, points running to the balance, rescue and study sub-lists, honors added and deleted", async ({ page, jsEnabled }) => {
  test.slow(); // six tabs and three modal round trips
  // A seeded volunteer who has made calls for help and answered others' (the seed's draws decide who).
  let id = 0;
  for (let candidate = 1; candidate <= 200 && !id; candidate++) {
    const has = async (tab: string) => (await (await page.request.get(`/volunteer/list/${candidate}/${tab}`)).text()).includes("data-row-id");
    if ((await has("rescue-calls")) && (await has("rescue-responses"))) id = candidate;
  }
  expect(id, "a volunteer with calls and responses").toBeGreaterThan(0);
  await page.goto(`/volunteer/list/${id}`);
  await expect(page).toHaveURL(new RegExp(`/volunteer/list/${id}/certificates$`));
  const tabs = page.getByRole("navigation", { name: "志愿者详情" });
  await expect(tabs.getByRole("link", { name: "证书" })).toHaveAttribute("aria-current", "page");
  const balance = (await page.getByTestId("volunteer-detail").locator("dt", { hasText: /^积分$/ }).locator("+ dd").innerText()).trim();

  await tabs.getByRole("link", { name: "积分记录" }).click();
  await expect(page).toHaveURL(/\/points$/);
  // Newest first: the newest record's balance is the volunteer's points now.
  expect((await columnTexts(page, "积分余额"))[0]).toBe(balance);

  await tabs.getByRole("link", { name: "救援记录" }).click();
  await expect(page).toHaveURL(/\/rescue-calls$/);
  await expect(rows(page).first()).toBeVisible();
  const sub = page.getByRole("navigation", { name: "救援记录的列表" });
  await sub.getByRole("link", { name: "响应列表" }).click();
  await expect(page).toHaveURL(/\/rescue-responses$/);
  await expect(tabs.getByRole("link", { name: "救援记录" })).toHaveAttribute("aria-current", "page");
  await expect(rows(page).first()).toContainText(/接受|拒绝|未处理/);

  await tabs.getByRole("link", { name: "学习记录" }).click();
  await expect(page).toHaveURL(/\/study-exams$/);
  await filters(page).getByRole("combobox", { name: "考试类型" }).selectOption({ label: "试卷" });
  await filters(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/examType=PAPER/);
  for (const type of await columnTexts(page, "考试类型")) expect(type).toBe("试卷");

  await tabs.getByRole("link", { name: "荣誉信息" }).click();
  await expect(page).toHaveURL(/\/honors$/);
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("volunteer-honor-add").click();
  const dialog = modal(page, "volunteerHonors-form");
  const honor = uniqueName("急救表彰");
  await dialog.getByRole("textbox", { name: "荣誉内容" }).fill(honor);
  await dialog.getByLabel("获得日期").fill("2099-01-01");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByLabel("获得日期"), "不能晚于今天");
  await expect(dialog.getByRole("textbox", { name: "荣誉内容" })).toHaveValue(honor);
  await dialog.getByLabel("获得日期").fill("2025-06-01");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await page.reload();
  const added = rows(page).filter({ hasText: honor });
  await expect(added).toContainText("2025-06-01");

  // The honor's delete page under another volunteer is a 404, and nothing is deleted.
  const deleteHref = (await added.getByRole("link", { name: "删除" }).getAttribute("href"))!;
  expect((await page.request.get(deleteHref.replace(`/list/${id}/`, `/list/${id + 1}/`))).status()).toBe(404);
  await added.getByRole("link", { name: "删除" }).click();
  await modal(page, "volunteerHonors-delete").getByRole("button", { name: "删除" }).click();
  await expect(flash(page, "success")).toContainText("删除成功");
  await expect(rows(page).filter({ hasText: honor })).toHaveCount(0);
});

test.describe("for a role without it", () => {
  test.use({ account: "user" });

  test("answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    expect((await page.goto("/volunteer/list"))?.status()).toBe(403);
  });
});
