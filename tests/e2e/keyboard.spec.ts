// Keyboard alone (issue 14): a list is filtered and paged without a pointer, and whatever has focus shows a ring
// of at least 2 px. With and without JavaScript.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { filters, rows } from "./support/table";

test.use({ account: "admin" });

/** Presses Tab until `target` has focus (at most `limit` presses); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} never got focus in ${limit} Tab presses`);
}

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test("the SMS list is filtered and paged by keyboard alone, the focused field and link showing a 2 px ring", async ({ page, jsEnabled }) => {
  await page.goto("/message/sms");
  await waitForHydration(page, jsEnabled);
  const phone = filters(page).getByRole("textbox", { name: "手机号" });
  await tabTo(page, phone);
  expect(await focusRing(page)).toEqual({ style: "solid", width: 2 });
  await page.keyboard.type("138");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]phoneNumber=138(&|$)/);
  await expect(rows(page).first()).toContainText("138");

  const next = page.getByRole("link", { name: /下一页/ });
  await tabTo(page, next, 200);
  const ring = await focusRing(page);
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
  await expect(page).toHaveURL(/[?&]phoneNumber=138(&|$)/);
});

/** Every theme the settings drawer offers: both navigation themes in the eight colours, and colour-weak in each. */
const THEMES: { navTheme: "dark" | "light"; color: string; weak: boolean }[] = [
  ...["#F5222D", "#E94820", "#FAAD14", "#13C2C2", "#52C41A", "#1890FF", "#2F54EB", "#722ED1"].flatMap((color) =>
    (["dark", "light"] as const).map((navTheme) => ({ navTheme, color, weak: false })),
  ),
  { navTheme: "dark", color: "#1890FF", weak: true },
  { navTheme: "light", color: "#FAAD14", weak: true },
];

/**
 * The focused element's ring as drawn: its width, and its contrast (WCAG) against what it is drawn on, from the
 * computed styles: the element's own background for a ring inside it (negative offset), else its ancestors' ones,
 * translucent layers composited; under colour-weak, both colours through the page's invert(80%) filter.
 */
async function ringContrast(page: Page) {
  return page.evaluate(() => {
    const rgba = (text: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: text.startsWith("rgba") ? a : 1 };
    };
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const layers: ReturnType<typeof rgba>[] = [];
    for (let node: Element | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a >= 1) break;
    }
    let under = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) {
      under = { r: layer.r * layer.a + under.r * (1 - layer.a), g: layer.g * layer.a + under.g * (1 - layer.a), b: layer.b * layer.a + under.b * (1 - layer.a) };
    }
    const weak = document.documentElement.dataset.weak === "true";
    const seen = (c: { r: number; g: number; b: number }) => (weak ? { r: c.r * 0.2 + (255 - c.r) * 0.8, g: c.g * 0.2 + (255 - c.g) * 0.8, b: c.b * 0.2 + (255 - c.b) * 0.8 } : c);
    const luminance = (c: { r: number; g: number; b: number }) =>
      [c.r, c.g, c.b]
        .map((v) => v / 255)
        .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
        .reduce((sum, s, i) => sum + s * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [a, b] = [luminance(seen(rgba(style.outlineColor))), luminance(seen(under))].sort((x, y) => y - x) as [number, number];
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 };
  });
}

test("in every theme of the settings drawer the focus ring is at least 2 px and 3:1 on a menu link, a button and a text field", async ({ page, jsEnabled }) => {
  test.setTimeout(180_000);
  for (const theme of THEMES) {
    await page.context().addCookies(
      Object.entries({ nav_theme: theme.navTheme, color: theme.color, weak: String(theme.weak) }).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: CONSOLE_URL })),
    );
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await expect(page.locator(".shell")).toHaveAttribute("data-nav-theme", theme.navTheme);
    const targets = {
      "active menu link": page.locator("aside a.side-menu__link[data-active]"),
      "menu link": page.locator("aside a.side-menu__link:not([data-active]):visible").first(),
      button: filters(page).getByRole("button", { name: "查询" }),
      "text field": filters(page).getByRole("textbox", { name: "手机号" }),
    };
    await page.keyboard.press("Tab"); // keyboard modality, so :focus-visible applies to a focused element
    for (const [name, target] of Object.entries(targets)) {
      await target.focus();
      const ring = await ringContrast(page);
      const where = `${name} · ${theme.navTheme} ${theme.color}${theme.weak ? " colour-weak" : ""}`;
      expect(ring.style, where).toBe("solid");
      expect(ring.width, where).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, where).toBeGreaterThanOrEqual(3);
    }
  }
});
