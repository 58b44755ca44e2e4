// Charts rendered on the server as SVG strings with ECharts' SSR mode, so they show without JavaScript.
import { BarChart, GaugeChart, HeatmapChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { BoundedMemo, dataKey } from "~/lib/bounded-memo";

echarts.use([PieChart, LineChart, BarChart, GaugeChart, HeatmapChart, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * Drawn charts by their option and size: drawing costs milliseconds (most of the workplace page's time), and a
 * chart's data changes far less often than the page is shown. Each drawing has its own class prefix (zrN-), so
 * different charts from the memo never share classes on one page.
 */
const drawn = new BoundedMemo<string>(200);

/** One chart as an SVG document (no animation: the first frame is the final one). */
export function renderSvgChart(option: ChartOption, size: { width: number; height: number }): string {
  const key = dataKey([size, option]);
  return key === null ? draw(option, size) : drawn.get(key, () => draw(option, size));
}

function draw(option: ChartOption, size: { width: number; height: number }): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: "system-ui, sans-serif" }, ...option });
    return withoutRuntimeMeta(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}

/** ECharts' SSR marks shapes with `ecmeta_*` attributes for its client runtime, which the console does not load. */
const RUNTIME_META = / ecmeta_[a-z_]+="[^"]*"/g;

/** The drawn SVG without ECharts' own attributes (not SVG's, so not valid HTML). */
export function withoutRuntimeMeta(svg: string): string {
  return svg.replace(RUNTIME_META, "");
}
