// The console frame (§2, §6, §9): menus per role, language, the bell, the multi-tab bar, the settings drawer and
// VIP branding.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, seeded, signIn, test, waitForHydration } from "./fixtures";
import { flash, openDisclosure } from "./support/ui";

/** Chooses a language in the header's language form (submits on change with JavaScript, by its button without). */
async function switchLanguage(page: Page, jsEnabled: boolean, label: "English" | "简体中文") {
  await waitForHydration(page, jsEnabled);
  const form = page.locator("form.language-switcher");
  const before = page.url();
  await form.getByRole("combobox").selectOption({ label });
  if (!jsEnabled) await form.getByRole("button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", label === "English" ? "en-US" : "zh-CN");
  expect(page.url()).toBe(before);
}

const sideMenu = (page: Page) => page.getByTestId("side-menu");

test.describe("menus follow the role", () => {
  test.describe("admin", () => {
    test.use({ account: "admin" });
    test("sees device management and system config; Monitor opens a new window", async ({ page }) => {
      await page.goto("/dashboard/workplace");
      const menu = sideMenu(page);
      await expect(menu.getByText("设备管理", { exact: true })).toBeVisible();
      await expect(menu.getByText("系统配置", { exact: true })).toBeVisible();
      await expect(menu.getByText("消息记录", { exact: true })).toBeVisible();
      // The dashboard group is open on the workplace, so its Monitor entry shows.
      const monitor = menu.getByRole("link", { name: /监控大屏/ });
      await expect(monitor).toBeVisible();
      await expect(monitor).toHaveAttribute("target", "_blank");
      await expect(monitor).toHaveAttribute("href", "/monitor");
    });
  });

  test.describe("admin's menu links", () => {
    test.use({ account: "admin" });
    test("open their page and mark it current; with JavaScript without reloading the document", async ({ page, jsEnabled }) => {
      await page.goto("/dashboard/workplace");
      await waitForHydration(page, jsEnabled);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const menu = sideMenu(page);
      await menu.getByText("消息记录", { exact: true }).click();
      const sms = menu.getByRole("link", { name: "短信发送记录" });
      await sms.click();
      await expect(page).toHaveURL(/\/message\/sms$/);
      await expect(sms).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("table")).toBeVisible();
      const kept = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
      expect(kept).toBe(jsEnabled);
      // The last page's entry is no longer current; its group (open because it was current) closes, the new one is open.
      await expect(menu.locator("[aria-current]")).toHaveCount(1);
      await expect(menu.locator("a[href='/dashboard/workplace']")).not.toHaveAttribute("data-active");
      await expect(menu.locator("summary[data-active]")).toHaveText(["消息记录"]);
      await expect(menu.locator("details[open] > summary")).toHaveText(["消息记录"]);
      if (jsEnabled) {
        // React took the server's menu over without hydrating its links (useAdoptedMarkup): no fiber on them.
        const hydratedLinks = await menu.locator("nav a").evaluateAll((links) => links.filter((link) => Object.keys(link).some((key) => key.startsWith("__reactFiber"))).length);
        expect(hydratedLinks).toBe(0);
      }
    });
  });

  test.describe("route discovery", () => {
    test.use({ account: "admin" });
    test("a page asks the server for no routes when drawn; a link pointed at or focused has its route asked for before it is followed", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
      // JavaScript only: without it there is no client-side router to tell about routes.
      const lookups: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/__manifest") lookups.push(new URL(request.url()).searchParams.getAll("p").join(" "));
      });
      await page.goto("/device/list");
      await waitForHydration(page, jsEnabled);
      await page.waitForTimeout(600);
      expect(lookups, "no lookup of every link drawn (ADR 070)").toEqual([]);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const device = page.getByTestId("data-table").locator("tbody a[href^='/device/']").first();
      const href = await device.getAttribute("href");
      await device.hover();
      await expect.poll(() => lookups.join(" | ")).toContain(href);
      await device.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("h1")).toContainText("设备");
      // A menu link reached by keyboard (the menu is plain markup, not a Remix <Link>) is looked up on focus.
      await page.getByTestId("side-menu").getByText("消息记录", { exact: true }).click();
      const sms = page.getByTestId("side-menu").getByRole("link", { name: "短信发送记录" });
      await sms.focus();
      await expect.poll(() => lookups.join(" | ")).toContain("/message/sms");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/message\/sms$/);
      await expect(page.getByRole("table")).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });

  test.describe("first paint", () => {
    test.use({ account: "admin" });
    test("with JavaScript a long list is painted once, whole: not before its document is parsed", { tag: "@js-only" }, async ({ page }) => {
      // JavaScript only: the script that holds the paint is JavaScript (without it the browser paints as it parses).
      // 100 devices, filters and menu, on a CPU slowed as a phone's (the page's stylesheet has come by the time
      // the parser yields): a document the parser does not finish in one go (ADR 071).
      const browser = await page.context().newCDPSession(page);
      await browser.send("Emulation.setCPUThrottlingRate", { rate: 10 });
      await page.goto("/device/list?pageSize=100", { waitUntil: "domcontentloaded" });
      const timing = await page.evaluate(
        () =>
          new Promise<{ firstPaint: number; parsed: number }>((resolve) => {
            new PerformanceObserver((entries, observer) => {
              const firstPaint = entries.getEntriesByName("first-contentful-paint")[0];
              if (!firstPaint) return;
              observer.disconnect();
              resolve({ firstPaint: firstPaint.startTime, parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive });
            }).observe({ type: "paint", buffered: true });
          }),
      );
      expect(timing.firstPaint, "the first paint comes after the document is parsed").toBeGreaterThanOrEqual(timing.parsed);
      const script = await page.request.get("/paint-after-parse.js");
      expect(script.status()).toBe(200);
      expect(script.headers()["content-type"]).toMatch(/^text\/javascript/);
      // Kept for good: a repeat view's first paint never waits for it.
      expect(script.headers()["cache-control"]).toContain("immutable");
    });
  });

  test.describe("user", () => {
    test.use({ account: "user" });
    test("sees message records but not device management, and has no bell", async ({ page }) => {
      await page.goto("/dashboard/workplace");
      const menu = sideMenu(page);
      await expect(menu.getByText("消息记录", { exact: true })).toBeVisible();
      await expect(menu.getByText("志愿者管理", { exact: true })).toBeVisible();
      await expect(menu.getByText("设备管理", { exact: true })).toHaveCount(0);
      await expect(menu.getByText("系统配置", { exact: true })).toHaveCount(0);
      await expect(page.getByTestId("bell")).toHaveCount(0);
    });
  });
});

test.describe("language", () => {
  test.use({ account: "admin" });
  test("switching to English relabels the console, survives a reload, and switches back", async ({ page, context, jsEnabled }) => {
    await page.goto("/message/sms");
    await expect(sideMenu(page).getByRole("link", { name: "短信发送记录" })).toBeVisible();

    await switchLanguage(page, jsEnabled, "English");
    await expect(sideMenu(page).getByRole("link", { name: "SMS sent records" })).toBeVisible();
    await expect(sideMenu(page).getByText("Message records", { exact: true })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Send time/ })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "app_language")?.value).toBe("en-US");

    await page.reload();
    await expect(sideMenu(page).getByRole("link", { name: "SMS sent records" })).toBeVisible();

    await switchLanguage(page, jsEnabled, "简体中文");
    await expect(sideMenu(page).getByRole("link", { name: "短信发送记录" })).toBeVisible();
    await expect(sideMenu(page).getByText("SMS sent records")).toHaveCount(0);
  });
});

test.describe("bell", () => {
  test("hostile #37: an operator's bell shows 8 unread, at most 5 items, its footer links inside the popup, and opens by itself once after sign-in", async ({ page, jsEnabled }) => {
    // A new session: the popover opens by itself only on the first page of a session (§6).
    await signIn(page, seeded("operator"), { jsEnabled });
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
    const bell = page.getByTestId("bell");
    await expect(bell).toHaveAttribute("open", "");
    await expect(page.getByTestId("bell-count")).toHaveText("8");
    await expect(bell.getByRole("region", { name: "未读消息" })).toBeVisible();
    const items = bell.getByRole("listitem");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(/设备 AED\d{8}/);
    await expect(items.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(bell.getByRole("link", { name: "查看全部消息" })).toHaveAttribute("href", "/notification");
    // The footer links sit inside the popup, padded off its edges, side by side (issue 17).
    const panel = (await bell.getByRole("region", { name: "未读消息" }).boundingBox())!;
    const boxes = [(await bell.getByRole("link", { name: "查看全部消息" }).boundingBox())!, (await page.getByTestId("bell-refresh").boundingBox())!];
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(panel.x + 12);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width - 12);
      expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height - 6);
    }
    expect(boxes[0].x + boxes[0].width).toBeLessThan(boxes[1].x);

    // The next page of the same session: the bell stays closed until asked.
    await page.goto("/message/sms");
    await expect(page.getByTestId("bell")).not.toHaveAttribute("open", "");
    await expect(page.getByTestId("bell-count")).toHaveText("8");
  });
});

test.describe("tabs", () => {
  test("hostile #32: visited pages become tabs (one per device, titled by serial number; none for error or off-site paths); the last tab and the first tab's left side cannot be closed", async ({ page, jsEnabled }) => {
    // A new session, so the tab bar holds only what this test opens.
    await signIn(page, seeded("admin"), { jsEnabled });
    const tabBar = page.getByTestId("tab-bar");
    const tabs = tabBar.getByRole("navigation").getByRole("listitem");
    await expect(tabs).toHaveCount(1);
    await expect(tabs.first()).toContainText("工作台");

    const closeBy = async (label: string) => {
      await waitForHydration(page, jsEnabled);
      await openDisclosure(tabBar.locator("details"));
      await tabBar.getByRole("button", { name: label, exact: true }).click();
    };

    await closeBy("关闭当前");
    await expect(flash(page, "info")).toContainText("这是最后一个标签页，不能再关闭了");
    await expect(tabs).toHaveCount(1);

    await page.goto("/message/sms");
    await expect(tabs).toHaveCount(2);
    await expect(tabs.nth(1)).toContainText("短信发送记录");
    await expect(tabs.nth(1).getByRole("link")).toHaveAttribute("aria-current", "page");

    await tabs.first().getByRole("link", { name: "工作台" }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/dashboard/workplace`);
    await closeBy("关闭左侧");
    await expect(flash(page, "info")).toContainText("左侧没有标签页");
    await expect(tabs).toHaveCount(2);

    // A 404, an unknown record and a path that would read as off-site never become tabs (hostile #32).
    await page.goto("/no/such/page");
    await page.goto(`${CONSOLE_URL}//evil.example/x`);
    await page.goto("/device/nonsense");
    await page.goto("/message/sms");
    await expect(tabs).toHaveCount(2);
    await expect(tabBar.locator("a[href^='//'], a[href*='evil']")).toHaveCount(0);

    // Each device opened gets its own tab titled by serial number, and each tab brings back its own device.
    await page.goto("/device/list?pageSize=10");
    const devices = await page.locator("table a[href^='/device/']").evaluateAll((anchors) =>
      // A device's link opens its overview; its tab is the device's path.
      anchors.map((a) => ({ href: (a.getAttribute("href") ?? "").replace(/\/overview$/, ""), text: (a.textContent ?? "").trim() })).filter((a) => /^\/device\/\d+$/.test(a.href)),
    );
    const [first, second] = devices;
    expect(first && second).toBeTruthy();
    // A page of the record (a 404 under it, e.g. /maintenance, is no page and leaves the tab alone).
    await page.goto(`${first!.href}/persons`);
    await page.goto(second!.href);
    await expect(tabs.filter({ hasText: first!.text })).toHaveCount(1);
    await expect(tabs.filter({ hasText: second!.text })).toHaveCount(1);
    await tabs.filter({ hasText: first!.text }).getByRole("link").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}${first!.href}/persons`);
    await expect(page.getByTestId("device-sn")).toContainText(first!.text);
  });
});

test.describe("settings drawer", () => {
  test.use({ account: "admin" });
  test("a light navigation theme and a theme colour apply to the console and are kept in cookies", async ({ page, context, jsEnabled }) => {
    await page.goto("/message/sms");
    const background = () => sideMenu(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).not.toBe("rgb(255, 255, 255)");
    // The theme's colour variables: with JavaScript worked out in the browser for a colour the server did not draw.
    const brand = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-brand-6").trim());
    const blue = await brand();

    await waitForHydration(page, jsEnabled);
    await page.getByTestId("settings-link").click();
    const drawer = page.getByTestId("settings-drawer");
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/settings=open/);
    await drawer.getByRole("radio", { name: "亮色" }).check();
    await drawer.getByRole("radio", { name: "酱紫" }).check();
    await drawer.getByRole("button", { name: "应用设置" }).click();

    await expect(page).toHaveURL(`${CONSOLE_URL}/message/sms`);
    await expect(drawer).toHaveCount(0);
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await expect.poll(brand).not.toBe(blue);
    const purple = await brand();
    expect((await context.cookies()).find((cookie) => cookie.name === "nav_theme")?.value).toBe("light");

    await page.reload();
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    expect(await brand()).toBe(purple);
  });
});

test.describe("scroll position", () => {
  test.use({ account: "admin" });
  test("a reloaded list comes back where it was read; with JavaScript a fresh visit's history entry gets its key once the page has painted", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms?pageSize=100");
    await waitForHydration(page, jsEnabled);
    // The key Remix's scroll restoration files positions under (given after the first paint, see server/patches/paint-first.ts).
    if (jsEnabled) expect(await page.evaluate(() => typeof (window.history.state as { key?: unknown } | null)?.key)).toBe("string");
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(scrollY).toBe(900);
    await page.reload();
    await waitForHydration(page, jsEnabled);
    await expect.poll(scrollY).toBe(900);
  });
});

test.describe("top menu layout", () => {
  test.use({ account: "admin" });
  test("wraps the menu so the bell, language and avatar stay in the window at 1400 and 1024 px", async ({ page, context }) => {
    await context.addCookies([{ name: "layout", value: "topmenu", url: CONSOLE_URL }]);
    for (const width of [1400, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/message/sms");
      const header = page.locator(".shell__header");
      expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `header fits at ${width}`).toBe(true);
      for (const testId of ["avatar-menu", "settings-link"]) {
        const box = await page.getByTestId(testId).boundingBox();
        expect(box && box.x + box.width <= width, `${testId} inside at ${width}`).toBe(true);
      }
    }
  });
});

test.describe("VIP branding", () => {
  test.use({ account: "svip" });
  test("a VIP account sees its own system name, in both languages", async ({ page, jsEnabled }) => {
    await page.goto("/dashboard/workplace");
    await expect(sideMenu(page).getByText("心安急救管理平台")).toBeVisible();
    await expect(page).toHaveTitle(/心安急救管理平台/);
    await expect(page.getByText("AED 智能管理平台", { exact: true })).toHaveCount(0);

    await switchLanguage(page, jsEnabled, "English");
    await expect(sideMenu(page).getByText("HeartSafe Rescue Console")).toBeVisible();
  });
});
