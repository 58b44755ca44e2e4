import { describe, expect, it } from "vitest";
import { distanceMetres, formatDistance } from "./geo";

describe("distanceMetres", () => {
  it("is zero for the same point and symmetric", () => {
    expect(distanceMetres(39.9, 116.4, 39.9, 116.4)).toBe(0);
    expect(distanceMetres(39.9, 116.4, 31.2, 121.5)).toBe(distanceMetres(31.2, 121.5, 39.9, 116.4));
  });
  it("measures Beijing to Shanghai at about 1,070 km", () => {
    const km = distanceMetres(39.9042, 116.4074, 31.2304, 121.4737) / 1000;
    expect(km).toBeGreaterThan(1060);
    expect(km).toBeLessThan(1075);
  });
  it("gives one thousandth of a degree of latitude as about 111 m", () => {
    expect(distanceMetres(30, 120, 30.001, 120)).toBe(111);
  });
});

describe("formatDistance", () => {
  it("uses metres below a kilometre and tenths of kilometres above", () => {
    expect(formatDistance(850.4)).toBe("850 m");
    expect(formatDistance(2430)).toBe("2.4 km");
  });
});
