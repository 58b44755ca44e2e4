// Layout at the sizes people use (issue 34 §2): geometry measured in the browser (boxes, scroll widths), not
// screenshots. The side menu's product name, the heat map on a phone, the permission matrix, the account settings'
// actions and the device import grid. The wide lists at 1366×768 and the breadcrumbs of every page are checked by the
// walks, on the pages they visit (tests/e2e/walk.spec.ts, tests/e2e/support/layout.ts).
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { DESKTOP } from "./support/layout";

/** Sets the page's language (the cookie the language switcher writes). */
async function useLanguage(page: Page, lang: "zh-CN" | "en-US"): Promise<void> {
  await page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
}

/** The parts of an element's text drawn outside `frame` (clipped), as the text's line boxes show them. */
async function textOutside(page: Page, selector: string, frameSelector: string): Promise<{ text: string; clipped: boolean }> {
  return page.evaluate(
    ([selector, frameSelector]) => {
      const element = document.querySelector(selector)!;
      const frame = document.querySelector(frameSelector)!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const clipped = Array.from(range.getClientRects()).some((box) => box.width > 0 && (box.right > frame.right + 0.5 || box.left < frame.left - 0.5));
      return { text: element.textContent ?? "", clipped: clipped || (element as HTMLElement).scrollWidth > (element as HTMLElement).clientWidth + 1 };
    },
    [selector, frameSelector] as const,
  );
}

for (const [account, name] of [["admin", "AED Management Platform"], ["svip", "HeartSafe Rescue Console"]] as const) {
  test.describe(`the side menu's product name at 1366 px, ${account} (issue 34 §2)`, () => {
    test.use({ account, viewport: DESKTOP });
    test(`shows the English name "${name}" whole`, async ({ page, jsEnabled }) => {
      await useLanguage(page, "en-US");
      await page.goto("/dashboard/workplace");
      await waitForHydration(page, jsEnabled);
      const brand = await textOutside(page, ".shell__brand-name", ".shell__sider");
      expect(brand.text).toBe(name);
      expect(brand.clipped, `"${name}" is cut by the side menu`).toBe(false);
    });
  });
}

test.describe("the 7×24 heat map on a phone (issue 34 §2)", () => {
  test.use({ account: "admin", viewport: { width: 390, height: 844 } });
  test("keeps its cells and figures legible, scrolling inside its card", async ({ page, jsEnabled }) => {
    await page.goto("/agency/balance");
    const hrefs = await page.locator('main a[href^="/agency/balance/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const href = hrefs.find((link) => /^\/agency\/balance\/\d+$/.test(link));
    expect(href, "a balance config's page").toBeTruthy();
    await page.goto(href!);
    await waitForHydration(page, jsEnabled);
    const chart = page.getByTestId("balance-heat-map");
    await expect(chart).toBeVisible();
    const measured = await chart.evaluate((element) => {
      const card = element.closest("section")!.getBoundingClientRect();
      // The heat map's cells: the SVG's rectangles in its plot, 24 × 7 of the same size.
      const sizes = Array.from(element.querySelectorAll("path, rect"))
        .map((shape) => shape.getBoundingClientRect())
        .filter((box) => box.width > 2 && box.height > 2 && box.width < 200 && box.height < 200);
      const widths = new Map<string, number>();
      for (const box of sizes) {
        const key = `${Math.round(box.width)}x${Math.round(box.height)}`;
        widths.set(key, (widths.get(key) ?? 0) + 1);
      }
      const [cell] = [...widths.entries()].sort((a, b) => b[1] - a[1]);
      const [w, h] = cell[0].split("x").map(Number);
      const labels = Array.from(element.querySelectorAll("text")).map((text) => text.getBoundingClientRect().height).filter((height) => height > 0);
      const root = document.scrollingElement!;
      let scroller: Element | null = element;
      while (scroller && scroller.scrollWidth <= scroller.clientWidth + 1) scroller = scroller.parentElement;
      return {
        cellWidth: w,
        cellHeight: h,
        cells: cell[1],
        smallestText: Math.min(...labels),
        pageScrollsSideways: root.scrollWidth > root.clientWidth + 1,
        scrollerInsideCard: !!scroller && scroller !== root && scroller.getBoundingClientRect().right <= card.right + 1,
      };
    });
    expect(measured.cells, "cells of one size").toBeGreaterThanOrEqual(24 * 7);
    expect(measured.cellWidth, "cell width").toBeGreaterThanOrEqual(22);
    expect(measured.cellHeight, "cell height").toBeGreaterThanOrEqual(22);
    expect(measured.smallestText, "smallest text height").toBeGreaterThanOrEqual(10);
    expect(measured.pageScrollsSideways).toBe(false);
    expect(measured.scrollerInsideCard, "the map scrolls inside its card").toBe(true);
  });
});

test.describe("the permission matrix at 1366 px (issue 34 §2)", () => {
  test.use({ account: "admin", viewport: DESKTOP });
  test("stays in its card: every column is in view or reached by scrolling the matrix", async ({ page, jsEnabled }) => {
    await useLanguage(page, "en-US");
    await page.goto("/system/role/3/grants");
    await waitForHydration(page, jsEnabled);
    const table = page.getByTestId("grants-table");
    await expect(table).toBeVisible();
    const problems = await table.evaluate((element: HTMLTableElement) => {
      const problems: string[] = [];
      const card = element.closest("section")!;
      const frame = card.getBoundingClientRect();
      const root = document.scrollingElement!;
      if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth})`);
      const view = element.parentElement!;
      if (view.getBoundingClientRect().right > frame.right + 1) problems.push(`the matrix's box ends at ${Math.round(view.getBoundingClientRect().right)}, past its card (${Math.round(frame.right)})`);
      for (const header of Array.from(element.tHead!.rows[0].cells)) {
        header.scrollIntoView({ block: "nearest", inline: "nearest" });
        const box = header.getBoundingClientRect();
        const visible = view.getBoundingClientRect();
        if (box.right > Math.min(visible.right, frame.right, window.innerWidth) + 1 || box.left < Math.max(visible.left, frame.left) - 1)
          problems.push(`column "${header.textContent}" cannot be brought into view (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
      return problems;
    });
    expect(problems).toEqual([]);
  });
});

/** Whether an element looks like a link or a button: not the colour of the text around it, or a filled/bordered box. */
async function looksActionable(page: Page, name: RegExp): Promise<{ name: string; color: string; text: string; box: boolean }> {
  const action = page.getByRole("link", { name }).or(page.getByRole("button", { name })).first();
  await expect(action).toBeVisible();
  return action.evaluate((element) => {
    const style = getComputedStyle(element);
    const around = getComputedStyle(document.querySelector("main, body")!).color;
    const box = (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent") || parseFloat(style.borderTopWidth) > 0;
    return { name: element.textContent ?? "", color: style.color, text: around, box };
  });
}

test.describe("the account's actions look like links and buttons (issue 34 §2)", () => {
  test.use({ account: "admin", viewport: DESKTOP });
  test("settings: change password, change phone, bind WeChat, notifications, interface settings", async ({ page, jsEnabled, sandbox }) => {
    await useLanguage(page, "en-US");
    await page.goto("/account/settings");
    await waitForHydration(page, jsEnabled);
    const names = [/^Change password$/, /^Change phone$/, /^Set notifications$/, /^Interface settings$/];
    if (await page.getByTestId("wechat-bind").count()) names.push(/^Bind WeChat$/);
    for (const name of names) {
      const look = await looksActionable(page, name);
      expect(look.box || (look.color !== look.text && look.color !== "rgb(0, 0, 0)"), `${look.name}: ${look.color} on text ${look.text}`).toBe(true);
    }
    void sandbox;
  });

  test("the WeChat error page's \"Scan again\"", async ({ page, jsEnabled }) => {
    await useLanguage(page, "en-US");
    await page.goto("/user/wechat/callback?code=sandbox-o-sandbox-admin&state=forged");
    await waitForHydration(page, jsEnabled);
    await expect(page.getByTestId("wechat-refused")).toBeVisible();
    const look = await looksActionable(page, /^Scan again$/);
    expect(look.box || (look.color !== look.text && look.color !== "rgb(0, 0, 0)"), `${look.name}: ${look.color} on text ${look.text}`).toBe(true);
  });
});
