// W3C validity (issue 34): every menu screen, a device's tabs, routes drawn as dialogs, the account's pages and the
// sign-in pages, in both languages, pass the W3C Nu Html Checker (npm vnu-jar, on Debian's default-jre-headless)
// with 0 errors. What is checked is the server's HTML, fetched through the signed-in context's request API: no page
// is drawn. Gathering (support/pages.ts gatherHtml) and checking (tests/support/vnu.ts checkHtml) are apart, so a
// walk that already has the pages can check them.
import { checkHtml, stopHtmlChecker } from "../support/vnu";
import { CONSOLE_URL } from "./env";
import { expect, test } from "./fixtures";
import { gatherHtml, LANGS, validityPaths } from "./support/pages";

test.use({ account: "admin" });

test.describe("W3C validity", () => {
  test.afterAll(async () => {
    await stopHtmlChecker();
  });

  for (const lang of LANGS) {
    test(`every menu screen, a device's tabs, dialogs, account and sign-in pages are valid HTML (${lang})`, async ({ page, playwright, jsEnabled }, testInfo) => {
      test.skip(!jsEnabled, "the server's HTML is the same with JavaScript or without: one pass");
      // ~75 pages, each checked in ~0.1–0.5 s, after the checker's start (~10 s) on the shared 2-core machine.
      test.setTimeout(300_000);
      await page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
      const { signedIn, signedOut } = await validityPaths(page);
      expect(signedIn.length).toBeGreaterThan(60);
      // Signed out (the sign-in pages): a fresh request context with only the language cookie.
      const anonymous = await playwright.request.newContext({
        baseURL: CONSOLE_URL,
        storageState: { cookies: [{ name: "app_language", value: lang, domain: new URL(CONSOLE_URL).hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] },
      });
      const started = Date.now();
      const pages = [...(await gatherHtml(page.request, lang, signedIn)), ...(await gatherHtml(anonymous, lang, signedOut))];
      await anonymous.dispose();
      const gathered = Date.now();
      // Each page is the screen asked for, in its language (not an error page, not the sign-in form instead).
      for (const { label, status, html } of pages) {
        expect(status, label).toBe(200);
        expect(html, label).toContain(`lang="${lang}"`);
      }
      const problems = await checkHtml(pages);
      const checking = Date.now() - gathered;
      const timing = `${pages.length} pages gathered in ${gathered - started} ms, checked in ${checking} ms (${Math.round(checking / pages.length)} ms a page)`;
      testInfo.annotations.push({ type: "validity", description: timing });
      console.log(`validity ${lang}: ${timing}`);
      expect(problems, `${problems.length} errors`).toEqual([]);
    });
  }
});
