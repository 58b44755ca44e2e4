import { describe, expect, it } from "vitest";
import { CHINA_RINGS, MAP_BOX, chinaOutlineGeoJson, chinaOutlinePath, cityMarkers, markerRadius, projectChina, ringSegments } from "./china-map";
import type { DevicePoint } from "./fleet-figures";

const point = (id: number, cityId: number | null, lng: number, lat: number, states: Partial<DevicePoint> = {}): DevicePoint => ({
  id,
  sn: `SN${id}`,
  lng,
  lat,
  networkState: "ONLINE",
  deviceState: "NORMAL",
  useState: "FREE",
  cityId,
  cityName: cityId === null ? null : `City ${cityId}`,
  ...states,
});

describe("China's outline", () => {
  it("is closed rings inside the map box, north up, and small", () => {
    for (const ring of CHINA_RINGS) expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [lng, lat] of CHINA_RINGS.flat()) {
      const [x, y] = projectChina(lng, lat);
      expect(x).toBeGreaterThanOrEqual(MAP_BOX.pad - 0.01);
      expect(x).toBeLessThanOrEqual(MAP_BOX.width - MAP_BOX.pad + 0.01);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_BOX.height);
    }
    expect(projectChina(116.4, 39.9)[1]).toBeLessThan(projectChina(113.3, 23.1)[1]); // Beijing above Guangzhou
    expect(projectChina(87.6, 43.8)[0]).toBeLessThan(projectChina(121.5, 31.2)[0]); // Ürümqi west of Shanghai
    const path = chinaOutlinePath();
    expect(path.match(/M/g)).toHaveLength(CHINA_RINGS.length);
    expect(path.length).toBeLessThan(15_000);
    expect(chinaOutlineGeoJson().features[0]!.geometry.coordinates).toHaveLength(CHINA_RINGS.length);
  });
});

describe("cityMarkers", () => {
  it("groups a city's devices into one marker at their middle, counting each state", () => {
    const markers = cityMarkers([
      point(1, 10, 120, 30),
      point(2, 10, 121, 31, { networkState: "OFFLINE" }),
      point(3, 10, 122, 32, { useState: "IN_USE" }),
      point(4, 20, 116, 40, { deviceState: "WARNING" }),
    ]);
    expect(markers).toHaveLength(2);
    const [first, second] = markers;
    expect(first).toMatchObject({ key: "10", cityId: 10, cityName: "City 10", total: 3, counts: { normal: 1, offline: 1, inUse: 1, warning: 0 } });
    expect([first!.x, first!.y]).toEqual(projectChina(121, 31));
    expect(second).toMatchObject({ key: "20", total: 1, counts: { warning: 1 } });
  });

  it("groups devices without a city by where they are", () => {
    const markers = cityMarkers([point(1, null, 100.01, 30.02), point(2, null, 100.03, 30.04), point(3, null, 90, 40)]);
    expect(markers.map((m) => [m.key, m.cityId, m.total])).toEqual([
      ["", null, 2],
      ["", null, 1],
    ]);
  });
});

describe("rings", () => {
  it("split the circle by state share, those needing attention first", () => {
    const counts = { inUse: 1, abnormal: 0, offline: 1, warning: 0, normal: 2, unknown: 0 };
    expect(ringSegments(counts, 4)).toEqual([
      ["inUse", 0, 25],
      ["offline", 25, 25],
      ["normal", 50, 50],
    ]);
    expect(ringSegments(counts, 0)).toEqual([]);
    expect(markerRadius(1)).toBeLessThan(markerRadius(100));
    expect(markerRadius(100_000)).toBe(30);
  });
});
