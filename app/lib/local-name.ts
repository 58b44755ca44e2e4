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
