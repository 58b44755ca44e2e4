import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANG, LANGUAGES, LANGUAGE_COOKIE, normalizeLang, type Lang } from "./config";

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/**
 * The language lives in the plain `app_language` cookie (§9 storage key); zh-CN when absent (§1). remix-i18next
 * detects it; strings are translated by the console's own translator (translate.ts, resources.server.ts).
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANG,
    order: ["custom"],
    findLocale: async (request) => normalizeLang(cookieValue(request, LANGUAGE_COOKIE)),
  },
});

/** The request's language, detected by remix-i18next from the `app_language` cookie. */
export async function detectLang(request: Request): Promise<Lang> {
  return normalizeLang(await i18nServer.getLocale(request));
}

/** Synchronous form of the same rule for code that cannot await (platform calls inside loaders). */
export function getLang(request: Request): Lang {
  return normalizeLang(cookieValue(request, LANGUAGE_COOKIE));
}

export function languageCookieHeader(lang: Lang): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

