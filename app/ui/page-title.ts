import type { MetaArgs } from "@remix-run/node";
import { normalizeLang } from "~/i18n/config";
import { stringsFor } from "~/i18n/strings";
import { createTranslator } from "~/i18n/translate";

/** "<page> · <system name>" in the page's language (meta functions cannot use hooks). */
export function pageTitle(args: Pick<MetaArgs, "matches">, key: string, extra?: string) {
  const root = args.matches.find((match) => match.id === "root")?.data as
    | { lang?: string; appTitle?: string; branding?: { systemName?: string | null } }
    | undefined;
  const page = createTranslator(stringsFor(normalizeLang(root?.lang)))(key);
  const system = root?.branding?.systemName ?? root?.appTitle ?? "AED";
  return [{ title: `${extra ? `${page} ${extra}` : page} · ${system}` }];
}
