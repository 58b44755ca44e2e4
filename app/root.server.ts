import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { readRequestSession } from "~/auth/session-store.server";
import { config } from "~/config.server";
import { takeFormAnswer } from "~/engine/form-answer.server";
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
  // A failed form's answer, kept for this one view of its page (no JavaScript: post/redirect/get).
  const formAnswer = await takeFormAnswer(request);
  return json({ lang, strings: stringsUrl(lang), appTitle: translatorFor(lang)("app.title"), settings, branding, version: config.version, formAnswer, livePaused: Boolean(session?.live?.paused) });
}
