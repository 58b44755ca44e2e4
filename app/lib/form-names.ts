/**
 * Bounds on the field names of a posted form, checked before conform turns names into nested values: a name
 * such as `junk[100000000]` would otherwise build a 100-million-slot array (and a half-gigabyte answer that
 * echoes it). No console form comes near these bounds.
 */
export const FORM_LIMITS = { fields: 4000, nameLength: 200, index: 999, depth: 6 } as const;

const INDEX = /\[(\d+)\]/g;

/** Why a field name is refused ("" when it is acceptable). */
export function fieldNameProblem(name: string): string {
  if (name.length > FORM_LIMITS.nameLength) return "name too long";
  let depth = 0;
  for (const char of name) if (char === "[" || char === ".") depth += 1;
  if (depth > FORM_LIMITS.depth) return "name nested too deeply";
  for (const match of name.matchAll(INDEX)) {
    if (match[1]!.length > 4 || Number(match[1]) > FORM_LIMITS.index) return "index too large";
  }
  return "";
}

/** The first problem with a form's names (field count included), or "" when the form may be parsed. */
export function formNamesProblem(names: Iterable<string>): string {
  let count = 0;
  for (const name of names) {
    count += 1;
    if (count > FORM_LIMITS.fields) return "too many fields";
    const problem = fieldNameProblem(name);
    if (problem) return `${problem}: ${name.slice(0, 40)}`;
  }
  return "";
}

/** The media type of a Content-Type header, lower-cased without parameters ("" when there is none). */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
