import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, medianIndex } from "../bench/cpu-calibration";

describe("Lighthouse's CPU calibration by host benchmark index", () => {
  it("gives the default 4× to the high-end desktop Lighthouse assumes, less to a slower host, more to a faster one", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
  });

  it("never goes below 1× and falls back to the default without an index", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(calibratedCpuSlowdown(NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });

  it("takes the median of the runs' indexes", () => {
    expect(medianIndex([1500, 994, 1130])).toBe(1130);
    expect(medianIndex([1000, 1200])).toBe(1100);
    expect(Number.isNaN(medianIndex([]))).toBe(true);
  });
});
