import { describe, expect, it } from "vitest";
import { barHeights, comingMonths } from "./forecast";

describe("readiness forecast", () => {
  it("lists this month and the next eleven, across the year's end", () => {
    const months = comingMonths(new Date(2026, 10, 24));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-11");
    expect(months[1]).toBe("2026-12");
    expect(months[2]).toBe("2027-01");
    expect(months[11]).toBe("2027-10");
  });

  it("scales bars against the busiest month, an empty forecast stays flat", () => {
    expect(barHeights([{ month: "a", battery: 2, electrode: 2 }, { month: "b", battery: 1, electrode: 0 }], 100)).toEqual([100, 25]);
    expect(barHeights([{ month: "a", battery: 0, electrode: 0 }], 100)).toEqual([0]);
  });
});
