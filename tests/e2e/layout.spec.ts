// Layout at the sizes people use (issue 34 §2): geometry measured in the browser (boxes, scroll widths), not
// screenshots. The wide lists, the side menu's product name, the heat map on a phone, the permission matrix, the
// account settings' actions, the device import grid and the breadcrumbs.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { menuPaths } from "./support/pages";

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
