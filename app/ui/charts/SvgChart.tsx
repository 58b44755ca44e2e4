import { useTranslation } from "~/i18n/react";
import { ChartData, type ChartTable } from "./ChartData";

/**
 * A chart rendered on the server (an SVG string of our own making: labels come from translations and numbers),
 * named by a summary of its figures, with the figures themselves as a table when given (its text alternative).
 */
export function SvgChart({ svg, label, testId, table, minWidth }: {
  svg: string;
  label: string;
  testId?: string;
  table?: ChartTable;
  /** Never drawn narrower (px): a dense chart (the 7×24 heat map) scrolls sideways inside its card on a phone instead. */
  minWidth?: number;
}) {
  const { t } = useTranslation();
  const chart = <div className="svg-chart" role="img" aria-label={label} data-testid={testId} dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <>
      {minWidth ? (
        // Focusable, so the keyboard scrolls it too; a group named as the chart.
        <div className="svg-chart-scroll" tabIndex={0} role="group" aria-label={label} style={{ "--chart-min-width": `${minWidth}px` } as React.CSSProperties}>
          {chart}
        </div>
      ) : (
        chart
      )}
      {table && <ChartData summary={t("forecast.table")} table={table} />}
    </>
  );
}
