// Small helpers for what a user sees: field errors, menus built on <details>, notices.
import { type Locator, type Page, expect } from "@playwright/test";

/** A form field shows `text` as its error: marked invalid, and the error is part of its accessible description. */
export async function expectFieldError(input: Locator, text: string | RegExp): Promise<void> {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(typeof text === "string" ? new RegExp(escapeRegExp(text)) : text);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens a <details>/<summary> menu (works with and without JavaScript). */
export async function openDisclosure(details: Locator): Promise<void> {
  if ((await details.getAttribute("open")) === null) await details.locator("summary").first().click();
  await expect(details).toHaveAttribute("open", "");
}

/** The success/error/info notice of the console frame. */
export function flash(page: Page, level: "success" | "error" | "info"): Locator {
  return page.getByTestId(`flash-${level}`);
}

/**
 * The dialog of a modal route: inside Mantine's modal root with JavaScript, the server-rendered `.static-modal`
 * itself without it. Both carry the route's test id. A drawn dialog that Mantine's is about to replace
 * (`data-awaiting-modal`: JavaScript runs and nothing was done in it yet) is not matched: a test acting on it could
 * race the swap, as a user cannot (focusing or pressing anything in it keeps it).
 */
export function modal(page: Page, testId: string): Locator {
  const root = page.getByTestId(testId);
  return root.getByRole("dialog").or(root.and(page.getByRole("dialog")).and(page.locator(":not([data-awaiting-modal])")));
}

/** A 1×1 PNG, for image uploads. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * A slow line for some scripts: requests matching `pattern` wait until `release()`, which resolves once the
 * first of them has been answered.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      const answered = page.waitForResponse(pattern);
      open();
      await answered;
    },
  };
}
