// The self-check equalisation chart of an agency (§2 balance configuration): devices per weekday × hour as an
// ECharts heat map rendered to SVG on the server, slots above the max device count outlined in red.
import type { TFunction } from "~/i18n/translate";
import { renderSvgChart } from "./svg-chart.server";

const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"];

export function balanceHeatMap(cells: readonly (readonly number[])[], maxDeviceCount: number, t: TFunction): string {
  const data: { value: [number, number, number]; itemStyle?: object }[] = [];
  cells.forEach((row, day) =>
    row.forEach((count, hour) =>
      data.push({ value: [hour, day, count], ...(count > maxDeviceCount && { itemStyle: { borderColor: "#A8071A", borderWidth: 2 } }) }),
    ),
  );
  const busiest = Math.max(1, ...cells.flat());
  return renderSvgChart(
    {
      grid: { left: 48, right: 12, top: 8, bottom: 64 },
      xAxis: { type: "category", data: Array.from({ length: 24 }, (_, hour) => String(hour)), name: t("balance.hour"), nameGap: 4, splitArea: { show: true } },
      yAxis: { type: "category", data: WEEKDAYS.map((day) => t(`balance.weekdays.${day}`)), inverse: true, splitArea: { show: true } },
      visualMap: {
        min: 0, max: Math.max(busiest, maxDeviceCount), calculable: false, orient: "horizontal", left: "center", bottom: 0,
        itemHeight: 160, inRange: { color: ["#F6FFED", "#95DE64", "#FADB14", "#FA8C16", "#CF1322"] }, textStyle: { color: "#262626" },
      },
      series: [{ type: "heatmap", data, label: { show: true, fontSize: 11, formatter: (p: { value: number[] }) => (p.value[2] ? String(p.value[2]) : "") } }],
    },
    { width: 760, height: 300 },
  );
}
