// The pages the walks over the whole console start from (tests/e2e/walk.spec.ts): the signed-in user's menu, and
// the pages beyond it that the menu does not link to.
import type { Page } from "@playwright/test";

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

/** The links of a device page's tabs (overview, messages, configuration …), as the page draws them. */
export async function deviceTabPaths(page: Page, id = "1"): Promise<string[]> {
  await page.goto(`/device/${id}/overview`);
  const hrefs = await page
    .getByTestId("device-tabs")
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => href.startsWith("/")))];
}

export const LANGS = ["zh-CN", "en-US"] as const;
export type Lang = (typeof LANGS)[number];

/** The account's own pages (signed in). */
export const ACCOUNT_PATHS = ["/account/center", "/account/settings", "/account/notification", "/account/avatar"];
/** Signed out: the ways in. */
export const SIGN_IN_PATHS = ["/user/login", "/user/login/sms", "/user/login/wechat"];
/**
 * Routes drawn as dialogs over their page with JavaScript (a page of their own without it): a form (a device's edit),
 * a confirmation (a firmware's delete), and the settings drawer.
 */
export const MODAL_PATHS = ["/device/1/edit?from=%2Fdevice%2F1%2Foverview", "/device/firmware/1/delete", "/dashboard/workplace?settings=open"];
/** Pages beyond the menu: a device's (its tabs are linked from it; much Chinese text), the go-to results, the account's, dialogs. */
export const EXTRA_PATHS = ["/device/1/overview", "/device/1/message", "/go", "/go?q=1", ...ACCOUNT_PATHS, ...MODAL_PATHS];
/** Routes behind buttons that only forms reach, visited as a crafted GET would (they must change nothing). */
export const FORM_ONLY_PATHS = ["/volunteer/certificate?auditState=PROCESSING", "/logout", "/language", "/settings", "/tabs", "/account/password"];
