import type { TFunction } from "~/i18n/translate";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatThousands } from "~/lib/format";
import { textWidth, truncateByWidth } from "~/lib/text-width";
import type { ColumnDef } from "./types";
import { storedFileHref } from "./record-values";
import { formatFileSize, valueAt } from "./values";

/** Text of a value as a person reads it: dates in §9's format, enums translated, numbers grouped. */
export function valueText(column: ColumnDef, row: unknown, t: TFunction): string {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === "") return "";
  switch (column.kind) {
    case "datetime":
      return formatDateTime(String(value));
    case "date":
      return formatDate(String(value));
    case "number":
      return formatThousands(Number(value));
    case "fileSize":
      return formatFileSize(Number(value));
    case "enum":
      return column.enumKey ? (t(`${column.enumKey}.${String(value)}`, { defaultValue: String(value) }) as string) : String(value);
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}

/**
 * A cell: React escapes every value, so names with markup render as text (hostile case 9). A function, not a
 * component: it uses no hook, and a component per cell was ~110 of the device list's ~1,700 fibers to hydrate.
 */
export function cellValue(column: ColumnDef, row: unknown, t: TFunction): ReactNode {
  if (column.kind === "image") {
    const href = storedFileHref(valueAt(row, column.key));
    const alt = column.altKey ? valueAt(row, column.altKey) : undefined;
    // Only files the platform stores are shown (through the console's relay), never an arbitrary URL.
    return href ? <img className="cell-image" src={href} alt={typeof alt === "string" ? alt : ""} width={32} height={32} loading="lazy" /> : "—";
  }
  if (column.kind === "file") {
    const href = storedFileHref(valueAt(row, column.key));
    // A download through the console's relay, which serves it only to those who may read the record (hostile #41).
    return href ? (
      <a href={href} download>
        {t("common.download")}
      </a>
    ) : (
      "—"
    );
  }
  const text = valueText(column, row, t);
  if (column.kind === "enum" && text) {
    const raw = String(valueAt(row, column.key));
    return (
      <span className="badge" data-tone={column.tones?.[raw] ?? "gray"} data-value={raw}>
        {text}
      </span>
    );
  }
  if (column.maxWidth && textWidth(text) > column.maxWidth) return <span title={text}>{truncateByWidth(text, column.maxWidth)}</span>;
  return text;
}

export function cellClass(column: ColumnDef): string | undefined {
  if (column.kind === "number" || column.kind === "fileSize") return "num";
  if (column.kind === "datetime" || column.kind === "date") return "nowrap";
  if (column.kind === "ellipsis") return "ellipsis";
  return undefined;
}
