import { describe, expect, it } from "vitest";
import { renderSvgChart } from "./svg-chart.server";

describe("renderSvgChart", () => {
  it("draws an SVG with none of ECharts' runtime attributes (ecmeta_*: not SVG's, invalid HTML)", () => {
    const svg = renderSvgChart(
      { legend: { show: true }, series: [{ type: "pie", data: [{ name: "在线", value: 3 }, { name: "离线", value: 1 }] }] },
      { width: 300, height: 200 },
    );
    expect(svg).toMatch(/^<svg[\s\S]*<path d="M/);
    expect(svg).toContain("在线");
    expect(svg).not.toContain("ecmeta_");
  });
});
