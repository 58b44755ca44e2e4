import type { ReactNode } from "react";

export interface ChartTable {
  /** Column headings; the first column heads the rows. */
  head: readonly string[];
  /** One row per category: its key, its heading cell and its figures. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A chart's figures as a table behind a disclosure: its text alternative, readable without JavaScript. */
export function ChartData({ summary, table }: { summary: string; table: ChartTable }) {
  return (
    <details className="chart-data">
      <summary>{summary}</summary>
      <table className="data-table">
        <thead>
          <tr>
            {table.head.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
