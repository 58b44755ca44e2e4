// A phone's first screen (issue 13): at 390 px a list's filters fold behind one "筛选" disclosure, so the first rows
// show without scrolling; it opens by pointer or keyboard and tells how many filters are set. Wide screens show the
// fields as before. With and without JavaScript (a native <details>).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { filters, rows } from "./support/table";

test.use({ account: "admin" });

const PHONE = { width: 390, height: 844 };

/** The one disclosure the filter fields fold behind. */
const filterToggle = (page: Page) => filters(page).locator("summary").filter({ hasText: /^筛选( \(\d+\))?$/ });
const phoneField = (page: Page) => filters(page).getByRole("textbox", { name: "手机号" });
const isOpen = (page: Page) => filterToggle(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the SMS list's filters are folded and the first row is on the first screen", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await expect(filterToggle(page)).toHaveText("筛选");
    await expect(phoneField(page)).toBeHidden();
    await expect(filters(page).getByRole("button", { name: "查询" })).toBeHidden();
    const box = await rows(page).first().boundingBox();
    expect(box, "first row laid out").not.toBeNull();
    expect(box!.y + box!.height, "first row's bottom").toBeLessThanOrEqual(PHONE.height);
    // Nothing (header, tabs, toolbar) widens the page: only the table scrolls sideways, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(PHONE.width);
  });

  test("folded, the date range keeps its native inputs and fetches no picker; opened, the pickers replace them", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: the picker is JavaScript's.
    const pickerRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/DatePickerField-[\w-]+\.js$/.test(request.url())) pickerRequests.push(request.url());
    });
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    const from = filters(page).getByLabel("发送时间 · 开始");
    // Long enough for the picker to have come had it been asked for (it is asked for right after hydration).
    await page.waitForLoadState("networkidle");
    expect(pickerRequests, "picker code fetched while folded").toEqual([]);
    await expect(from).toHaveAttribute("type", "datetime-local");
    await filterToggle(page).click();
    await expect(filters(page).locator("[data-dates-input]")).toHaveCount(2);
    await expect(from).not.toHaveAttribute("type", "datetime-local");
    expect(pickerRequests).toHaveLength(1);
  });

  test("a click opens the disclosure on the fields and the search and reset buttons, another folds them", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await filterToggle(page).click();
    expect(await isOpen(page)).toBe(true);
    await expect(phoneField(page)).toBeVisible();
    await expect(filters(page).getByRole("combobox", { name: "发送状态" })).toBeVisible();
    await expect(filters(page).getByRole("button", { name: "查询" })).toBeVisible();
    await expect(filters(page).getByRole("link", { name: "重置" })).toBeVisible();
    await filterToggle(page).click();
    expect(await isOpen(page)).toBe(false);
    await expect(phoneField(page)).toBeHidden();
  });

  test("the keyboard opens and folds it: Enter and Space on the focused summary", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await filterToggle(page).focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(page)).toBe(true);
    await expect(phoneField(page)).toBeVisible();
    // The focused summary shows the console's 2 px ring (issue 14).
    const ring = await filterToggle(page).evaluate((summary) => getComputedStyle(summary).outlineStyle + " " + parseFloat(getComputedStyle(summary).outlineWidth));
    expect(ring).toBe("solid 2");
    await page.keyboard.press("Space");
    expect(await isOpen(page)).toBe(false);
    await expect(phoneField(page)).toBeHidden();
    await page.keyboard.press("Space");
    expect(await isOpen(page)).toBe(true);
    // Tab goes on into the fields.
    await page.keyboard.press("Tab");
    await expect(phoneField(page)).toBeFocused();
  });

  test("filtering by one field still works; the folded summary then counts it, and the rows are on the first screen", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await filterToggle(page).click();
    await phoneField(page).fill("138");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]phoneNumber=138(&|$)/);
    await expect(filterToggle(page)).toHaveText("筛选 (1)");
    await expect(phoneField(page)).toBeHidden();
    await expect(rows(page).first()).toContainText("138");
    const box = await rows(page).first().boundingBox();
    expect(box!.y + box!.height, "first row's bottom").toBeLessThanOrEqual(PHONE.height);
    // Opening it shows what was filtered on.
    await filterToggle(page).click();
    await expect(phoneField(page)).toHaveValue("138");
  });

  test("folded and open, the SMS list has no serious or critical WCAG 2.1 AA violation", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: the fold is the server's markup and CSS; axe itself needs JavaScript in the page.
    await page.goto("/message/sms?sendState=FAIL");
    await waitForHydration(page, jsEnabled);
    const seriousViolations = async () => {
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
    };
    expect(await seriousViolations()).toEqual([]);
    await filterToggle(page).click();
    await expect(phoneField(page)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  test("the menu drawer: closed, Tab passes none of its links; Tab reaches its toggle and Space opens it; a link in it leads on and the new page starts closed", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    const toggle = page.getByRole("checkbox", { name: "菜单" });
    const nav = page.getByRole("navigation", { name: "主导航" });
    const email = nav.getByRole("link", { name: "邮件发送记录" });
    await expect(email).toBeHidden();
    // From the skip link: the toggle, then the header; the closed drawer's ~70 links are no Tab stops off screen.
    await page.getByRole("link", { name: "跳到主要内容" }).focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    // Its ring is drawn on the burger it stands for.
    expect(await page.locator(".shell__burger").evaluate((burger) => getComputedStyle(burger).outlineStyle)).toBe("solid");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".shell__sider"))), "focus in the closed drawer").toBe(false);
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    await expect(email).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".shell__sider"))), "focus in the open drawer").toBe(true);
    if (jsEnabled) {
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    }
    await email.click();
    await expect(page).toHaveURL(/\/message\/email$/);
    await expect(toggle).not.toBeChecked();
    await expect(email).toBeHidden();
  });

  test("two set filters (a range counting once) read 筛选 (2)", async ({ page }) => {
    await page.goto("/message/sms?sendState=FAIL&sendTimeBegin=2020-01-01T00%3A00%3A00");
    await expect(filterToggle(page)).toHaveText("筛选 (2)");
  });
});

test("at 1280 px the side menu is drawn open and its links are reachable; the phone's menu toggle is no Tab stop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/message/sms");
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "邮件发送记录" })).toBeVisible();
  await expect(page.locator("#shell-nav-toggle")).toBeHidden();
  await page.getByRole("link", { name: "跳到主要内容" }).focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.id)).not.toBe("shell-nav-toggle");
});

test("at 1280 px the filter fields show without a click, and no disclosure stands in front of them", async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/message/sms?phoneNumber=138");
  await waitForHydration(page, jsEnabled);
  await expect(phoneField(page)).toBeVisible();
  await expect(phoneField(page)).toHaveValue("138");
  await expect(filters(page).getByRole("button", { name: "查询" })).toBeVisible();
  await expect(filterToggle(page)).toBeHidden();
});
