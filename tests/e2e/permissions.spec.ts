// Access control (§6, §8; hostile case 6): hidden controls are not the protection, the loaders and actions are.
import { CONSOLE_URL } from "./env";
import { expect, test } from "./fixtures";

const PAGE_403 = "抱歉，你无权访问该页面";
const PAGE_404 = "抱歉，你访问的页面不存在";

test.describe("a user without firmware rights", () => {
  test.use({ account: "user" });

  for (const path of ["/device/firmware", "/device/firmware/new"]) {
    test(`gets the 403 page on ${path}, inside the console frame`, { tag: "@no-js-only" }, async ({ page }) => {
      // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByTestId("error-title")).toHaveText(PAGE_403);
      await expect(page.getByTestId("side-menu")).toBeVisible();
      await expect(page.getByTestId("data-table")).toHaveCount(0);
      await expect(page.getByTestId("firmware-form")).toHaveCount(0);
    });
  }

  test("the workplace and the menu link only to pages the role may open", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: the links are the server's: checked once.
    await page.goto("/dashboard/workplace");
    await expect(page.getByTestId("not-ready")).toBeVisible();
    const hrefs = await page.locator("a[href^='/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    const targets = [...new Set(hrefs.filter((href) => !href.startsWith("/logout") && !href.startsWith("/monitor")))];
    expect(targets.length).toBeGreaterThan(3);
    for (const href of targets) expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).not.toBe(403);
  });

  test.describe("hand-made requests", () => {
    // Reads the calls of its own account (a fresh one of the same role): other tests run meanwhile.
    test.use({ isolated: true });

    test("hostile #6: a crafted POST is refused with 403 before anything goes upstream", { tag: "@no-js-only" }, async ({ page, sandbox }) => {
      // Without JavaScript only: hand-made posts and the upstream calls they make: the same without JavaScript, checked once in no-js.
      await page.goto("/dashboard/workplace");
      await expect(page.getByTestId("workplace-greeting")).toBeVisible();
      await sandbox.clearCalls();

      const create = await page.request.post("/device/firmware/new", {
        headers: { Origin: CONSOLE_URL },
        multipart: {
          version: "V77.0.1",
          description: "crafted",
          file: { name: "crafted.jas", mimeType: "application/octet-stream", buffer: Buffer.from("firmware") },
        },
        maxRedirects: 0,
      });
      expect(create.status()).toBe(403);
      const pass = await page.request.post("/volunteer/certificate/1/pass", { headers: { Origin: CONSOLE_URL }, form: {}, maxRedirects: 0 });
      expect(pass.status()).toBe(403);
      const bulk = await page.request.post("/volunteer/certificate", { headers: { Origin: CONSOLE_URL }, form: { intent: "bulk-pass", ids: "1" }, maxRedirects: 0 });
      expect(bulk.status()).toBe(403);

      const calls = await sandbox.calls();
      expect(calls.filter((call) => call.path.startsWith("/api/v1/device-firmwares"))).toEqual([]);
      expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    });
  });
});

test.describe("an operator with read-only firmware rights", () => {
  test.use({ account: "operator" });

  test("sees the firmware list without add, edit or delete", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    await page.goto("/device/firmware");
    const table = page.getByTestId("data-table");
    await expect(table.locator("tbody tr[data-row-id]")).toHaveCount(10);
    await expect(page.getByTestId("firmware-add")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "新建" })).toHaveCount(0);
    await expect(table.getByRole("link", { name: "编辑" })).toHaveCount(0);
    await expect(table.getByRole("link", { name: "删除" })).toHaveCount(0);
    await expect(table.getByRole("columnheader", { name: "操作" })).toHaveCount(0);
  });

  test("hostile #6: gets 403 on the add form by direct URL", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    const response = await page.goto("/device/firmware/new");
    expect(response?.status()).toBe(403);
    await expect(page.getByTestId("error-title")).toHaveText(PAGE_403);
    // One landmark: the 403 sits inside the console's own <main>.
    await expect(page.locator("main")).toHaveCount(1);
  });
});

test.describe("unknown paths", () => {
  test.use({ account: "admin" });

  test("show the 404 page", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: the server's 404 page by URL: the same without JavaScript, checked once in no-js.
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-title")).toHaveText(PAGE_404);
    await expect(page.getByTestId("error-title")).toBeVisible();
  });
  // A menu path without a screen ("later version") is covered by menuMarkAt's unit test: every seeded entry is built.
});
