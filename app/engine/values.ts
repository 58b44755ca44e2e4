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

/** `datetime-local` inputs give "YYYY-MM-DDTHH:mm[:ss]"; the platform wants "YYYY-MM-DD HH:mm:ss" (§9). */
export function toPlatformDateTime(value: string | undefined, edge: "start" | "end"): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return undefined;
  return `${match[1]} ${match[2]}${match[3] ?? (edge === "end" ? ":59" : ":00")}`;
}
