import { describe, expect, it } from "vitest";
import {
  COVERED_NOT_READY,
  COVERED_READY,
  NOT_COVERED,
  PointIndex,
  analyseCoverage,
  greedyMaxCoverage,
  percent,
  periodStart,
  type GeoPoint,
} from "./coverage";
import { greatCircleMetres } from "./geo";
import { mulberry32 } from "../../tests/support/random";

const random = mulberry32;

const METRES_PER_DEGREE = 111_194.93;
/** A point `north` and `east` metres from `from` (small distances). */
const offset = (from: GeoPoint, north: number, east: number): GeoPoint => ({
  lat: from.lat + north / METRES_PER_DEGREE,
  lng: from.lng + east / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
});
const WEST_LAKE: GeoPoint = { lat: 30.2741, lng: 120.1551 };

const bruteWithin = (points: readonly GeoPoint[], at: GeoPoint, metres: number) =>
  points.flatMap((p, i) => (greatCircleMetres(at.lat, at.lng, p.lat, p.lng) <= metres ? [i] : []));

function scatter(rnd: () => number, count: number, centre: GeoPoint, spreadDeg: number): GeoPoint[] {
  return Array.from({ length: count }, () => ({ lat: centre.lat + (rnd() - 0.5) * spreadDeg, lng: centre.lng + (rnd() - 0.5) * spreadDeg }));
}

describe("PointIndex", () => {
  it("finds exactly the points a brute-force great-circle scan finds, in a city", () => {
    const rnd = random(7);
    const points = scatter(rnd, 2000, WEST_LAKE, 0.12);
    const index = new PointIndex(points);
    for (let q = 0; q < 200; q++) {
      const at = scatter(rnd, 1, WEST_LAKE, 0.12)[0]!;
      const metres = 50 + rnd() * 2000;
      expect(index.within(at.lat, at.lng, metres)).toEqual(bruteWithin(points, at, metres));
    }
  });

  it("stays exact across the antimeridian and around a pole", () => {
    const rnd = random(11);
    const dateLine = scatter(rnd, 400, { lat: -17.7, lng: 179.95 }, 0.2).map((p) => ({ ...p, lng: p.lng > 180 ? p.lng - 360 : p.lng }));
    const pole = scatter(rnd, 400, { lat: 89.95, lng: 0 }, 0.09).map((p) => ({ lat: Math.min(90, p.lat), lng: (rnd() - 0.5) * 360 }));
    for (const [points, at] of [[dateLine, { lat: -17.7, lng: 179.99 }], [dateLine, { lat: -17.7, lng: -179.99 }], [pole, { lat: 89.99, lng: 120 }]] as const) {
      const index = new PointIndex(points);
      for (const metres of [500, 3000, 12_000]) expect(index.within(at.lat, at.lng, metres)).toEqual(bruteWithin(points, at, metres));
    }
  });

  it("keeps a point exactly at the radius and drops one a metre beyond", () => {
    const near = offset(WEST_LAKE, 300, 0);
    const far = offset(WEST_LAKE, 0, 301.5);
    const index = new PointIndex([near, far]);
    const atNear = greatCircleMetres(WEST_LAKE.lat, WEST_LAKE.lng, near.lat, near.lng);
    expect(index.within(WEST_LAKE.lat, WEST_LAKE.lng, atNear)).toEqual([0]);
    expect(index.within(WEST_LAKE.lat, WEST_LAKE.lng, 300.5)).toEqual([0]);
    expect(index.within(WEST_LAKE.lat, WEST_LAKE.lng, 302)).toEqual([0, 1]);
  });

  it("finds the nearest point, optionally among accepted ones and within a limit", () => {
    const rnd = random(3);
    const points = scatter(rnd, 500, WEST_LAKE, 0.1);
    const index = new PointIndex(points);
    for (let q = 0; q < 50; q++) {
      const at = scatter(rnd, 1, WEST_LAKE, 0.1)[0]!;
      const distances = points.map((p) => greatCircleMetres(at.lat, at.lng, p.lat, p.lng));
      const best = distances.indexOf(Math.min(...distances));
      expect(index.nearest(at.lat, at.lng)).toEqual({ index: best, metres: distances[best] });
      const even = distances.map((d, i) => (i % 2 === 0 ? d : Infinity));
      const bestEven = even.indexOf(Math.min(...even));
      expect(index.nearest(at.lat, at.lng, { accept: (i) => i % 2 === 0 })?.index).toBe(bestEven);
      expect(index.nearest(at.lat, at.lng, { maxMetres: distances[best]! - 1 })).toBeNull();
    }
    expect(new PointIndex([]).nearest(30, 120)).toBeNull();
    expect(new PointIndex([]).within(30, 120, 1000)).toEqual([]);
  });
});

/** The most demand points any k candidates cover together, by trying every k-subset. */
function bruteBest(sets: number[][], k: number): number {
  let best = 0;
  const choose = (start: number, left: number, covered: Set<number>) => {
    best = Math.max(best, covered.size);
    if (left === 0) return;
    for (let c = start; c < sets.length; c++) choose(c + 1, left - 1, new Set([...covered, ...sets[c]!]));
  };
  choose(0, k, new Set());
  return best;
}

describe("greedyMaxCoverage", () => {
  it("takes, at every step, a candidate adding the most uncovered points (checked by brute force), and is within 1 − 1/e of the best k", () => {
    const rnd = random(20260301);
    for (let trial = 0; trial < 60; trial++) {
      const candidates = scatter(rnd, 4 + Math.floor(rnd() * 6), WEST_LAKE, 0.02);
      const demand = scatter(rnd, 8 + Math.floor(rnd() * 25), WEST_LAKE, 0.02);
      const radius = 200 + rnd() * 600;
      const k = 1 + Math.floor(rnd() * 3);
      const sets = candidates.map((site) => bruteWithin(demand, site, radius));
      const picks = greedyMaxCoverage(candidates, demand, radius, k);
      const covered = new Set<number>();
      for (const pick of picks) {
        const gains = sets.map((set) => set.filter((j) => !covered.has(j)).length);
        const most = Math.max(...gains);
        expect(pick.adds.length).toBe(most);
        expect(pick.candidate).toBe(gains.indexOf(most)); // ties: the earlier candidate
        expect([...pick.adds].sort((a, b) => a - b)).toEqual(sets[pick.candidate]!.filter((j) => !covered.has(j)));
        for (const j of pick.adds) covered.add(j);
      }
      const best = bruteBest(sets, k);
      if (picks.length < k) expect(covered.size).toBe(new Set(sets.flat()).size); // it stopped because nothing was left
      expect(covered.size).toBeGreaterThanOrEqual(Math.ceil((1 - 1 / Math.E) * best));
      if (k === 1) expect(covered.size).toBe(best);
    }
  });

  it("is greedy, not optimal: the site covering most first leaves the pair one call short of the best pair", () => {
    // Six calls in a row, 100 m apart; radius 160 m. A site at 250 m covers the middle four, sites at 100 m and
    // 400 m cover three each and nothing in common. Greedy takes the middle (4), then one more (5); the best pair is 6.
    const demand = Array.from({ length: 6 }, (_, i) => offset(WEST_LAKE, 0, i * 100));
    const candidates = [offset(WEST_LAKE, 0, 250), offset(WEST_LAKE, 0, 100), offset(WEST_LAKE, 0, 400)];
    const sets = candidates.map((site) => bruteWithin(demand, site, 160));
    const picks = greedyMaxCoverage(candidates, demand, 160, 2);
    expect(picks.map((pick) => [pick.candidate, pick.adds.length])).toEqual([[0, 4], [1, 1]]);
    expect(bruteBest(sets, 2)).toBe(6);
  });

  it("stops when nothing is left to cover and answers nothing for no demand", () => {
    const demand = [offset(WEST_LAKE, 0, 0), offset(WEST_LAKE, 50, 0)];
    expect(greedyMaxCoverage([WEST_LAKE, WEST_LAKE], demand, 300, 10)).toEqual([{ candidate: 0, adds: [0, 1] }]);
    expect(greedyMaxCoverage([WEST_LAKE], [], 300, 10)).toEqual([]);
  });
});

describe("analyseCoverage", () => {
  // A street: a ready AED at 0 m, a broken one at 1,000 m, nothing at 2,000 m; calls along it.
  const ready = { ...WEST_LAKE, ready: true, area: "A" };
  const broken = { ...offset(WEST_LAKE, 0, 1000), ready: false, area: "B" };
  const calls = [
    { ...offset(WEST_LAKE, 0, 100), area: "A" }, // ready within 300 m
    { ...offset(WEST_LAKE, 0, 250), area: "A" }, // ready within 300 m
    { ...offset(WEST_LAKE, 0, 900), area: "B" }, // only the broken one
    { ...offset(WEST_LAKE, 0, 1100), area: "B" }, // only the broken one
    { ...offset(WEST_LAKE, 0, 1250), area: "B" }, // only the broken one
    { ...offset(WEST_LAKE, 0, 2000), area: "C" }, // nothing
    { ...offset(WEST_LAKE, 0, 2050), area: "C" }, // nothing
  ];

  it("counts the calls a ready AED covers next to those any AED covers, overall and per area", () => {
    const result = analyseCoverage({ devices: [ready, broken], calls, radius: 300 });
    expect(result.calls).toBe(7);
    expect(result.readyCovered).toBe(2);
    expect(result.anyCovered).toBe(5);
    expect([...result.cover]).toEqual([COVERED_READY, COVERED_READY, COVERED_NOT_READY, COVERED_NOT_READY, COVERED_NOT_READY, NOT_COVERED, NOT_COVERED]);
    expect(result.areas).toEqual([
      { area: "A", calls: 2, readyCovered: 2, anyCovered: 2, devices: 1, readyDevices: 1 },
      { area: "B", calls: 3, readyCovered: 0, anyCovered: 3, devices: 1, readyDevices: 0 },
      { area: "C", calls: 2, readyCovered: 0, anyCovered: 0, devices: 0, readyDevices: 0 },
    ]);
    expect(percent(result.readyCovered, result.calls)).toBe(28.6);
    expect(percent(0, 0)).toBe(0);
  });

  it("ranks not-ready devices by the uncovered calls they would cover", () => {
    const second = { ...offset(WEST_LAKE, 0, 2100), ready: false, area: "C" };
    const result = analyseCoverage({ devices: [ready, second, broken], calls, radius: 300 });
    expect(result.fixFirst).toEqual([{ device: 2, calls: 3 }, { device: 1, calls: 2 }]);
    // A larger radius lets the ready AED reach a call the broken one had to itself: it no longer counts there.
    const wider = analyseCoverage({ devices: [ready, broken], calls, radius: 920 });
    expect(wider.readyCovered).toBe(3);
    expect(wider.fixFirst).toEqual([{ device: 1, calls: 2 }]);
  });

  it("chooses new sites among the given sites and the uncovered calls, with a running total", () => {
    const hospital = offset(WEST_LAKE, 0, 1100);
    const result = analyseCoverage({ devices: [ready, broken], calls, radius: 300, sites: [hospital], siteCount: 10 });
    expect(result.candidates[0]).toEqual(hospital);
    expect(result.sites).toEqual([
      { candidate: 0, adds: 3, total: 5 },
      { candidate: 1 + 3, adds: 2, total: 7 }, // the first call at 2,000 m (candidates: hospital, then the 5 uncovered calls)
    ]);
    expect(analyseCoverage({ devices: [ready, broken], calls, radius: 300, siteCount: 1 }).sites).toHaveLength(1);
  });

  it("answers an empty city with zeros", () => {
    const result = analyseCoverage({ devices: [], calls: [], radius: 300 });
    expect(result).toMatchObject({ calls: 0, readyCovered: 0, anyCovered: 0, areas: [], fixFirst: [], sites: [] });
  });
});

describe("periodStart", () => {
  it("starts at local midnight the given number of days before today", () => {
    const now = new Date(2026, 10, 28, 15, 42, 7);
    expect(periodStart(30, now)).toEqual(new Date(2026, 9, 29, 0, 0, 0));
    expect(periodStart(365, now)).toEqual(new Date(2025, 10, 28, 0, 0, 0));
    expect(periodStart(30, new Date(2026, 10, 28, 0, 0, 0))).toEqual(periodStart(30, new Date(2026, 10, 28, 23, 59, 59)));
  });
});
