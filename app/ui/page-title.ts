import type { MetaArgs } from "@remix-run/node";

type Strings = Record<string, unknown>;

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Strings)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** "<page> · <system name>" from the strings the root loader sent (meta functions cannot use hooks). */
export function pageTitle(args: Pick<MetaArgs, "matches">, key: string, extra?: string) {
  const root = args.matches.find((match) => match.id === "root")?.data as
    | { translations?: Strings; branding?: { systemName?: string | null } }
    | undefined;
  const page = lookup(root?.translations, key) ?? key;
  const system = root?.branding?.systemName ?? lookup(root?.translations, "app.title") ?? "AED";
  return [{ title: `${extra ? `${page} ${extra}` : page} · ${system}` }];
}
