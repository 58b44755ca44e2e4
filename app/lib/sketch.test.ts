import { describe, expect, it } from "vitest";
import { greatCircleMetres } from "./geo";
import { circleRing, fitProjection, scaleBarMetres } from "./sketch";

describe("fitProjection", () => {
  const points = [
    { lat: 39.85, lng: 116.3 },
    { lat: 39.95, lng: 116.5 },
    { lat: 39.9, lng: 116.4 },
  ];

  it("fits the points inside the box, north up, and keeps distances at one scale both ways", () => {
    const projection = fitProjection(points, 760, 520, 300);
    for (const { lat, lng } of points) {
      const [x, y] = projection.project(lat, lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(760);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(projection.height);
    }
    const [, ySouth] = projection.project(39.85, 116.4);
    const [, yNorth] = projection.project(39.95, 116.4);
    expect(yNorth).toBeLessThan(ySouth);
    // 0.1° of latitude and the same distance eastwards take the same length on the sketch (within 1%).
    const northward = greatCircleMetres(39.85, 116.4, 39.95, 116.4);
    expect((ySouth - yNorth) * projection.metresPerUnit).toBeCloseTo(northward, -1);
    const [xWest] = projection.project(39.9, 116.3);
    const [xEast] = projection.project(39.9, 116.5);
    expect(Math.abs((xEast - xWest) * projection.metresPerUnit / greatCircleMetres(39.9, 116.3, 39.9, 116.5) - 1)).toBeLessThan(0.01);
  });

  it("gives a single point a kilometre-wide box", () => {
    const projection = fitProjection([{ lat: 30, lng: 120 }], 400, 400);
    expect(projection.project(30, 120)).toEqual([200, 200]);
    expect(projection.metresPerUnit).toBeCloseTo(1000 / 400, 1);
  });
});

describe("scaleBarMetres", () => {
  it("picks 1, 2 or 5 times a power of ten", () => {
    expect(scaleBarMetres(1700)).toBe(1000);
    expect(scaleBarMetres(2600)).toBe(2000);
    expect(scaleBarMetres(740)).toBe(500);
    expect(scaleBarMetres(5000)).toBe(5000);
  });
});

describe("circleRing", () => {
  it("puts every point at the radius from the centre and closes the ring", () => {
    const centre = { lat: 39.9042, lng: 116.4074 };
    const ring = circleRing(centre, 300, 36);
    expect(ring).toHaveLength(37);
    expect(ring[0]).toEqual(ring[36]);
    for (const [lng, lat] of ring) expect(greatCircleMetres(centre.lat, centre.lng, lat, lng)).toBeCloseTo(300, -0.3);
  });
});
