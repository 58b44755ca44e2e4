import type { MetaArgs } from "@remix-run/node";
import { normalizeLang } from "~/i18n/config";
import { stringsFor } from "~/i18n/strings";
import { createTranslator } from "~/i18n/translate";

type RootTitleData = { lang?: string; appTitle?: string; branding?: { systemName?: string | null } } | undefined;

const SEPARATOR = " · ";

function systemName(matches: Pick<MetaArgs, "matches">["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as RootTitleData;
  return root?.branding?.systemName ?? root?.appTitle ?? "AED";
}

/** "<page> · <system name>" in the page's language (meta functions cannot use hooks). */
export function pageTitle(args: Pick<MetaArgs, "matches">, key: string, extra?: string) {
  const root = args.matches.find((match) => match.id === "root")?.data as RootTitleData;
  const page = createTranslator(stringsFor(normalizeLang(root?.lang)))(key);
  return [{ title: `${extra ? `${page} ${extra}` : page}${SEPARATOR}${systemName(args.matches)}` }];
}

/** The page's own name in a title `pageTitle` made (the breadcrumb's last crumb): the title without the system name. */
export function pageNameOf(title: string, matches: Pick<MetaArgs, "matches">["matches"]): string {
  const suffix = `${SEPARATOR}${systemName(matches)}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
