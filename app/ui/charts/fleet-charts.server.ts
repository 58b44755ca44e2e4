// The workplace's charts (device states, online rate, rescue calls over time, faults by part) as server-rendered SVG.
import type { TFunction } from "~/i18n/translate";
import { type FleetCounts, onlineRate } from "~/lib/fleet-figures";
import { renderSvgChart } from "./svg-chart.server";

const SIZE = { width: 360, height: 240 };
/** §9 theme colours: green, orange-yellow, red, grey for unknown. */
const STATE_COLORS: Record<string, string> = { NORMAL: "#52C41A", WARNING: "#FAAD14", ABNORMAL: "#F5222D", UNKNOWN: "#BFBFBF" };

export interface FleetCharts {
  states: string;
  online: string;
  rescue: string;
  faults: string;
  /** The text alternatives: the device-state chart's summary, and the figures of the state and rescue charts. */
  statesSummary: string;
  tables: { states: FigureTable; rescue: FigureTable; faults: FigureTable };
}

/** A chart's figures (rendered by ChartData): headings, then a label and a count per row. */
export interface FigureTable {
  head: [string, string];
  rows: { key: string; cells: [string, number] }[];
}

export function fleetCharts(
  counts: FleetCounts,
  rescue: { date: string; count: number }[],
  faults: { part: string; count: number }[],
  t: TFunction,
): FleetCharts {
  const states = renderSvgChart(
    {
      color: Object.keys(STATE_COLORS).map((state) => STATE_COLORS[state]),
      legend: { bottom: 0, itemWidth: 12, itemHeight: 12 },
      series: [
        {
          type: "pie",
          radius: ["38%", "64%"],
          center: ["50%", "44%"],
          label: { formatter: "{c}" },
          data: Object.keys(STATE_COLORS).map((state) => ({
            name: t(`deviceEnums.deviceState.${state}`),
            value: counts.deviceState[state] ?? 0,
            itemStyle: { color: STATE_COLORS[state] },
          })),
        },
      ],
    },
    SIZE,
  );
  const rate = onlineRate(counts);
  const online = renderSvgChart(
    {
      series: [
        {
          type: "gauge",
          min: 0,
          max: 100,
          radius: "88%",
          center: ["50%", "58%"],
          progress: { show: true, width: 14, itemStyle: { color: "#2F54EB" } },
          axisLine: { lineStyle: { width: 14 } },
          axisTick: { show: false },
          splitLine: { length: 8 },
          axisLabel: { distance: 18, fontSize: 10 },
          pointer: { show: false },
          title: { offsetCenter: [0, "40%"], fontSize: 13 },
          detail: { valueAnimation: false, formatter: "{value}%", fontSize: 26, offsetCenter: [0, "0%"] },
          data: [{ value: rate, name: t("workplaceFleet.onlineRate") }],
        },
      ],
    },
    SIZE,
  );
  const rescueChart = renderSvgChart(
    {
      grid: { left: 36, right: 12, top: 16, bottom: 28 },
      xAxis: { type: "category", data: rescue.map((day) => day.date.slice(5)), axisLabel: { fontSize: 10 } },
      yAxis: { type: "value", minInterval: 1, axisLabel: { fontSize: 10 } },
      series: [{ type: "bar", data: rescue.map((day) => day.count), itemStyle: { color: "#F5222D" }, barMaxWidth: 10 }],
    },
    SIZE,
  );
  // §7 error analysis: one bar per part, most faults on top.
  const byCount = [...faults].sort((a, b) => a.count - b.count);
  const faultsChart = renderSvgChart(
    {
      grid: { left: 56, right: 36, top: 8, bottom: 20 },
      xAxis: { type: "value", minInterval: 1, axisLabel: { fontSize: 10 } },
      yAxis: { type: "category", data: byCount.map((item) => t(`fleet.parts.${item.part}`, { defaultValue: item.part })), axisLabel: { fontSize: 11 } },
      series: [{ type: "bar", data: byCount.map((item) => item.count), itemStyle: { color: "#FA541C" }, barMaxWidth: 14, label: { show: true, position: "right", fontSize: 10 } }],
    },
    SIZE,
  );
  const stateRows = Object.keys(STATE_COLORS).map((state) => ({ key: state, cells: [t(`deviceEnums.deviceState.${state}`), counts.deviceState[state] ?? 0] as [string, number] }));
  return {
    states,
    online,
    rescue: rescueChart,
    faults: faultsChart,
    statesSummary: `${t("workplaceFleet.deviceStates")}: ${stateRows.map(({ cells: [name, count] }) => `${name} ${count}`).join(", ")}`,
    tables: {
      states: { head: [t("workplaceFleet.state"), t("workplaceFleet.devices")], rows: stateRows },
      rescue: { head: [t("workplaceFleet.day"), t("workplaceFleet.calls")], rows: rescue.map((day) => ({ key: day.date, cells: [day.date, day.count] })) },
      faults: { head: [t("workplaceFleet.part"), t("workplaceFleet.devices")], rows: faults.map((item) => ({ key: item.part, cells: [t(`fleet.parts.${item.part}`, { defaultValue: item.part }), item.count] })) },
    },
  };
}
