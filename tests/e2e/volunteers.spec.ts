// The volunteer list (issue 11): filters by name and gender, a new volunteer refused with a bad phone and the typed
// values kept, then saved and found after a reload; receive-help times must run forward; 403 for a role without it.
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { filters, rows } from "./support/table";
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

test.describe("for a role without it", () => {
  test.use({ account: "user" });

  test("answers 403", async ({ page }) => {
    expect((await page.goto("/volunteer/list"))?.status()).toBe(403);
  });
});
