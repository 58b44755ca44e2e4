// Layout at the sizes people use (issue 34 §2): geometry measured in the browser (boxes, scroll widths), not
// screenshots. The wide lists, the side menu's product name, the heat map on a phone, the permission matrix, the
// account settings' actions, the device import grid and the breadcrumbs.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { ACCOUNT_PATHS, deviceTabPaths, menuPaths } from "./support/pages";

const DESKTOP = { width: 1366, height: 768 };

/** Sets the page's language (the cookie the language switcher writes). */
async function useLanguage(page: Page, lang: "zh-CN" | "en-US"): Promise<void> {
  await page.context().addCookies([{ name: "app_language", value: lang, url: CONSOLE_URL }]);
}

interface TableProblems {
  path: string;
  problems: string[];
}

/**
 * What is wrong with the page's data tables at this width: the page itself scrolls sideways; the actions column
 * (its last header says "操作"/"Actions") or one of its links is outside the table's visible box; with the table
 * scrolled to either end, the first column or the actions column leaves the view; a short word (≤ 12 characters
 * without a space) is broken over lines.
 */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const tables = Array.from(document.querySelectorAll<HTMLTableElement>("main table.data-table"));
    tables.forEach((table, n) => {
      const name = `table ${n + 1}`;
      const view = table.parentElement!;
      const row = table.tBodies[0]?.rows[0];
      // Tables folded away (a chart's data behind a disclosure) are not drawn.
      if (!row || row.cells.length < 2 || table.getBoundingClientRect().width === 0) return;
      const headers = table.tHead?.rows[0]?.cells;
      const hasActions = !!headers && /^(操作|Actions)$/.test(headers[headers.length - 1].textContent!.trim());
      const within = (element: Element, label: string) => {
        const box = element.getBoundingClientRect();
        const frame = view.getBoundingClientRect();
        const left = Math.max(frame.left, 0);
        const right = Math.min(frame.right, window.innerWidth);
        if (box.left < left - 1 || box.right > right + 1) problems.push(`${name}: ${label} is out of view (${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(left)}–${Math.round(right)})`);
      };
      for (const end of ["start", "end"] as const) {
        view.scrollLeft = end === "start" ? 0 : view.scrollWidth;
        within(row.cells[0], `the first column (scrolled to the ${end})`);
        if (hasActions) {
          const actions = row.cells[row.cells.length - 1];
          within(actions, `the actions column (scrolled to the ${end})`);
          actions.querySelectorAll("a, button").forEach((action) => within(action, `the action "${action.textContent}" (scrolled to the ${end})`));
          // Nothing drawn over the actions: the element at each action's centre is the action or inside it.
          actions.querySelectorAll("a, button").forEach((action) => {
            const box = action.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (top && !action.contains(top)) problems.push(`${name}: the action "${action.textContent}" is covered (scrolled to the ${end})`);
          });
        }
        // The first column is not covered by a scrolled cell either.
        const first = row.cells[0].getBoundingClientRect();
        const over = document.elementFromPoint(first.left + 4, first.top + first.height / 2);
        if (over && !row.cells[0].contains(over) && first.width > 8) problems.push(`${name}: the first column is covered (scrolled to the ${end})`);
      }
      view.scrollLeft = 0;
      // Short words whole: each run of ≤ 12 characters without a space sits on one line.
      for (const body of Array.from(table.tBodies)) {
        for (const tr of Array.from(body.rows).slice(0, 5)) {
          for (const cell of Array.from(tr.cells)) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                if (match[0].length > 12 || match[0].length < 2) continue;
                const range = document.createRange();
                range.setStart(node, match.index!);
                range.setEnd(node, match.index! + match[0].length);
                const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
                if (tops.size > 1) problems.push(`${name}: "${match[0]}" is broken over ${tops.size} lines`);
              }
            }
          }
        }
      }
    });
    return [...new Set(problems)];
  });
}

test.describe("wide lists at 1366×768 (issue 34 §2)", () => {
  test.use({ account: "admin", viewport: DESKTOP });

  test("every list of the menu shows its first and actions columns, scrolls inside its card, and keeps short words whole", async ({ page, jsEnabled }) => {
    test.setTimeout(300_000);
    // English (the longer labels) with JavaScript, Chinese without it.
    const lang = jsEnabled ? "en-US" : "zh-CN";
    await useLanguage(page, lang);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(40);
    let lists = 0;
    const found: TableProblems[] = [];
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page, jsEnabled);
      if ((await page.locator("main table.data-table tbody tr").count()) === 0) continue;
      lists++;
      const problems = await tableProblems(page);
      if (problems.length) found.push({ path, problems });
    }
    expect(lists, "list screens walked").toBeGreaterThan(25);
    expect(found).toEqual([]);
  });
});

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

test.describe("breadcrumbs name every page (issue 34 §2)", () => {
  test.use({ account: "admin" });
  test("the menu's pages, a device's pages and the account's pages end with the page's own name", async ({ page, jsEnabled }) => {
    test.setTimeout(240_000);
    await useLanguage(page, jsEnabled ? "en-US" : "zh-CN");
    const menu = await menuPaths(page);
    const tabs = await deviceTabPaths(page);
    const others = [...tabs, ...ACCOUNT_PATHS, "/account/password", "/account/phone"];
    const wrong: string[] = [];
    for (const path of [...menu, ...others]) {
      await page.goto(path);
      await waitForHydration(page, jsEnabled);
      // Pages outside the console's frame (the monitor's full screen) have no breadcrumb.
      if ((await page.locator(".shell").count()) === 0) continue;
      if ((await page.locator(".shell__breadcrumb").count()) === 0) {
        wrong.push(`${path}: no breadcrumb`);
        continue;
      }
      const crumbs = await page.locator(".shell__breadcrumb").first().evaluate((nav) => {
        const items = Array.from(nav.querySelectorAll("a, span")).filter((item) => !item.querySelector("a, span") && item.textContent!.trim() !== "/");
        return items.map((item) => item.textContent!.trim());
      });
      const title = await page.title();
      const pageName = title.slice(0, title.lastIndexOf(" · "));
      const last = crumbs[crumbs.length - 1] ?? "";
      const menuLabel = menu.includes(path) ? await page.locator(`[data-testid="side-menu"] a[href="${path}"]`).first().textContent() : null;
      const expected = menuLabel?.trim() ?? pageName;
      if (last !== expected && last !== pageName) wrong.push(`${path}: "${crumbs.join(" / ")}", expected to end with "${expected}"`);
    }
    expect(wrong).toEqual([]);
  });
});
