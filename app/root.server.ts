import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readRequestSession } from "~/auth/session-store.server";
import { config } from "~/config.server";
import { detectLang } from "~/i18n/i18next.server";
import { stringsUrl, translatorFor } from "~/i18n/resources.server";
import { brandingFrom } from "~/lib/branding";
import { parseCookieHeader, readSettings } from "~/lib/layout-settings";

/** The root's data: language, layout settings, branding and version, for every page. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const lang = await detectLang(request);
  const settings = readSettings(parseCookieHeader(request.headers.get("Cookie")));
  const session = (await readRequestSession(request)).data;
  const branding = brandingFrom(session?.baseInfo, lang);
  // The strings are not in the document: the browser fetches its language's file (hashed, cached for good).
  return json({ lang, strings: stringsUrl(lang), appTitle: translatorFor(lang)("app.title"), settings, branding, version: config.version, livePaused: Boolean(session?.live?.paused) });
}
