// Cross-cutting checks that walk every entry of admin's menu once (the guide: screens test their own behaviour,
// the menu walk checks what every screen shares): the bytes of each page in both languages, and axe-core.
import { CONSOLE_URL } from "./env";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";
import { ACCOUNT_PATHS, LANGS, menuPaths, SIGN_IN_PATHS } from "./support/pages";

test.use({ account: "admin" });

test.describe("every menu screen", () => {
  test("is clean UTF-8 in both languages, JS off: no NUL byte, no U+FFFD", async ({ page, jsEnabled }) => {
    test.skip(jsEnabled, "the bytes are the server's: one pass over the plain HTML is enough");
    test.setTimeout(180_000);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(40);
    // Pages beyond the menu that carry much Chinese text: sign-in and a device's detail.
    paths.push("/device/1/overview", "/device/1/message", "/go?q=1", ...ACCOUNT_PATHS, "/user/login", ...SIGN_IN_PATHS);
    const problems: string[] = [];
    for (const lang of LANGS) {
      await page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
      for (const path of paths) {
        const response = await page.request.get(path, { maxRedirects: 5 });
        expect(response.status(), `${lang} ${path}`).toBeLessThan(500);
        const bytes = await response.body();
        if (bytes.includes(0)) problems.push(`${lang} ${path}: NUL at byte ${bytes.indexOf(0)}`);
        let text = "";
        try {
          text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        } catch {
          problems.push(`${lang} ${path}: not valid UTF-8`);
          continue;
        }
        if (text.includes("\uFFFD")) problems.push(`${lang} ${path}: U+FFFD at ${text.indexOf("\uFFFD")}`);
        expect(text, `${lang} ${path}`).toContain(`lang="${lang}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// Accessibility (issue 14): axe-core's WCAG 2.1 A and AA rules on every menu screen, a device's page and sign-in,
// with JavaScript on and off. Serious and critical violations fail, each listed with the screen, the elements and
// (for contrast) the colours. zh-CN runs every rule; en-US skips colour contrast, which the language cannot change
// (same CSS), and keeps the rules that read text (names, labels, lang).
// How: axe runs in the page (legacy mode: the console has no frames, and it halves the time). Axe is a script, and
// a page with JavaScript disabled cannot run it (Chromium closes the page), so the no-JS pass reads the same server
// HTML in a page whose console scripts are refused: nothing hydrates, what is checked is what a no-JS browser shows.
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.describe("every menu screen, axe-core", () => {
  for (const lang of LANGS) {
    test(`has no serious or critical WCAG 2.1 AA violation (${lang})`, async ({ page: signedIn, browser, jsEnabled }) => {
      // ~50 screens, each loaded and analysed: about 7 minutes on the shared 2-core machine.
      test.setTimeout(600_000);
      await signedIn.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
      const paths = await menuPaths(signedIn);
      expect(paths.length).toBeGreaterThan(40);
      // The go-to results (issue 14): every screen of the menu, and devices by serial number.
      paths.push("/device/1/overview", "/go", "/go?q=1", ...ACCOUNT_PATHS, "/user/login", ...SIGN_IN_PATHS);
      const context = jsEnabled ? signedIn.context() : await browser.newContext({ storageState: await signedIn.context().storageState(), javaScriptEnabled: true, locale: "zh-CN" });
      if (!jsEnabled) await context.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
      const page = jsEnabled ? signedIn : await context.newPage();
      const problems: string[] = [];
      // A script that throws while a screen loads (a chunk missing an export, a module evaluated out of order) is
      // a problem too: the walk opens every screen with JavaScript on.
      let current = "";
      page.on("pageerror", (error) => problems.push(`${current}: script error: ${error.message}`));
      for (const path of paths) {
        current = path;
        if (path === "/user/login") await context.clearCookies({ name: "aed_session" });
        await page.goto(new URL(path, CONSOLE_URL).href);
        if (jsEnabled) await waitForHydration(page, true);
        else expect(await page.evaluate(() => "__remixRouter" in window), `${path} must not hydrate`).toBe(false);
        let axe = new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).options({ resultTypes: ["violations"] });
        if (lang !== "zh-CN") axe = axe.disableRules(["color-contrast"]);
        const { violations } = await axe.analyze();
        for (const violation of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          const nodes = violation.nodes.slice(0, 3).map((node) => {
            const colours = node.any.find((check) => check.id === "color-contrast")?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            return `${node.target.join(" ")}${colours ? ` ${colours.fgColor} on ${colours.bgColor} = ${colours.contrastRatio}` : ""}`;
          });
          problems.push(`${path}: ${violation.id} ×${violation.nodes.length} (${nodes.join(" | ")})`);
        }
      }
      if (!jsEnabled) await context.close();
      expect(problems).toEqual([]);
    });
  }
});
