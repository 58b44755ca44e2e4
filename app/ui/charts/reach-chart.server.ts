// The one-click help what-if's chart (issue 38): calls reaching at least one volunteer as the call distance grows,
// today's setting and the replayed one marked; an ECharts line drawn to SVG on the server, like the workplace's.
import type { TFunction } from "~/i18n/translate";
import { renderSvgChart } from "./svg-chart.server";

export function reachChart(steps: readonly number[], reached: readonly number[], calls: number, marks: { today: number; chosen: number }, t: TFunction): string {
  const line = (distance: number, label: string, color: string, type: "solid" | "dashed") => ({
    xAxis: distance, lineStyle: { color, type, width: 2 }, label: { formatter: label, color, position: "insideEndTop" as const, fontSize: 12 },
  });
  return renderSvgChart(
    {
      grid: { left: 56, right: 24, top: 28, bottom: 48 },
      xAxis: { type: "value", min: 0, max: 10_000, name: t("whatIf.axisDistance"), nameLocation: "middle", nameGap: 28, axisLabel: { color: "#434343" } },
      yAxis: { type: "value", min: 0, max: Math.max(1, calls), name: t("whatIf.axisCalls"), axisLabel: { color: "#434343" } },
      series: [
        {
          type: "line", name: t("whatIf.reached"), data: steps.map((distance, i) => [distance, reached[i] ?? 0]), symbolSize: 6,
          lineStyle: { color: "#1677FF", width: 2 }, itemStyle: { color: "#1677FF" }, areaStyle: { color: "rgba(22, 119, 255, 0.08)" },
          markLine: {
            symbol: "none", silent: true,
            data: [
              line(marks.today, t("whatIf.markToday", { distance: marks.today }), "#237804", "solid"),
              ...(marks.chosen !== marks.today ? [line(marks.chosen, t("whatIf.markChosen", { distance: marks.chosen }), "#AD4E00", "dashed")] : []),
            ],
          },
        },
      ],
    },
    { width: 760, height: 300 },
  );
}
