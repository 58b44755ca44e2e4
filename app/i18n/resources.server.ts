import { createHash } from "node:crypto";
import enUS from "./locales/en-US";
import zhCN from "./locales/zh-CN";
import { LANGUAGES, type Lang } from "./config";
import { getLang } from "./i18next.server";
import { stringsHref } from "./strings";
import { createTranslator, type TFunction } from "./translate";

export const translations: Record<Lang, Record<string, unknown>> = { "zh-CN": zhCN, "en-US": enUS };

/** Each language's strings as served to browsers, and the hash that names (and versions) that file. */
export const stringsFiles = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const json = JSON.stringify(translations[lang]);
    return [lang, { json, version: createHash("sha256").update(json).digest("hex").slice(0, 12) }];
  }),
) as Record<Lang, { json: string; version: string }>;

export function stringsUrl(lang: Lang): string {
  return stringsHref(lang, stringsFiles[lang].version);
}

const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, createTranslator(translations[lang])])) as Record<Lang, TFunction>;

/** The translation function of a language, for loaders, exports and server-drawn charts. */
export function translatorFor(lang: Lang): TFunction {
  return translators[lang];
}

/** The translation function of the request's language (its `app_language` cookie). */
export function requestT(request: Request): TFunction {
  return translators[getLang(request)];
}
