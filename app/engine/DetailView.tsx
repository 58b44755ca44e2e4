import { useTranslation } from "~/i18n/react";
import { cellValue } from "./cells";
import type { ColumnDef } from "./types";

/** A record as a definition list (label → value), from the resource's detail declaration. */
export function DetailView({ columns, record }: { columns: readonly ColumnDef[]; record: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="detail-list" data-testid="detail">
      {columns.map((column) => (
        <div key={column.key} style={{ display: "contents" }}>
          <dt>{t(column.labelKey)}</dt>
          <dd>
            {cellValue(column, record, t, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts a screen computes itself (settings, counts) as the same definition list: [label, value] pairs. */
export function FactList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
