// Keyboard alone (issue 14): a list is filtered and paged without a pointer, and whatever has focus shows a ring
// of at least 2 px. With and without JavaScript.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, row, rowIds, rows } from "./support/table";
import { flash, modal } from "./support/ui";

test.use({ account: "admin" });

/** Presses Tab until `target` has focus (at most `limit` presses); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 80) {
  // The target is found once, not by a role query over the whole page before every press (most of the time here);
  // found again only if a render replaced it.
  let element = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    const focused = await element.evaluate((node) => (node.isConnected ? node === document.activeElement : null));
    if (focused) return;
    if (focused === null) element = await target.elementHandle();
    else await page.keyboard.press("Tab");
  }
  throw new Error(`${target} never got focus in ${limit} Tab presses`);
}

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}


/**
 * A seeded device of the device list's first page (serial like MR22002374): the newest rows may be another test's,
 * deleted while this one searches for it.
 */
async function seededDevice(page: Page): Promise<{ deviceId: string; sn: string }> {
  const serials = await columnTexts(page, "序列号");
  const index = serials.findIndex((serial) => /^[A-Z]{2}\d{8}$/.test(serial));
  expect(index, `a seeded device on the first page: ${serials.join(", ")}`).toBeGreaterThanOrEqual(0);
  return { deviceId: (await rowIds(page))[index]!, sn: serials[index]! };
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

// ---------------------------------------------------------------------------------------------- issue 14's shortcuts

/** The focused element shows a solid ring of at least 2 px. */
async function expectRing(page: Page) {
  const ring = await focusRing(page);
  expect(ring.style, "focus ring style").toBe("solid");
  expect(ring.width, "focus ring width").toBeGreaterThanOrEqual(2);
}

const isFocused = (target: ReturnType<Page["locator"]>) => target.evaluate((element) => element === document.activeElement);
const activeRowId = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowId ?? null);

test("a row's detail opens from the SMS list by keyboard alone; closing it by keyboard comes back to the list", async ({ page, jsEnabled }) => {
  await page.goto("/message/sms");
  await waitForHydration(page, jsEnabled);
  const first = rows(page).first();
  const id = await first.getAttribute("data-row-id");
  const detail = first.getByRole("link", { name: "详情" });
  await tabTo(page, detail, 120);
  await expectRing(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/message/sms/${id}(\\?|$)`));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  if (jsEnabled) {
    // Focus is in the dialog; Escape closes it and focus is back on the link that opened it.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/message\/sms$/);
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(detail)).toBe(true);
    await expectRing(page);
  } else {
    // The skip link leads into the dialog: its close link is the next Tab stop.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "跳到对话框" })).toBeFocused();
    await expectRing(page);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const close = dialog.getByRole("link", { name: "关闭" }).first();
    await expect(close).toBeFocused();
    await expectRing(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/message\/sms$/);
  }
});

test("a certificate is rejected by keyboard alone: reject modal, reason, submit, the state reads rejected", async ({ page, jsEnabled }, testInfo) => {
  // The newest pending certificates, one per project (certificates.spec.ts takes the oldest ones).
  await page.goto("/volunteer/certificate?auditState=PROCESSING&sortField=id&sortOrder=descend&pageSize=20");
  const parity = testInfo.project.name === "js" ? 0 : 1;
  const ids = await rowIds(page);
  const numbers = await columnTexts(page, "证书编号");
  const index = ids.findIndex((id) => Number(id) % 2 === parity);
  expect(index).toBeGreaterThanOrEqual(0);
  const id = ids[index]!;
  const number = numbers[index]!;

  await page.goto(`/volunteer/certificate?certificateNumber=${encodeURIComponent(number)}`);
  await waitForHydration(page, jsEnabled);
  await expect(rows(page)).toHaveCount(1);
  const reject = row(page, id).getByRole("link", { name: "驳回" });
  await tabTo(page, reject, 120);
  await expectRing(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/volunteer/certificate/${id}/reject\\?`));
  const dialog = modal(page, "certificate-reject");
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole("textbox", { name: "驳回原因" });
  if (jsEnabled) {
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await tabTo(page, reason, 10);
  } else {
    // Skip link → the dialog; its first field within two Tab presses.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "跳到对话框" })).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page, reason, 3);
  }
  await expectRing(page);
  await page.keyboard.type("照片模糊（键盘测试）");
  const submit = dialog.getByRole("button", { name: "驳回" });
  await tabTo(page, submit, 5);
  await expectRing(page);
  await page.keyboard.press("Enter");
  await expect(flash(page, "success")).toContainText("已驳回");
  await expect(page.getByTestId("certificate-reject")).toHaveCount(0);
  await expect.poll(() => columnValues(page, "审核状态")).toEqual(["REJECT"]);
  if (jsEnabled) {
    // The reject link is gone with the state: focus lands on the same row's detail link.
    await expect.poll(() => isFocused(row(page, id).getByRole("link", { name: "详情" }))).toBe(true);
  } else {
    await page.keyboard.press("Tab");
  }
  await expectRing(page);
});

test.describe("shortcuts (JavaScript)", { tag: "@js-only" }, () => {
  // JavaScript only: shortcuts need it.

  test("`/` focuses the first filter; j/k move a ringed row focus; Enter opens the row; Escape returns to its link", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await page.keyboard.press("/");
    const phone = filters(page).getByRole("textbox", { name: "手机号" });
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("");
    await expectRing(page);
    // Typing in a field is typing: j stays in the field.
    await page.keyboard.type("j");
    await expect(phone).toHaveValue("j");
    await phone.fill("");

    const ids = await rowIds(page);
    await page.locator("main h2").first().click();
    await page.keyboard.press("j");
    expect(await activeRowId(page)).toBe(ids[0]);
    await expectRing(page);
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    expect(await activeRowId(page)).toBe(ids[2]);
    await page.keyboard.press("k");
    expect(await activeRowId(page)).toBe(ids[1]);
    await expectRing(page);
    // With a modifier it is not a shortcut.
    await page.keyboard.press("Alt+j");
    expect(await activeRowId(page)).toBe(ids[1]);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/message/sms/${ids[1]}(\\?|$)`));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // No row shortcuts behind a dialog.
    await page.keyboard.press("j");
    await expect(page).toHaveURL(new RegExp(`/message/sms/${ids[1]}(\\?|$)`));
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/message\/sms$/);
    await expect.poll(() => isFocused(row(page, ids[1]!).getByRole("link", { name: "详情" }))).toBe(true);
    await expectRing(page);
  });

  test("x checks and unchecks the focused row's bulk checkbox", async ({ page, jsEnabled }) => {
    await page.goto("/volunteer/certificate");
    await waitForHydration(page, jsEnabled);
    await page.locator("main h2").first().click();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    const id = await activeRowId(page);
    const box = row(page, id!).getByRole("checkbox");
    await expect(box).not.toBeChecked();
    await page.keyboard.press("x");
    await expect(box).toBeChecked();
    expect(await activeRowId(page)).toBe(id);
    await expectRing(page);
    await page.keyboard.press("x");
    await expect(box).not.toBeChecked();
  });

  test("? opens the shortcut help; Escape closes it and focus comes back", async ({ page, jsEnabled }) => {
    await page.goto("/message/sms");
    await waitForHydration(page, jsEnabled);
    await page.locator("main h2").first().click();
    await page.keyboard.press("j");
    const id = await activeRowId(page);
    await page.keyboard.press("Shift+?");
    const help = page.getByRole("dialog", { name: "键盘快捷键" });
    await expect(help).toBeVisible();
    for (const text of ["Ctrl K", "/", "j", "k", "Enter", "x", "?"]) await expect(help.locator("kbd", { hasText: text }).first()).toBeVisible();
    await expect(help).toContainText("聚焦本页第一个筛选条件");
    await page.keyboard.press("Escape");
    await expect(help).toHaveCount(0);
    await expect.poll(() => activeRowId(page)).toBe(id);
    await expectRing(page);
  });

  test("Ctrl+K opens the palette: arrow keys and Enter jump to a screen, and to a device by serial number", async ({ page, jsEnabled }) => {
    await page.goto("/device/list");
    await waitForHydration(page, jsEnabled);
    const { deviceId, sn } = await seededDevice(page);

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "命令面板" });
    await expect(palette).toBeVisible();
    const input = palette.getByRole("combobox");
    await expect(input).toBeFocused();
    await expectRing(page);
    await page.keyboard.type("短信");
    await expect(palette.getByRole("option").first()).toHaveText(/短信发送记录/);
    await expect(palette.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/message\/sms$/);
    await expect(palette).toHaveCount(0);

    // Escape closes it, focus back where it was.
    const phone = filters(page).getByRole("textbox", { name: "手机号" });
    // The URL changes a moment before React renders the new screen.
    await expect(phone).toBeVisible();
    await page.keyboard.press("/");
    await expect(phone).toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette).toHaveCount(0);
    await expect(phone).toBeFocused();

    await page.keyboard.press("Control+k");
    // Typed before the palette's field has focus, the keys would go to the page.
    await expect(input).toBeFocused();
    await page.keyboard.type(sn);
    const option = palette.getByRole("option", { name: `设备 ${sn}` });
    await expect(option).toBeVisible();
    // Down from the first option until the device is the selected one.
    for (let i = 0; i < 20 && (await option.getAttribute("aria-selected")) !== "true"; i++) await page.keyboard.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/device/${deviceId}(/|$)`));
  });
});

test("the header's go-to form finds a screen and a device by serial number and lists them as links", async ({ page, jsEnabled }) => {
  await page.goto("/device/list");
  await waitForHydration(page, jsEnabled);
  const { deviceId, sn } = await seededDevice(page);

  const field = page.getByTestId("go-to").getByRole("searchbox", { name: "前往…" });
  await tabTo(page, field);
  await expectRing(page);
  await page.keyboard.type("短信");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/go\?q=%E7%9F%AD%E4%BF%A1$/);
  const screens = page.getByTestId("go-screens");
  const sms = screens.getByRole("link", { name: "短信发送记录" });
  await expect(sms).toBeVisible();
  await expect(screens.getByRole("link", { name: "设备列表" })).toHaveCount(0);
  await tabTo(page, sms);
  await expectRing(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/message\/sms$/);

  await waitForHydration(page, jsEnabled);
  await tabTo(page, field);
  await page.keyboard.type(sn);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/go\\?q=${sn}$`));
  const device = page.getByTestId("go-devices").getByRole("link", { name: sn });
  await expect(device).toBeVisible();
  await tabTo(page, device);
  await expectRing(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/device/${deviceId}(/|$)`));
});

test.describe("go-to as an account without devices", () => {
  test.use({ account: "user" });
  test("lists only that account's screens", async ({ page }) => {
    await page.goto("/go?q=");
    const links = page.getByTestId("go-screens").getByRole("link");
    await expect(links.first()).toBeVisible();
    await expect(page.getByTestId("go-screens").getByRole("link", { name: "设备列表" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "设备", exact: true })).toHaveCount(0);
  });
});

test("in English: the go-to field, its results and the palette", async ({ page, context, jsEnabled }) => {
  await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
  await page.goto("/go?q=sms");
  await waitForHydration(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “sms”");
  await expect(page.getByTestId("go-screens").getByRole("link", { name: "SMS sent records" })).toBeVisible();
  await expect(page.getByTestId("go-to").getByRole("searchbox", { name: "Go to…" })).toBeVisible();
  if (jsEnabled) {
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("combobox", { name: "Go to…" })).toBeFocused();
    await page.keyboard.type("sms");
    await expect(palette.getByRole("option").first()).toHaveText(/SMS sent records/);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toContainText("Focus the page's first filter");
  }
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

test("in every theme of the settings drawer the focus ring is at least 2 px and 3:1 on a menu link, a button and a text field", { tag: "@no-js-only" }, async ({ page, jsEnabled }) => {
  // The themes are the server's CSS (cookies read when the page is drawn); hydration adds no style: one mode reads them.
  // Without JavaScript only: the same CSS with and without JavaScript: read once, without it.
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
