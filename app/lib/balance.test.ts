import { describe, expect, it } from "vitest";
import { weekFigures } from "./balance";

const empty = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

describe("weekFigures", () => {
  it("finds the busiest slot, the total and the slots above the max", () => {
    const cells = empty();
    cells[0]![2] = 9;
    cells[6]![23] = 4;
    cells[3]![2] = 9;
    const figures = weekFigures(cells, 5);
    expect(figures.devices).toBe(22);
    expect(figures.busiest).toEqual({ week: 1, hour: 2, count: 9 });
    expect(figures.overLimit).toBe(2);
    expect(figures.slots.map((s) => [s.week, s.hour])).toEqual([[1, 2], [4, 2], [7, 23]]);
  });

  it("reads an empty week as no devices", () => {
    expect(weekFigures(empty(), 10)).toMatchObject({ devices: 0, overLimit: 0, slots: [], busiest: { count: 0 } });
  });
});
