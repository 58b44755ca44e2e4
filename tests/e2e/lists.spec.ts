// The SMS sent-record list (§2 URI paging, §5, §9; hostile case 14): paging, filters and sorting live in the URL,
// so they work without JavaScript, survive a reload and can be bookmarked.
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnHeader, columnTexts, columnValues, filters, rowIds, rows, table } from "./support/table";
import { expectFieldError, modal } from "./support/ui";

test.use({ account: "user" });

test.describe("SMS sent records", () => {
  test("500 records, ten per page; the pager's page 2 link shows the next ten", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await expect(page.getByTestId("pager-range")).toHaveText("第 1-10 条，共 500 条");
    await expect(rows(page)).toHaveCount(10);
    const first = await rowIds(page);

    await waitForHydration(page, jsEnabled);
    await page.getByTestId("pager").getByRole("link", { name: "第 2 页" }).click();
    // The default sort is implied, so the bookmark is short.
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms?pageNo=2`);
    await expect(page.getByTestId("pager-range")).toHaveText("第 11-20 条，共 500 条");
    await expect(rows(page)).toHaveCount(10);
    const second = await rowIds(page);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await expect(page.getByTestId("pager").locator("[aria-current='page']")).toHaveText("2");
  });

  test("filtering on the FAIL state shows only failures, in a URL that survives a reload", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("combobox", { name: "发送状态" }).selectOption({ label: "失败" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    // Empty filter fields stay out of the URL (stripped in the browser, or redirected away without JS).
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms?sendState=FAIL`);

    const check = async () => {
      // With JavaScript the URL can change a moment before React renders the new rows.
      await expect.poll(async () => new Set(await columnValues(page, "发送状态"))).toEqual(new Set(["FAIL"]));
      const states = await columnValues(page, "发送状态");
      expect(states.length).toBeGreaterThan(0);
      expect(new Set(states)).toEqual(new Set(["FAIL"]));
      expect(new Set(await columnTexts(page, "发送状态"))).toEqual(new Set(["失败"]));
      const range = await page.getByTestId("pager-range").innerText();
      const total = Number(/共 (\d+) 条/.exec(range)?.[1]);
      expect(total).toBeGreaterThan(10);
      expect(total).toBeLessThan(500);
      await expect(filters(page).getByRole("combobox", { name: "发送状态" })).toHaveValue("FAIL");
    };
    await check();
    const bookmarked = page.url();
    await page.reload();
    expect(page.url()).toBe(bookmarked);
    await check();

    // The bookmark opened afresh gives the same list.
    await page.goto(bookmarked);
    await check();
  });

  test("filtering on part of a phone number", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    const phone = (await columnTexts(page, "手机号"))[0]!;
    expect(phone).toMatch(/^1\d{10}$/);
    const part = phone.slice(0, 7);

    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("textbox", { name: "手机号" }).fill(part);
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]phoneNumber=${part}(&|$)`));
    await expect.poll(async () => (await columnTexts(page, "手机号")).every((value) => value.includes(part))).toBe(true);
    const phones = await columnTexts(page, "手机号");
    expect(phones).toContain(phone);
    for (const value of phones) expect(value).toContain(part);
    await expect(filters(page).getByRole("textbox", { name: "手机号" })).toHaveValue(part);
  });

  test("clicking the send-time header flips the order", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    const header = columnHeader(page, "发送时间");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    const newestFirst = await rowIds(page);
    const descTimes = await columnTexts(page, "发送时间");
    expect([...descTimes].sort().reverse()).toEqual(descTimes);

    await waitForHydration(page, jsEnabled);
    await header.getByRole("link").click();
    await expect(page).toHaveURL(/sortField=sendTime&sortOrder=ascend/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(async () => (await rowIds(page))[0]).not.toBe(newestFirst[0]);
    const ascTimes = await columnTexts(page, "发送时间");
    expect([...ascTimes].sort()).toEqual(ascTimes);
    expect(ascTimes[0]! < descTimes[0]!).toBe(true);

    await header.getByRole("link").click();
    // Back to the default order: the URL drops the sort altogether.
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms`);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => (await rowIds(page))[0]).toBe(newestFirst[0]);
  });

  test("a send-time range that runs backwards is refused with a message", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    const from = filters(page).getByLabel("发送时间 · 开始");
    const to = filters(page).getByLabel("发送时间 · 结束");
    await from.fill("2026-02-01T10:00");
    await to.fill("2026-01-01T10:00");
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/sendTimeBegin=2026-02-01T10%3A00/);
    await expectFieldError(filters(page).getByLabel("发送时间 · 结束"), "开始时间必须早于结束时间");
    // The range is not applied, the list still answers.
    await expect(page.getByTestId("pager-range")).toHaveText("第 1-10 条，共 500 条");
  });

  test("a page number past the end lands on the last page", async ({ page }) => {
    const response = await page.goto("/message/sms?pageNo=99999");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/[?&]pageNo=50(&|$)/);
    await expect(page.getByTestId("pager-range")).toHaveText("第 491-500 条，共 500 条");
    await expect(rows(page)).toHaveCount(10);
  });

  test("hostile #14: absurd paging and filter params are clamped, never a server error", async ({ page }) => {
    const queries = ["pageSize=100000", "pageNo=-1", "pageNo=1e9", "pageNo=abc&pageSize=-5", "__proto__=1&constructor=x&sortField=__proto__&sortOrder=up"];
    for (const query of queries) {
      const response = await page.goto(`/message/sms?${query}`);
      expect(response?.status(), query).toBeLessThan(500);
      await expect(table(page), query).toBeVisible();
      await expect(page.getByTestId("route-error"), query).toHaveCount(0);
      const count = await rows(page).count();
      expect(count, query).toBeGreaterThan(0);
      expect(count, query).toBeLessThanOrEqual(100);
      await expect(page.getByTestId("pager-range"), query).toContainText("共 500 条");
    }
    await page.goto("/message/sms?pageSize=100000");
    await expect(rows(page)).toHaveCount(100);
    // A URL over 8 KB is refused as a client error, not forwarded upstream and not a crash.
    const huge = await page.goto(`/message/sms?phoneNumber=${"1".repeat(9000)}`);
    expect(huge?.status()).toBe(414);
    await expect(page.getByTestId("route-error")).toBeVisible();
  });

  test("a record's detail opens over the list and closes back to the same page", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms?pageNo=2");
    const listUrl = page.url();
    const ids = await rowIds(page);
    const id = ids[3]!;

    await waitForHydration(page, jsEnabled);
    await rows(page).nth(3).getByRole("link", { name: "详情" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms/${id}?pageNo=2`);
    const dialog = modal(page, "sms-detail");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`短信记录 #${id}`);
    await expect(dialog.getByTestId("detail")).toContainText("发送服务地址");
    // The list stays behind the dialog.
    expect(await rowIds(page)).toEqual(ids);

    if (jsEnabled) await dialog.getByRole("button", { name: "关闭" }).click();
    else await dialog.getByRole("link", { name: "关闭" }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByTestId("sms-detail")).toHaveCount(0);
    expect(await rowIds(page)).toEqual(ids);
    await expect(page.getByTestId("pager-range")).toHaveText("第 11-20 条，共 500 条");
  });
});

test.describe("on a phone", () => {
  test("at 390 px a list with a date range does not scroll sideways: the table scrolls in its own box", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/message/sms");
    await expect(rows(page).first()).toBeVisible();
    // The filters fold on a phone (mobile.spec.ts): open them, so the range is laid out.
    await filters(page).locator("summary").filter({ hasText: /^筛选/ }).click();
    await expect(filters(page).getByLabel("发送时间 · 开始")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wrap = page.locator(".table-wrap").first();
    expect(await wrap.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});
