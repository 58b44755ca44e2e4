/**
 * The device import's preview (issue 16): every row of a sheet is checked with the device form's own rules
 * (deviceActionForms.edit, §7 PUT /v1/devices — a blank cell keeps what is stored, so each rule is optional here)
 * plus the import's columns, before the platform's dry run adds what only it knows (serial numbers in the file and
 * in the fleet, models, cities, districts, institutions). Nothing is saved until the valid rows are confirmed.
 */
import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { deviceActionForms } from "./device-actions";
import { PUBLIC_MODES, SOLD_STATES } from "./device/states";
import { optionalText } from "./schema-helpers";

/** The most rows one import takes (the platform's limit, hostile #12). */
export const IMPORT_MAX_ROWS = 5000;

/** The import's columns, in the export's order (the sandbox's SHEET_COLUMNS with a `field`). */
export const IMPORT_FIELDS = [
  "sn", "brand", "model", "institution", "city", "region", "address", "armLocation", "longitude", "latitude",
  "contactName", "contactPhone", "publicMode", "soldState",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportValues = Partial<Record<ImportField, string>>;

/** Column headings (the export's, so a corrected preview reads like the sheet). */
export const IMPORT_LABELS: Record<ImportField, string> = {
  sn: "fleet.sn", brand: "fleet.brand", model: "fleet.model", institution: "fleet.institution", city: "fleet.city",
  region: "fleet.region", address: "fleet.address", armLocation: "fleet.armLocation", longitude: "fleet.longitude",
  latitude: "fleet.latitude", contactName: "deviceAction.contactName", contactPhone: "deviceAction.contactPhone",
  publicMode: "fleet.publicMode", soldState: "fleet.soldState",
};

const coordinate = (min: number, max: number) =>
  z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max), msg("fleet.preview.range", { min, max }))));
const oneOf = (values: readonly string[]) =>
  z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || values.includes(v.toUpperCase()), msg("fleet.preview.oneOf", { values: values.join(", ") }))));

/** One row of a device sheet: the device form's rules (all optional: a blank cell keeps the stored value) and the import's own. */
export const importRowSchema = z.object({
  ...z.partial(deviceActionForms.edit.schema as z.ZodMiniObject<Record<string, z.ZodMiniType>>).shape,
  sn: z.string({ error: "validation.required" }).check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^[A-Za-z0-9]{6,20}$/, "fleet.preview.snFormat")),
  brand: optionalText(50),
  model: optionalText(50),
  institution: optionalText(50),
  city: optionalText(30),
  region: optionalText(30),
  longitude: coordinate(73, 136),
  latitude: coordinate(3, 54),
  publicMode: oneOf(PUBLIC_MODES),
  soldState: oneOf(SOLD_STATES),
});

export type RowStatus = "CREATE" | "UPDATE" | "ERROR";
export interface PreviewRow {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  status: RowStatus;
  values: ImportValues;
  /** Messages per cell: i18n keys (the form's rules) or the platform's text. */
  errors: Partial<Record<ImportField, string[]>>;
}

/** The form's rules on one row: messages (i18n keys) by field. */
export function schemaErrors(values: ImportValues): Partial<Record<ImportField, string[]>> {
  const parsed = z.safeParse(importRowSchema, values);
  if (parsed.success) return {};
  const errors: Partial<Record<ImportField, string[]>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ImportField;
    if (!IMPORT_FIELDS.includes(field)) continue;
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/**
 * The preview of rows the platform has dry-run: each cell shows the form's rule errors, or, where the form found
 * nothing, the platform's. A row with any error is not imported.
 */
export function mergePreview(rows: { row: number; status: RowStatus; values: ImportValues; errors: Partial<Record<ImportField, string[]>> }[]): PreviewRow[] {
  return rows.map((checked) => {
    const own = schemaErrors(checked.values);
    const errors: PreviewRow["errors"] = {};
    for (const field of IMPORT_FIELDS) {
      const messages = own[field]?.length ? own[field] : checked.errors[field];
      if (messages?.length) errors[field] = messages;
    }
    const status: RowStatus = Object.keys(errors).length ? "ERROR" : checked.status === "ERROR" ? "ERROR" : checked.status;
    return { row: checked.row, status, values: checked.values, errors };
  });
}

/** The rows "import N valid rows" sends. */
export const validRows = (rows: PreviewRow[]) => rows.filter((row) => row.status !== "ERROR");

/** A row's errors in column order, for a line at the row's start (the cells may be scrolled out of view). */
export const rowErrorLines = (row: Pick<PreviewRow, "errors">) =>
  IMPORT_FIELDS.flatMap((field) => (row.errors[field] ?? []).map((message) => ({ field, message })));

/** A cell as the import reads it: text trimmed (at most 500 characters), a finite number as text; blank is absent. */
export function normalizeCell(cell: unknown): string | undefined {
  if (typeof cell === "string") return cell.trim() === "" ? undefined : cell.trim().slice(0, 500);
  if (typeof cell === "number" && Number.isFinite(cell)) return String(cell);
  return undefined;
}

/** A row's known fields, normalized (see normalizeCell). */
function normalizeValues(item: Record<string, unknown>): ImportValues {
  const row: ImportValues = {};
  for (const field of IMPORT_FIELDS) {
    const cell = normalizeCell(item[field]);
    if (cell !== undefined) row[field] = cell;
  }
  return row;
}

/** True when two sets of rows hold the same cells (as the import reads them): the grid still shows what was checked. */
export function sameRows(a: readonly ImportValues[], b: readonly ImportValues[]): boolean {
  return a.length === b.length && a.every((row, i) => IMPORT_FIELDS.every((field) => normalizeCell(row[field]) === normalizeCell(b[i]![field])));
}

/** Rows as posted back from the grid (a JSON field): known fields, text only, at most `max` rows; null if malformed. */
export function parsePostedRows(text: unknown, max: number): ImportValues[] | null {
  if (typeof text !== "string" || text.length > 4 * 1024 * 1024) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > max) return null;
  const rows: ImportValues[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return null;
    rows.push(normalizeValues(item as Record<string, unknown>));
  }
  return rows;
}
