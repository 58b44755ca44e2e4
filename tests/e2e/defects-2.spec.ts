// Issue 34 §2, the second batch of defects found by trying the console: each test fails on the code before its fix.
import { CONSOLE_URL } from "./env";
import { expect, seeded, signIn, test } from "./fixtures";

test.describe("a tab records only a page of its screen", () => {
  test("a failed export URL or a missing record under a screen never becomes its tab's address", async ({ page, jsEnabled }) => {
    // A new session, so the tab bar holds only what this test opens.
    await signIn(page, seeded("admin"), { jsEnabled });
    const tab = page.getByTestId("tab-bar").getByRole("navigation").getByRole("listitem").filter({ hasText: "固件" });
    // Opened first by a download URL that answers 404, or by a record that does not exist: no tab at all.
    expect((await page.goto("/device/firmware/export-nope?format=xlsx"))?.status()).toBe(404);
    expect((await page.goto("/device/firmware/99999999/edit"))?.status()).toBe(404);
    await page.goto("/message/sms");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(tab).toHaveCount(0);

    await page.goto("/device/firmware?pageNo=1");
    await expect(tab.getByRole("link")).toHaveAttribute("href", "/device/firmware?pageNo=1");

    // A download URL that answers 404, and a record that does not exist, both under the firmware screen.
    expect((await page.goto("/device/firmware/export-nope?format=xlsx"))?.status()).toBe(404);
    expect((await page.goto("/device/firmware/99999999/edit"))?.status()).toBe(404);

    await page.goto("/message/sms");
    await expect(tab.getByRole("link")).toHaveAttribute("href", "/device/firmware?pageNo=1");
    await tab.getByRole("link").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/firmware?pageNo=1`);
    await expect(page.getByRole("table")).toBeVisible();
  });
});
