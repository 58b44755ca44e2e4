import { describe, expect, it } from "vitest";
import { contrast, MANTINE_RED, readable, shadesOf, withReadablePrimary } from "./colors";
import { COLOR_PRESETS } from "./layout-settings";

// The eight colours of the settings drawer.
const PRESETS = COLOR_PRESETS.map((preset) => preset.color);

describe("colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrast("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrast("#1890FF", "#FFFFFF")).toBeCloseTo(3.24, 2);
    expect(contrast("#FFFFFF", "#FFFFFF")).toBe(1);
  });

  it("keeps a colour that already reads at AA and darkens one that does not, keeping its hue", () => {
    expect(readable("#2F54EB")).toBe("#2F54EB");
    const blue = readable("#1890FF");
    expect(contrast(blue, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(blue, "#F0F2F5")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(blue, "#FFFFFF")).toBeLessThan(5.6); // just enough, not black
  });

  it("gives every preset a primary shade that reads on white and the page grey, and darker shades after it", () => {
    for (const preset of PRESETS) {
      const shades = shadesOf(preset);
      for (const background of ["#FFFFFF", "#F0F2F5"]) expect(contrast(shades[6], background), `${preset} on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[7], "#FFFFFF")).toBeGreaterThan(contrast(shades[6], "#FFFFFF"));
      // Backgrounds stay light: the chosen colour mixed with white.
      expect(contrast(shades[0], "#FFFFFF")).toBeLessThan(1.25);
    }
  });

  it("makes Mantine's red error shade readable and leaves the lighter shades", () => {
    const red = [...MANTINE_RED];
    const fixed = withReadablePrimary(red);
    expect(fixed.slice(0, 6)).toEqual(red.slice(0, 6));
    expect(contrast(fixed[6], "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
  });
});
