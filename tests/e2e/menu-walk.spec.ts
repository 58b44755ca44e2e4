// Cross-cutting checks that walk every entry of admin's menu once (the guide: screens test their own behaviour,
// the menu walk checks what every screen shares). Today: the bytes of each page in both languages.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test } from "./fixtures";

test.use({ account: "admin" });

/** The console paths of every entry in the signed-in user's side menu (Monitor included). */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.goto("/dashboard/workplace");
  const hrefs = await page
    .getByTestId("side-menu")
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const paths = hrefs.filter((href) => href.startsWith("/")).map((href) => new URL(href, "http://console").pathname);
  return [...new Set(paths)];
}

const LANGS = ["zh-CN", "en-US"] as const;

test.describe("every menu screen", () => {
  test("is clean UTF-8 in both languages, JS off: no NUL byte, no U+FFFD", async ({ page, jsEnabled }) => {
    test.skip(jsEnabled, "the bytes are the server's: one pass over the plain HTML is enough");
    test.setTimeout(180_000);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(40);
    // Pages beyond the menu that carry much Chinese text: sign-in and a device's detail.
    paths.push("/device/1/overview", "/device/1/message", "/user/login");
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
