import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { barHeights, type MonthExpiries } from "~/lib/forecast";
import { ChartData } from "./ChartData";

const WIDTH = 720;
const HEIGHT = 180;
const AXIS = 24;
const BATTERY = "#FAAD14";
const ELECTRODE = "#F5222D";

/** One month's bar: a link to its devices, or (for a role without the device list) a labelled group. */
function Bar({ href, label, children }: { href?: string; label: string; children: ReactNode }) {
  return href ? (
    // The name comes from <title>, not aria-label: the bar's visible figures are not its name's words.
    <a href={href}>
      <title>{label}</title>
      {children}
    </a>
  ) : (
    <g role="group">
      <title>{label}</title>
      {children}
    </g>
  );
}

/**
 * Readiness forecast: batteries and pads expiring in each of the next 12 months, drawn on the server as SVG whose
 * bars link to the device list narrowed to that month; the same figures follow as a table (the text alternative).
 */
export function ExpiryForecast({ months, linked = true }: { months: readonly MonthExpiries[]; /** The bars link to the device list (the role may open it). */ linked?: boolean }) {
  const { t } = useTranslation();
  const heights = barHeights(months, HEIGHT - AXIS - 16);
  const slot = WIDTH / Math.max(1, months.length);
  const total = months.reduce((sum, month) => sum + month.battery + month.electrode, 0);
  return (
    // The figure is the chart and its legend (a figure's caption is its first or last child); its figures follow.
    <div className="expiry-forecast" data-testid="expiry-forecast">
      <figure className="expiry-forecast__figure">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role={linked ? "group" : "img"} aria-label={t("forecast.summary", { total })}>
          {months.map((month, i) => {
            const all = month.battery + month.electrode;
            const barHeight = heights[i]!;
            const batteryHeight = all ? Math.round((month.battery / all) * barHeight) : 0;
            const x = i * slot + slot * 0.2;
            const width = slot * 0.6;
            const base = HEIGHT - AXIS;
            return (
              <Bar key={month.month} href={linked ? `/device/list?expiresMonth=${month.month}` : undefined} label={t("forecast.bar", { month: month.month, battery: month.battery, electrode: month.electrode })}>
                <rect x={x} y={base - barHeight} width={width} height={barHeight - batteryHeight} fill={ELECTRODE} />
                <rect x={x} y={base - batteryHeight} width={width} height={batteryHeight} fill={BATTERY} />
                <text x={x + width / 2} y={base - barHeight - 4} fontSize="11" textAnchor="middle" fill="#262626">
                  {all}
                </text>
                <text x={x + width / 2} y={HEIGHT - 8} fontSize="11" textAnchor="middle" fill="#595959">
                  {month.month.slice(5)}
                </text>
              </Bar>
            );
          })}
        </svg>
        <figcaption>
          <span className="legend-swatch" style={{ background: BATTERY }} aria-hidden="true" /> {t("forecast.battery")}{" "}
          <span className="legend-swatch" style={{ background: ELECTRODE }} aria-hidden="true" /> {t("forecast.electrode")}
        </figcaption>
      </figure>
      <ChartData
        summary={t("forecast.table")}
        table={{
          head: [t("forecast.month"), t("forecast.battery"), t("forecast.electrode")],
          rows: months.map((month) => ({
            key: month.month,
            cells: [linked ? <a href={`/device/list?expiresMonth=${month.month}`}>{month.month}</a> : month.month, month.battery, month.electrode],
          })),
        }}
      />
    </div>
  );
}
