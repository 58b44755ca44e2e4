export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "zh-CN";
/** Cookie name is the spec's storage key (§9). */
export const LANGUAGE_COOKIE = "app_language";

export function normalizeLang(value: unknown): Lang {
  return LANGUAGES.find((lang) => lang === value) ?? DEFAULT_LANG;
}
