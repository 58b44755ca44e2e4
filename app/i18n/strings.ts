import type { Lang } from "./config";
import type { Strings } from "./translate";

/**
 * The strings each language renders with. The server provides both catalogues at start (entry.server.tsx);
 * the browser fetches its page's language from a hashed, long-cached URL before it hydrates
 * (entry.client.tsx), so documents and loader data never carry the catalogue.
 */
const provided: Partial<Record<Lang, Strings>> = {};
const NONE: Strings = Object.freeze({});

export function provideStrings(lang: Lang, strings: Strings): void {
  provided[lang] = strings;
}

export function stringsFor(lang: Lang): Strings {
  return provided[lang] ?? NONE;
}

/** The URL a language's strings are served at: its content hash makes it cacheable for good. */
export function stringsHref(lang: Lang, version: string): string {
  return `/strings/${lang}.${version}.json`;
}

export const STRINGS_FILE = /^(zh-CN|en-US)\.([0-9a-f]{12})\.json$/;
