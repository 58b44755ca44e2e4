// AED coverage (/device/coverage) and the one-click help what-if (/solution/help/what-if), issue 38: the figures a
// fleet manager checks (a wider radius never covers fewer calls; ready cover never exceeds any cover; a not-ready
// device in "fix these first" is one the device list calls not ready), the per-district export, the server-drawn
// sketch, both languages, and who may see them (403 and no menu entry without the mark).
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, rows } from "./support/table";
import { flash } from "./support/ui";

/** Hangzhou: the seeded city with busy blocks only a not-ready AED reaches. */
const CITY = "330100";
/** Beijing: the what-if's city. */
const WHAT_IF_CITY = "110100";

const number = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** Submits the coverage form with this radius and reads the two shares (percent) it shows. */
async function sharesAt(page: Page, radius: number, jsEnabled: boolean): Promise<{ ready: number; any: number }> {
  await waitForHydration(page, jsEnabled);
  const form = page.getByTestId("coverage-form");
  await form.getByRole("spinbutton", { name: "覆盖半径（米）" }).fill(String(radius));
  await form.getByRole("button", { name: "分析" }).click();
  await expect(page).toHaveURL(new RegExp(`radius=${radius}(&|$)`));
  await expect(page.getByTestId("coverage-period")).toContainText(`覆盖半径 ${radius} 米`);
  return {
    ready: number(await page.getByTestId("coverage-ready-share").innerText()),
    any: number(await page.getByTestId("coverage-any-share").innerText()),
  };
}

test.describe("AED coverage", () => {
  test.use({ account: "admin" });

  test("a wider radius covers a larger share of calls, and ready cover never exceeds any cover", async ({ page, jsEnabled }) => {
    await page.goto(`/device/coverage?cityId=${CITY}&days=365`);
    const shares = [];
    for (const radius of [100, 300, 1000]) shares.push(await sharesAt(page, radius, jsEnabled));
    for (const share of shares) expect(share.ready).toBeLessThanOrEqual(share.any);
    for (let i = 1; i < shares.length; i += 1) {
      expect(shares[i]!.ready).toBeGreaterThanOrEqual(shares[i - 1]!.ready);
      expect(shares[i]!.any).toBeGreaterThanOrEqual(shares[i - 1]!.any);
    }
    expect(shares[2]!.ready).toBeGreaterThan(shares[0]!.ready);
    // Without JavaScript the map is the server-drawn sketch: every device of the city, one radius circle per ready one.
    if (!jsEnabled) {
      const sketch = page.getByTestId("coverage-sketch");
      await expect(sketch).toBeVisible();
      await expect(sketch).toHaveAttribute("aria-label", /\d+ 次呼救、\d+ 台设备、10 个建议点位/);
    }
    // A radius out of range (a bookmark, an edited URL: the field's own max stops the browser) is refused with the
    // value kept and no figures.
    const response = await page.goto(`/device/coverage?cityId=${CITY}&radius=5000`);
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("coverage-summary")).toHaveCount(0);
    await expect(page.getByTestId("coverage-form").getByRole("spinbutton", { name: "覆盖半径（米）" })).toHaveValue("5000");
    await expect(page.getByTestId("coverage-form")).toContainText("取值范围为 50 到 2000");
  });

  test("the per-district figures add up to the city's, and each district's ready share is its covered calls over its calls", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: figures in the server's HTML table: the same without JavaScript, checked once in no-js.
    await page.goto(`/device/coverage?cityId=${CITY}&radius=300&days=365`);
    const calls = (await columnTexts(page, "呼救次数")).map(number);
    const ready = (await columnTexts(page, "就绪 AED 覆盖（次）")).map(number);
    const shares = (await columnTexts(page, "就绪覆盖率（%）")).map(number);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // Percent to one decimal, as shown.
    const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    expect(calls.length).toBeGreaterThan(3);
    await expect(page.getByTestId("coverage-ready-count")).toHaveText(`${sum(ready).toLocaleString("en-US")} / ${sum(calls).toLocaleString("en-US")} 次呼救`);
    // The headline share is the city's ready-covered calls over its calls.
    expect(number(await page.getByTestId("coverage-ready-share").innerText())).toBe(share(sum(ready), sum(calls)));
    calls.forEach((count, i) => expect(shares[i]).toBe(share(ready[i]!, count)));
    // Sorted by calls, most first (the table's default), like every list.
    expect([...calls].sort((a, b) => b - a)).toEqual(calls);
  });

  test("a not-ready device in “fix these first” links to that device, which the device list also calls not ready", async ({ page, jsEnabled }) => {
    await page.goto(`/device/coverage?cityId=${CITY}&radius=300&days=365`);
    const first = page.getByTestId("coverage-fix").locator("tbody tr").first();
    const sn = (await first.locator("td").nth(1).innerText()).trim();
    const gain = number(await first.locator("td").nth(3).innerText());
    const reasons = (await first.locator("td").nth(4).innerText()).trim();
    expect(gain).toBeGreaterThan(0);
    expect(reasons).not.toBe("");
    await waitForHydration(page, jsEnabled);
    await first.getByRole("link", { name: `查看设备 ${sn}` }).click();
    await expect(page).toHaveURL(/\/device\/\d+\/overview$/);
    await expect(page.getByText(sn).first()).toBeVisible();

    await page.goto(`/device/list?sn=${encodeURIComponent(sn)}`);
    await expect(rows(page)).toHaveCount(1);
    const badge = rows(page).first().locator('[data-value="not-ready"]');
    await expect(badge).toBeVisible();
    // The same reasons, in the same words, as the list's ready column.
    const listed = await rows(page).first().getByTestId("ready-reasons").locator("li").allInnerTexts();
    expect(reasons.split("；")).toEqual(listed);
  });

  test("the per-district table exports as CSV in the order shown", async ({ page, jsEnabled }) => {
    await page.goto(`/device/coverage?cityId=${CITY}&radius=500&days=90&sortField=readyShare&sortOrder=ascend`);
    await waitForHydration(page, jsEnabled);
    const areas = await columnTexts(page, "区域");
    const calls = (await columnTexts(page, "呼救次数")).map(number);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("deviceCoverage-export-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toContain("就绪覆盖率（%）");
    const body = lines.slice(1).map((line) => line.split(","));
    expect(body.map((cells) => cells[0]!.replace(/"/g, ""))).toEqual(areas);
    expect(body.map((cells) => Number(cells[1]))).toEqual(calls);
  });

  test("in English: the form, the figures, the tables and the what-if", async ({ page }) => {
    await page.context().addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto(`/device/coverage?cityId=${CITY}&radius=300&days=365`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AED coverage");
    await expect(page.getByTestId("coverage-form").getByRole("spinbutton", { name: "Coverage radius (m)" })).toHaveValue("300");
    await expect(page.getByTestId("coverage-form")).toContainText("300 m is about a 3.6-minute walk (at 1.4 m/s)");
    await expect(page.getByTestId("coverage-ready")).toContainText("a ready-now AED within the radius");
    await expect(page.getByTestId("coverage-ready-count")).toHaveText(/^[\d,]+ of [\d,]+ calls$/);
    await expect(page.getByRole("heading", { name: "Fix these first" })).toBeVisible();
    await expect(page.getByTestId("coverage-fix").getByRole("columnheader", { name: "Why it is not ready" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best next sites" })).toBeVisible();
    expect(await columnTexts(page, "Ready coverage (%)")).not.toHaveLength(0);

    await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One-click help what-if");
    await expect(page.getByTestId("what-if-unreached")).toContainText("Calls that notify nobody");
    await expect(page.getByTestId("what-if-settings-today")).toHaveText(/^[\d,]+ m, at most \d+ people$/);
  });

  test("the console's menu leads there", async ({ page }) => {
    await page.goto("/dashboard/workplace");
    // The device group is folded on another page: the entry is there, under it.
    await expect(page.getByTestId("side-menu").locator('a[href="/device/coverage"]')).toHaveCount(1);
  });
});

test.describe("a role without the marks", () => {
  test.use({ account: "operator" });

  test("gets 403 on both screens and the export, and has no coverage entry in its menu", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of [`/device/coverage?cityId=${CITY}`, `/solution/help/what-if?cityId=${WHAT_IF_CITY}`, `/device/coverage/export?format=csv`]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
    const response = await page.goto("/device/coverage");
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId("error-title")).toHaveText("抱歉，你无权访问该页面");
    await expect(page.getByTestId("side-menu").locator('a[href="/device/list"]')).toHaveCount(1);
    await expect(page.getByTestId("side-menu").locator('a[href="/device/coverage"]')).toHaveCount(0);
  });
});

/** The what-if's figures: calls in the period, and the chart's table (calls reaching someone at each distance). */
async function whatIfFigures(page: Page) {
  const calls = number((await page.getByTestId("what-if-period").innerText()).match(/([\d,]+) 次呼救/)![1]!);
  const cells = await page.locator(".chart-data table tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? "")));
  const reach = new Map(cells.map(([distance, reached]) => [number(distance!), number(reached!)]));
  return { calls, reach, unreached: (column: "today" | "chosen") => page.getByTestId(`what-if-unreached-${column}`).innerText().then(number) };
}

test.describe("one-click help what-if", () => {
  test.use({ account: "admin" });

  test("a shorter call distance leaves more calls unreached, as many as the chart says", async ({ page, jsEnabled }) => {
    await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}&days=365`);
    const today = number(await page.getByTestId("what-if-settings-today").innerText().then((text) => text.split("米")[0]!));
    let figures = await whatIfFigures(page);
    expect(figures.calls).toBeGreaterThan(20);
    // Today's setting is one of the chart's distances: its point is the calls reaching someone today.
    expect(figures.reach.get(today)).toBe(figures.calls - (await figures.unreached("today")));

    await waitForHydration(page, jsEnabled);
    const form = page.getByTestId("what-if-form");
    await form.getByRole("spinbutton", { name: "呼救距离（米）" }).fill("500");
    await form.getByRole("button", { name: "推演" }).click();
    await expect(page).toHaveURL(/callDistance=500(&|$)/);
    await expect(page.getByTestId("what-if-settings-chosen")).toHaveText(/^500 米，最多 \d+ 人$/);
    figures = await whatIfFigures(page);
    const chosen = await figures.unreached("chosen");
    expect(chosen).toBe(figures.calls - figures.reach.get(500)!);
    expect(chosen).toBeGreaterThan(await figures.unreached("today"));
    // More reach never comes with a shorter distance.
    const points = [...figures.reach.values()];
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });

  test.describe("saving", { tag: "@alone" }, () => {
    test.use({ exclusive: true });

    test("“use these settings” saves them through the config form; the what-if then compares against them", async ({ page, jsEnabled }) => {
      await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}`);
      const [distance, limit] = (await page.getByTestId("what-if-settings-today").innerText()).match(/[\d,]+/g)!.map(number);
      await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}&callDistance=1500&receiverLimit=15`);
      await waitForHydration(page, jsEnabled);
      await page.getByTestId("what-if-use").getByRole("button", { name: "使用此设置" }).click();
      await expect(flash(page, "success")).toContainText("配置已保存");
      const config = page.getByTestId("help-config");
      await expect(config.getByRole("spinbutton", { name: "呼救距离（米）" })).toHaveValue("1500");
      await expect(config.getByRole("spinbutton", { name: "接收人数上限" })).toHaveValue("15");

      await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}`);
      await expect(page.getByTestId("what-if-settings-today")).toHaveText("1,500 米，最多 15 人");
      await expect(page.getByTestId("what-if-compare")).toContainText("推演设置与当前设置相同。");

      // Back as it was, through the same button.
      await page.goto(`/solution/help/what-if?cityId=${WHAT_IF_CITY}&callDistance=${distance}&receiverLimit=${limit}`);
      await waitForHydration(page, jsEnabled);
      await page.getByTestId("what-if-use").getByRole("button", { name: "使用此设置" }).click();
      await expect(flash(page, "success")).toContainText("配置已保存");
      await expect(page.getByTestId("help-config").getByRole("spinbutton", { name: "呼救距离（米）" })).toHaveValue(String(distance));
    });
  });
});
