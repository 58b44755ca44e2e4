import { useTranslation } from "~/i18n/react";
import { ChartData, type ChartTable } from "./ChartData";

/**
 * A chart rendered on the server (an SVG string of our own making: labels come from translations and numbers),
 * named by a summary of its figures, with the figures themselves as a table when given (its text alternative).
 */
export function SvgChart({ svg, label, testId, table }: { svg: string; label: string; testId?: string; table?: ChartTable }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="svg-chart" role="img" aria-label={label} data-testid={testId} dangerouslySetInnerHTML={{ __html: svg }} />
      {table && <ChartData summary={t("forecast.table")} table={table} />}
    </>
  );
}
