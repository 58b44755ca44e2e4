import type { TFunction } from "./translate";

/**
 * Validation and action messages travel as i18n keys with optional params ("validation.maxLength|{"max":200}"),
 * so the same zod schema yields errors in whatever language the page renders, on the server and in the browser.
 */
export function msg(key: string, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function translateMessage(t: TFunction, encoded: string | null | undefined): string {
  if (!encoded) return "";
  const bar = encoded.indexOf("|");
  const key = bar === -1 ? encoded : encoded.slice(0, bar);
  let params: Record<string, unknown> = {};
  if (bar !== -1) {
    try {
      params = JSON.parse(encoded.slice(bar + 1));
    } catch {
      params = {};
    }
  }
  // Text that is not one of our keys (an upstream detail, say) is shown as it came.
  return t(key, { ...params, defaultValue: encoded.slice(0, bar === -1 ? undefined : bar) }) as string;
}
