import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { cellClass, cellValue } from "./cells";
import type { ColumnDef } from "./types";

/**
 * A short, unpaged table of rows a screen already holds (a call's responders, a config's change records), cells
 * shown as in every list; `cells` overrides a column's rendering (a link, a distance).
 */
export function RowsTable<Row>({ columns, rows, caption, empty, testId, cells }: {
  columns: readonly ColumnDef[];
  rows: readonly Row[];
  caption: string;
  empty: string;
  testId?: string;
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
}) {
  const { t, i18n } = useTranslation();
  if (!rows.length) return <p className="muted" data-testid={testId}>{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">{t(column.labelKey)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {cells?.[column.key] ? cells[column.key]!(row) : cellValue(column, row, t, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
