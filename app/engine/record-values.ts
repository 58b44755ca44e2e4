import type { FieldDef } from "./types";

export { storedFileHref } from "~/lib/uploads";

/** A record's values as the form's defaults: text as is, booleans as a checked box, files and secrets left out. */
export function formDefaults(fields: readonly FieldDef[], record: Record<string, unknown> | undefined) {
  if (!record) return undefined;
  const defaults: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === "file" || field.kind === "secret" || value === null || value === undefined) continue;
    if (field.kind === "checkbox") defaults[field.name] = value === true ? "on" : "";
    else if (field.kind === "datetime" && typeof value === "string") defaults[field.name] = value.replace(" ", "T").slice(0, 16);
    else defaults[field.name] = String(value);
  }
  return defaults;
}
