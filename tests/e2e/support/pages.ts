// The pages the cross-cutting walks visit (menu-walk.spec.ts, validity.spec.ts): the signed-in user's menu, and the
// pages beyond it that every walk covers.
import type { APIRequestContext, Page } from "@playwright/test";

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
export type WalkLang = (typeof LANGS)[number];

/** Pages beyond the menu: the account's own (signed in), then the other ways to sign in (signed out, after /user/login). */
export const ACCOUNT_PATHS = ["/account/center", "/account/settings", "/account/notification", "/account/avatar"];
export const SIGN_IN_PATHS = ["/user/login/sms", "/user/login/wechat"];
/**
 * Routes drawn as dialogs over their page with JavaScript (a page of their own without it): a form (a device's edit),
 * a confirmation (a firmware's delete), and the settings drawer.
 */
export const MODAL_PATHS = ["/device/1/edit?from=%2Fdevice%2F1%2Foverview", "/device/firmware/1/delete", "/dashboard/workplace?settings=open"];

/** The signed-in pages the validity walk checks (admin's), then the signed-out ones. */
export async function validityPaths(page: Page): Promise<{ signedIn: string[]; signedOut: string[] }> {
  const menu = await menuPaths(page);
  const tabs = await deviceTabPaths(page);
  return {
    signedIn: [...new Set([...menu, ...tabs, ...MODAL_PATHS, ...ACCOUNT_PATHS, "/go?q=1"])],
    signedOut: ["/user/login", ...SIGN_IN_PATHS],
  };
}

export interface GatheredPage {
  /** What names the page in a report: its language and path. */
  label: string;
  status: number;
  html: string;
}

/**
 * Each path's document as the server sends it (the page a browser gets, with JavaScript or without: the server cannot
 * tell), in the language the request context's cookies ask for, redirects followed. Nothing is drawn.
 */
export async function gatherHtml(request: APIRequestContext, lang: WalkLang, paths: readonly string[]): Promise<GatheredPage[]> {
  const pages: GatheredPage[] = [];
  for (const path of paths) {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    pages.push({ label: `${lang} ${path}`, status: response.status(), html: await response.text() });
  }
  return pages;
}
