import { distance as geokdbushKm } from "geokdbush";
import { describe, expect, it } from "vitest";
import { distanceMetres, formatDistance, greatCircleMetres, walkingMinutes } from "./geo";

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

describe("greatCircleMetres", () => {
  // Published great-circle distances between city centres (to the kilometre); the sphere is within 0.5% of the
  // ellipsoid everywhere, so the haversine must land within 0.5% of each.
  const pairs: [string, [number, number], [number, number], number][] = [
    ["Beijing – Shanghai", [39.9042, 116.4074], [31.2304, 121.4737], 1067],
    ["London – Paris", [51.5074, -0.1278], [48.8566, 2.3522], 344],
    ["New York – London", [40.7128, -74.006], [51.5074, -0.1278], 5570],
    ["Sydney – Auckland", [-33.8688, 151.2093], [-36.8485, 174.7633], 2156],
    ["Hangzhou – Shenzhen", [30.2741, 120.1551], [22.5431, 114.0579], 1052],
  ];
  for (const [name, [lat1, lng1], [lat2, lng2], km] of pairs) {
    it(`measures ${name} at about ${km} km, as geokdbush does`, () => {
      const metres = greatCircleMetres(lat1, lng1, lat2, lng2);
      expect(Math.abs(metres / 1000 - km) / km).toBeLessThan(0.005);
      // The spatial index and the exact check must agree, or a point at the radius would be in one and not the other.
      expect(metres).toBeCloseTo(geokdbushKm(lng1, lat1, lng2, lat2) * 1000, 3);
    });
  }
  it("crosses the antimeridian the short way and is exact at the poles", () => {
    expect(greatCircleMetres(0, 179.5, 0, -179.5) / 1000).toBeCloseTo(111.2, 1);
    expect(greatCircleMetres(90, 0, -90, 0) / 1000).toBeCloseTo(Math.PI * 6371, 3);
  });
});

describe("walkingMinutes", () => {
  it("reads metres at 1.4 m/s: 300 m is about 3.6 minutes", () => {
    expect(walkingMinutes(300)).toBe(3.6);
    expect(walkingMinutes(84)).toBe(1);
    expect(walkingMinutes(0)).toBe(0);
  });
});

describe("formatDistance", () => {
  it("uses metres below a kilometre and tenths of kilometres above", () => {
    expect(formatDistance(850.4)).toBe("850 m");
    expect(formatDistance(2430)).toBe("2.4 km");
  });
});
