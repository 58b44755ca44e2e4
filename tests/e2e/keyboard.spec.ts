// Keyboard alone (issue 14): a list is filtered and paged without a pointer, and whatever has focus shows a ring
// of at least 2 px. With and without JavaScript.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { filters, rows } from "./support/table";

test.use({ account: "admin" });

/** Presses Tab until `target` has focus (at most `limit` presses); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} never got focus in ${limit} Tab presses`);
}

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test("the SMS list is filtered and paged by keyboard alone, the focused field and link showing a 2 px ring", async ({ page, jsEnabled }) => {
  await page.goto("/message/sms");
  await waitForHydration(page, jsEnabled);
  const phone = filters(page).getByRole("textbox", { name: "手机号" });
  await tabTo(page, phone);
  expect(await focusRing(page)).toEqual({ style: "solid", width: 2 });
  await page.keyboard.type("138");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]phoneNumber=138(&|$)/);
  await expect(rows(page).first()).toContainText("138");

  const next = page.getByRole("link", { name: /下一页/ });
  await tabTo(page, next, 200);
  const ring = await focusRing(page);
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
  await expect(page).toHaveURL(/[?&]phoneNumber=138(&|$)/);
});
