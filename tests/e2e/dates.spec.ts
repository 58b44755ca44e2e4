// Date fields (issue #14): with JavaScript, Mantine's localized picker (typed or picked on its calendar) posts the
// same names and value formats as the native inputs drawn without it, so the URL reads the same either way.
import { expect, test, waitForHydration } from "./fixtures";
import { filters } from "./support/table";
import { holdBack } from "./support/ui";

test.use({ account: "user" });

test.describe("date fields", () => {
  test("a list's send-time range: picked on the calendar or typed (JS), typed into the native input (no JS)", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    const from = filters(page).getByLabel("发送时间 · 开始");
    const to = filters(page).getByLabel("发送时间 · 结束");
    if (!jsEnabled) {
      await expect(from).toHaveAttribute("type", "datetime-local");
      // To the minute (a step attribute has the browser build the field while it parses the page: ADR 068); the
      // range's end reaches the minute's last second on the server.
      await expect(to).not.toHaveAttribute("step");
      await from.fill("2026-01-01T08:00");
      await to.fill("2026-01-31T18:30");
      await filters(page).getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/sendTimeBegin=2026-01-01T08%3A00&sendTimeEnd=2026-01-31T18%3A30(&|$)/);
      await expect(from).toHaveValue("2026-01-01T08:00");
      // A link made with the picker, to the second: the native input holds the seconds and the form still submits.
      await page.goto("/message/sms?sendTimeEnd=2026-01-31T18%3A30%3A15");
      await expect(to).toHaveAttribute("step", "1");
      await expect(to).toHaveValue("2026-01-31T18:30:15");
      await filters(page).getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/sendTimeEnd=2026-01-31T18%3A30%3A15/);
      await expect(to).toHaveValue("2026-01-31T18:30:15");
      return;
    }
    // The picker replaces the native input once its code has loaded.
    await expect(filters(page).locator("[data-dates-input]")).toHaveCount(2);
    await expect(from).not.toHaveAttribute("type", "datetime-local");
    const month = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
    });
    // Pick the range on the calendars (in Chinese: the weekdays read 一 二 …).
    await from.click();
    const dropdown = page.locator("[data-dates-dropdown]");
    await expect(dropdown).toBeVisible();
    await expect(dropdown).toContainText("一");
    await dropdown.locator("button:not([data-outside])", { hasText: /^10$/ }).click();
    await expect(from).toHaveValue(`${month}-10 00:00:00`);
    // One calendar at a time: the first closes (it fades out) before the second opens, so "20" is found once.
    await from.press("Escape");
    await expect(dropdown).toHaveCount(0);
    await to.click();
    await dropdown.locator("button:not([data-outside])", { hasText: /^20$/ }).click();
    await expect(to).toHaveValue(`${month}-20 23:59:59`);
    const searchedForm = await filters(page).elementHandle();
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(new RegExp(`sendTimeBegin=${month}-10T00%3A00&sendTimeEnd=${month}-20T23%3A59%3A59`));
    // The filter form is drawn anew for the new URL (keyed by it): type once the old one is gone (the URL changes a
    // moment before; a value typed into the old form was lost with it) and the new one's pickers hold the values.
    await page.waitForFunction((form) => !form?.isConnected, searchedForm);
    await expect(filters(page).locator("[data-dates-input]")).toHaveCount(2);
    await expect(from).toHaveValue(`${month}-10 00:00:00`);
    // Typed with the keyboard, in the native format or the picker's.
    await from.fill("2026-01-01T08:00");
    await from.press("Escape");
    await to.fill("2026-01-31 18:30:15");
    await to.press("Escape");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/sendTimeBegin=2026-01-01T08%3A00&sendTimeEnd=2026-01-31T18%3A30%3A15/);
    await expect(from).toHaveValue("2026-01-01 08:00:00");
  });

  test.describe("in a form", () => {
    test.use({ account: "admin" });

    test("a course's date: the native date input (no JS), the picker posting YYYY-MM-DD under the same name (JS)", async ({ page, jsEnabled }) => {
      await page.goto("/content/course/new");
      await waitForHydration(page, jsEnabled);
      const date = page.getByRole("textbox", { name: "日期", exact: true });
      if (!jsEnabled) {
        await expect(date).toHaveAttribute("type", "date");
        await expect(date).toHaveAttribute("name", "courseDate");
        return;
      }
      await expect(page.locator("[data-dates-input]")).toHaveCount(1);
      await date.fill("2026-03-05");
      await date.press("Escape");
      await expect(page.locator('input[type="hidden"][name="courseDate"]')).toHaveValue("2026-03-05");
    });

    test("Escape in an open calendar closes the calendar, not the dialog around it", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
      // JavaScript only: the picker is JavaScript's.
      await page.goto("/content/course/new");
      await waitForHydration(page, jsEnabled);
      await expect(page.locator(".mantine-Modal-content")).toHaveCount(1);
      const date = page.getByRole("textbox", { name: "日期", exact: true });
      await expect(page.locator("[data-dates-input]")).toHaveCount(1);
      await date.click();
      await expect(page.locator(".mantine-DateInput-dropdown, .mantine-Popover-dropdown").first()).toBeVisible();
      await date.press("Escape");
      await expect(page.locator(".mantine-Popover-dropdown")).toHaveCount(0);
      await expect(page).toHaveURL(/\/content\/course\/new$/);
      await expect(page.locator(".mantine-Modal-content")).toHaveCount(1);
    });

    test("a date typed while the picker is still on its way stays in the native field and is posted", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
      // JavaScript only: about the picker fetched after hydration.
      const picker = await holdBack(page, /\/build\/_shared\/DatePickerField-[\w-]+\.js$/);
      await page.goto("/content/course/new");
      await waitForHydration(page, jsEnabled);
      const date = page.getByRole("textbox", { name: "日期", exact: true }).or(page.locator('input[name="courseDate"][type="date"]'));
      await page.locator('input[name="courseDate"][type="date"]').fill("2026-03-05");
      await picker.release();
      await page.waitForTimeout(300);
      await expect(page.locator('input[name="courseDate"][type="date"]')).toHaveValue("2026-03-05");
      await expect(date.first()).toBeVisible();
    });
  });
});
