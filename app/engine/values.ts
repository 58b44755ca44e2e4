import { parseDateValue } from "~/lib/date-values";

/** Reads a dot-path value ("volunteer.firstName") from a row, without touching prototype keys. */
export function valueAt(row: unknown, path: string): unknown {
  let node: unknown = row;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** "10.5 KB" style sizes for file cells. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * `datetime-local` inputs give "YYYY-MM-DDTHH:mm[:ss]"; the platform wants "YYYY-MM-DD HH:mm:ss" (§9). A value that
 * is not a real date and time (a typed URL's month 13, hour 99) is none: the filter answers it with a field error.
 */
export function toPlatformDateTime(value: string | undefined, edge: "start" | "end"): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match || !parseDateValue(value)) return undefined;
  return `${match[1]} ${match[2]}${match[3] ?? (edge === "end" ? ":59" : ":00")}`;
}

/**
 * Rows trimmed to the top-level fields a list draws: its columns' values (and image alternatives), its id and label,
 * and `extra` fields a route's own cells read. A device row carries ~80 fields and the list shows 13: every field
 * sent went through the loader's JSON twice, the page's hash and its HTML, and the browser's hydration (issue 13).
 */
export function listedFields<Row extends object>(
  resource: { idKey: string; labelKey?: string; columns: readonly { key: string; altKey?: string }[] },
  rows: readonly Row[],
  extra: readonly string[] = [],
): Partial<Row>[] {
  const top = (path: string) => path.split(".")[0]!;
  const keys = new Set([resource.idKey, ...(resource.labelKey ? [resource.labelKey, `${resource.labelKey}En`] : []), ...extra].map(top));
  for (const column of resource.columns) {
    keys.add(top(column.key));
    // A name's English variant travels with it (issue 34: the cell shows it in en-US).
    if (!column.key.includes(".")) keys.add(`${column.key}En`);
    if (column.altKey) keys.add(top(column.altKey));
  }
  return rows.map((row) => {
    const picked: Record<string, unknown> = {};
    for (const key of keys) if (key in row) picked[key] = (row as Record<string, unknown>)[key];
    return picked as Partial<Row>;
  });
}
