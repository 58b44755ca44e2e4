/**
 * A record's name in the page's language (issue 34): in en-US the English variant `<key>En` (nameEn, parentNameEn,
 * cityNameEn…) when the record has one, else the Chinese `<key>` as it came. The one rule behind the org tree, the
 * tables, detail headings, parent columns and select options.
 */
export function localName(record: unknown, lang: string | undefined, key = "name"): string {
  if (!record || typeof record !== "object") return "";
  const fields = record as Record<string, unknown>;
  const own = (name: string) => (Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined);
  const english = lang === "en-US" ? own(`${key}En`) : undefined;
  if (typeof english === "string" && english.trim()) return english;
  const chinese = own(key);
  return chinese === null || chinese === undefined ? "" : String(chinese);
}

/**
 * A notification event's name in the page's language: in en-US the console's name for the platform's event code
 * (`eventName.<code>`), else the platform's name as it came (zh-CN keeps names an operator may have edited).
 */
export function localEventName(event: { code: string; name?: string | null }, lang: string | undefined, t: (key: string, options?: { defaultValue?: string }) => string): string {
  const name = event.name ?? event.code;
  return lang === "en-US" ? t(`eventName.${event.code}`, { defaultValue: name }) : name;
}
