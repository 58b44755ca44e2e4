// Reading the console's data tables the way a user does: by column header.
import { type Locator, type Page, expect } from "@playwright/test";

export const table = (page: Page): Locator => page.getByTestId("data-table");
export const rows = (page: Page): Locator => table(page).locator("tbody tr[data-row-id]");

/** Row ids in display order. */
export async function rowIds(page: Page): Promise<string[]> {
  // Right after a plain-HTML navigation commits, the new document may still be arriving.
  await page.waitForLoadState("domcontentloaded");
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row-id") ?? ""));
}

/** 1-based position of the column whose header reads `header` (sort arrows ignored). */
export async function columnIndex(page: Page, header: string): Promise<number> {
  // Right after a navigation the new table may not be drawn yet: without JavaScript the document is still arriving;
  // with it the URL changes before React commits the new screen, whose table replaces the old one. A list reloading
  // in place (a filter, a page) keeps its old rows, marked aria-busy, until then: the same headers over stale rows.
  await expect(page.locator(".table-wrap[aria-busy]")).toHaveCount(0);
  let index = -1;
  await expect(async () => {
    const headers = await table(page).locator("thead th").allInnerTexts();
    index = headers.findIndex((text) => text.replace(/[▲▼⇅]/g, "").trim() === header);
    expect(index, `column "${header}" among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  }).toPass({ timeout: 10_000 });
  return index + 1;
}

/** Texts of one column, top to bottom. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const index = await columnIndex(page, header);
  return rows(page).locator(`td:nth-child(${index})`).allInnerTexts();
}

/** Raw enum values (data-value of the badge) of one column. */
export async function columnValues(page: Page, header: string): Promise<string[]> {
  const index = await columnIndex(page, header);
  return rows(page)
    .locator(`td:nth-child(${index})`)
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector("[data-value]")?.getAttribute("data-value") ?? ""));
}

/** The row with this id. */
export const row = (page: Page, id: string | number): Locator => table(page).locator(`tbody tr[data-row-id="${id}"]`);

/** The header cell of a column. */
export const columnHeader = (page: Page, header: string): Locator =>
  table(page).getByRole("columnheader", { name: new RegExp(`^${header}`) });

/** The filter form above a list (a GET form, role=search). */
export const filters = (page: Page): Locator => page.getByRole("search");
