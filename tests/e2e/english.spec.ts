// English mode (issue 34 §2, "English mode mixes in Chinese institution names", "English messages read as fragments",
// "English leftovers"), with and without JavaScript: in en-US the records' English names everywhere a name is shown,
// notification event names in English, the platform's messages as the console's own sentences.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, signIn, test, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, modal } from "./support/ui";

const english = (page: Page) => page.context().addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
const CHINESE = /[\u4e00-\u9fff]/;

test.describe("as the administrator", () => {
  test.use({ account: "admin" });

  test("institutions: the tree, the table, the parent column, the detail heading and the form's selects use the English names", async ({ page, jsEnabled }) => {
    await english(page);
    await page.goto("/institution/list");
    const commission = page.getByTestId("org-tree").getByRole("link", { name: "Beijing Health Commission", exact: true });
    await expect(commission).toBeVisible();
    await commission.click();
    await expect(page).toHaveURL(/parentId=\d+/);
    const parentId = new URL(page.url()).searchParams.get("parentId")!;
    // The commission's own row and its centres: name, parent and city in English, no Chinese name among them.
    const centre = rows(page).filter({ hasText: "Beijing Emergency Centre" });
    await expect(centre).toHaveCount(1);
    await expect(centre).toContainText("Beijing Health Commission");
    for (const row of await rows(page).all()) {
      const cells = row.locator("td");
      for (const index of [1, 3, 4]) expect(await cells.nth(index).textContent()).not.toMatch(CHINESE);
    }
    const centreId = await centre.getAttribute("data-row-id");

    await page.goto(`/institution/list/${parentId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Beijing Health Commission" })).toBeVisible();
    await page.goto(`/institution/list/${centreId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Beijing Emergency Centre" })).toBeVisible();
    await expect(page.getByTestId("institution-detail").getByRole("link", { name: "Beijing Health Commission" })).toBeVisible();

    await page.goto(`/institution/list/${centreId}/edit`);
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "institutions-form");
    const packages = dialog.getByRole("combobox", { name: "Package" });
    await expect(packages.locator("option", { hasText: "Basic service" })).toHaveCount(1);
    expect(await packages.locator("option").allTextContents()).not.toContainEqual(expect.stringMatching(CHINESE));
    const parents = dialog.getByRole("combobox", { name: "Parent institution" });
    await expect(parents.locator("option", { hasText: "Beijing Health Commission" })).toHaveCount(1);
  });

  test("notification settings name the events in English", async ({ page }) => {
    await english(page);
    await page.goto("/account/notification");
    const form = page.locator("form#notification");
    await expect(form.getByRole("checkbox", { name: "Device offline", exact: true })).toBeVisible();
    await expect(form.getByRole("checkbox", { name: "Battery low", exact: true })).toBeVisible();
    await expect(form).not.toContainText("设备离线");
    await expect(form).not.toContainText("电量低");
  });
});

test.describe("an account of its own", () => {
  test("changing the password: a validation message and the platform's refusal read as English sentences", async ({ page, jsEnabled, sandbox }) => {
    const account = await sandbox.createAccount({ roleOf: "user", prefix: "e2e_english_" });
    await signIn(page, account, { jsEnabled });
    await english(page);
    await page.goto("/account/password");
    await waitForHydration(page, jsEnabled);
    const current = page.getByRole("textbox", { name: "Current password", exact: true });
    const next = page.getByRole("textbox", { name: "New password", exact: true });
    const confirm = page.getByRole("textbox", { name: "Confirm password", exact: true });
    const submit = page.getByRole("button", { name: "Change password" });

    await current.fill(account.password);
    await next.fill("Fresh#2026pw");
    await confirm.fill("Fresh#2026px");
    await submit.click();
    await expectFieldError(confirm, /^The two passwords do not match\.$/);

    // The platform refuses a wrong current password ("old password is wrong"): the console says it in its own words.
    await current.fill("Wrong#2026pw");
    await next.fill("Fresh#2026pw");
    await confirm.fill("Fresh#2026pw");
    await submit.click();
    await expectFieldError(current, /^The old password is wrong\.$/);
  });
});
