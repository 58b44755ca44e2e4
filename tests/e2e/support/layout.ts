// Layout checks the walks make on each page they draw (issue 34 §2; tests/e2e/walk.spec.ts): the wide lists at
// 1366×768 and the breadcrumbs. Geometry measured in the browser (boxes, scroll widths), not screenshots.
import type { Page } from "@playwright/test";

/** The desktop size people use: every list's first and actions columns in view, short words whole. */
export const DESKTOP = { width: 1366, height: 768 };

/**
 * What is wrong with the page's data tables at this width: the page itself scrolls sideways; the actions column
 * (its last header says "操作"/"Actions") or one of its links is outside the table's visible box; with the table
 * scrolled to either end, the first column or the actions column leaves the view; a short word (≤ 12 characters
 * without a space) is broken over lines.
 */
export async function tableProblems(page: Page): Promise<string[]> {
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

/**
 * A page's breadcrumb ends with the page's own name: the side menu's label for a menu entry, else the page title's
 * name (before " · "). Pages outside the console's frame (the monitor's full screen) have none. Null when right.
 */
export async function breadcrumbProblem(page: Page, path: string, menu: readonly string[]): Promise<string | null> {
  if ((await page.locator(".shell").count()) === 0) return null;
  if ((await page.locator(".shell__breadcrumb").count()) === 0) return `${path}: no breadcrumb`;
  const crumbs = await page.locator(".shell__breadcrumb").first().evaluate((nav) => {
    const items = Array.from(nav.querySelectorAll("a, span")).filter((item) => !item.querySelector("a, span") && item.textContent!.trim() !== "/");
    return items.map((item) => item.textContent!.trim());
  });
  const title = await page.title();
  const pageName = title.slice(0, title.lastIndexOf(" · "));
  const last = crumbs[crumbs.length - 1] ?? "";
  const menuLabel = menu.includes(path) ? await page.locator(`[data-testid="side-menu"] a[href="${path}"]`).first().textContent() : null;
  const expected = menuLabel?.trim() ?? pageName;
  return last !== expected && last !== pageName ? `${path}: breadcrumb "${crumbs.join(" / ")}", expected to end with "${expected}"` : null;
}
