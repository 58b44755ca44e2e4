// Charts rendered on the server as SVG strings with ECharts' SSR mode, so they show without JavaScript.
import { BarChart, GaugeChart, HeatmapChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

echarts.use([PieChart, LineChart, BarChart, GaugeChart, HeatmapChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/** One chart as an SVG document (no animation: the first frame is the final one). */
export function renderSvgChart(option: ChartOption, size: { width: number; height: number }): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: "system-ui, sans-serif" }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
