// AED coverage (issue 38): which help calls had a ready defibrillator within walking reach, which broken devices
// matter most, and where new ones would cover the most calls. Pure functions over points; great-circle distances
// throughout; every radius query goes through a static k-d tree (kdbush, geokdbush for nearest-first), never a
// scan of every call against every device. The placement part is greedy maximum coverage, the method of published
// AED placement work (e.g. Chan et al., Circulation 2013): demand = past calls, coverage = a walking radius.
import KDBush from "kdbush";
import { around } from "geokdbush";
import { EARTH_RADIUS_METRES, greatCircleMetres } from "./geo";

export interface GeoPoint {
  lat: number;
  lng: number;
}

const DEG = 180 / Math.PI;

/**
 * A static spatial index over points (kdbush: a flat k-d tree over longitude and latitude). `within` cuts a box
 * that holds the whole spherical cap, then keeps the points whose great-circle distance is within the radius, so
 * its answer is exactly the brute-force one; `nearest` walks the tree nearest-first on the sphere (geokdbush).
 */
export class PointIndex<T extends GeoPoint = GeoPoint> {
  readonly points: readonly T[];
  private readonly tree: KDBush | null;

  constructor(points: readonly T[]) {
    this.points = points;
    if (points.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new KDBush(points.length);
    for (const point of points) tree.add(point.lng, point.lat);
    tree.finish();
    this.tree = tree;
  }

  get size(): number {
    return this.points.length;
  }

  /** Indices (into `points`) of the points within `metres` of (lat, lng), in ascending index order. */
  within(lat: number, lng: number, metres: number): number[] {
    if (!this.tree || !(metres >= 0)) return [];
    const angle = metres / EARTH_RADIUS_METRES;
    const dLat = angle * DEG;
    const candidates: number[] = [];
    if (Math.abs(lat) + dLat >= 90 || angle >= Math.PI / 2) {
      // The cap holds a pole (or is huge): every longitude.
      candidates.push(...this.tree.range(-180, Math.max(-90, lat - dLat), 180, Math.min(90, lat + dLat)));
    } else {
      // Widest longitude span of a cap of angular radius `angle` centred at `lat`.
      const dLng = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(lat / DEG))) * DEG * (1 + 1e-9) + 1e-12;
      const minLat = lat - dLat - 1e-12;
      const maxLat = lat + dLat + 1e-12;
      const west = lng - dLng;
      const east = lng + dLng;
      candidates.push(...this.tree.range(Math.max(-180, west), minLat, Math.min(180, east), maxLat));
      // Across the antimeridian: the part on the other side.
      if (west < -180) candidates.push(...this.tree.range(west + 360, minLat, 180, maxLat));
      if (east > 180) candidates.push(...this.tree.range(-180, minLat, east - 360, maxLat));
    }
    const inside = candidates.filter((i) => greatCircleMetres(lat, lng, this.points[i]!.lat, this.points[i]!.lng) <= metres);
    return inside.sort((a, b) => a - b);
  }

  /** The nearest point (optionally one that `accept` takes, optionally within `maxMetres`), or null. */
  nearest(lat: number, lng: number, options: { accept?: (index: number) => boolean; maxMetres?: number } = {}): { index: number; metres: number } | null {
    if (!this.tree) return null;
    const maxKm = options.maxMetres === undefined ? Infinity : options.maxMetres / 1000;
    const [index] = around(this.tree, lng, lat, 1, maxKm, options.accept);
    if (index === undefined) return null;
    const point = this.points[index]!;
    return { index, metres: greatCircleMetres(lat, lng, point.lat, point.lng) };
  }
}

// ---------------------------------------------------------------------------------------------- greedy placement

export interface Pick {
  /** Index into the candidates. */
  candidate: number;
  /** Indices into the demand points it covers that no earlier pick did. */
  adds: number[];
}

/**
 * Greedy maximum coverage: up to `k` candidate sites, each the one covering the most demand points (within
 * `radius` metres) not covered by the sites chosen before it; ties go to the earlier candidate; stops when no
 * candidate adds anything. Greedy is within (1 − 1/e) of the best k sites (Nemhauser, Wolsey & Fisher 1978).
 * Cost: one radius query per candidate, then each step touches only the candidates sharing its new points.
 */
export function greedyMaxCoverage(candidates: readonly GeoPoint[], demand: readonly GeoPoint[], radius: number, k: number): Pick[] {
  const index = new PointIndex(demand);
  const sets = candidates.map((site) => index.within(site.lat, site.lng, radius));
  // Which candidates cover each demand point (compressed rows: offsets, then candidate numbers).
  const offsets = new Int32Array(demand.length + 1);
  for (const set of sets) for (const j of set) offsets[j + 1] += 1;
  for (let j = 0; j < demand.length; j++) offsets[j + 1] += offsets[j];
  const coveredBy = new Int32Array(offsets[demand.length]);
  const fill = offsets.slice(0, demand.length);
  sets.forEach((set, c) => {
    for (const j of set) coveredBy[fill[j]++] = c;
  });
  const gain = Int32Array.from(sets, (set) => set.length);
  const taken = new Uint8Array(demand.length);
  const picks: Pick[] = [];
  while (picks.length < k) {
    let best = -1;
    for (let c = 0; c < gain.length; c++) if (gain[c] > 0 && (best < 0 || gain[c] > gain[best])) best = c;
    if (best < 0) break;
    const adds: number[] = [];
    for (const j of sets[best]!) {
      if (taken[j]) continue;
      taken[j] = 1;
      adds.push(j);
      for (let p = offsets[j]; p < offsets[j + 1]; p++) gain[coveredBy[p]] -= 1;
    }
    picks.push({ candidate: best, adds });
  }
  return picks;
}

// ---------------------------------------------------------------------------------------------- coverage

export type AreaKey = string | number;

export interface CoverageDevice extends GeoPoint {
  ready: boolean;
  /** The device's district (or city), for the per-area table; null when unknown. */
  area?: AreaKey | null;
}

export interface CoverageCall extends GeoPoint {
  area?: AreaKey | null;
}

/** Per call: not within the radius of any device, only of devices not ready now, or of a ready one. */
export const NOT_COVERED = 0;
export const COVERED_NOT_READY = 1;
export const COVERED_READY = 2;
export type CallCover = typeof NOT_COVERED | typeof COVERED_NOT_READY | typeof COVERED_READY;

export interface AreaCoverage {
  area: AreaKey | null;
  calls: number;
  /** Calls with a ready-now AED within the radius. */
  readyCovered: number;
  /** Calls with any AED within the radius. */
  anyCovered: number;
  devices: number;
  readyDevices: number;
}

export interface FixFirst {
  /** Index into the devices. */
  device: number;
  /** Calls within its radius that no ready AED covers: what repairing this device alone gains. */
  calls: number;
}

export interface SitePick {
  /** Index into the candidates. */
  candidate: number;
  /** Calls it adds (covered by no ready AED nor an earlier site). */
  adds: number;
  /** Calls covered by a ready AED once this and the earlier sites stand. */
  total: number;
}

export interface CoverageInput {
  devices: readonly CoverageDevice[];
  calls: readonly CoverageCall[];
  /** Metres. */
  radius: number;
  /** Fixed candidate sites (e.g. institution addresses); the calls no ready AED covers are candidates too. */
  sites?: readonly GeoPoint[];
  /** How many new sites to choose (default 10). */
  siteCount?: number;
}

export interface CoverageResult {
  calls: number;
  readyCovered: number;
  anyCovered: number;
  /** Per call (same order as the input): NOT_COVERED, COVERED_NOT_READY or COVERED_READY. */
  cover: Uint8Array;
  /** Per area of the calls and devices, in order of first appearance. */
  areas: AreaCoverage[];
  /** Not-ready devices that would cover at least one call no ready AED covers, most first (ties: input order). */
  fixFirst: FixFirst[];
  /** The chosen new sites, in the order greedy chose them. */
  sites: SitePick[];
  /** The candidates the sites index into: the given sites first, then the uncovered calls' positions. */
  candidates: GeoPoint[];
}

/**
 * Coverage of past calls by today's fleet: each call is covered when an AED is within `radius` (great circle),
 * "ready" when a ready-now one is. Then the not-ready devices ranked by the uncovered calls they would cover, and
 * up to `siteCount` new sites chosen greedily among the given sites and the uncovered calls' own positions.
 */
export function analyseCoverage(input: CoverageInput): CoverageResult {
  const { devices, calls, radius } = input;
  const callIndex = new PointIndex(calls);
  const cover = new Uint8Array(calls.length);
  // Each device marks the calls in its reach: radius queries per device (the fleet is the smaller side).
  for (const device of devices) {
    for (const c of callIndex.within(device.lat, device.lng, radius)) {
      if (device.ready) cover[c] = COVERED_READY;
      else if (cover[c] === NOT_COVERED) cover[c] = COVERED_NOT_READY;
    }
  }
  let readyCovered = 0;
  let anyCovered = 0;
  for (const state of cover) {
    if (state === COVERED_READY) readyCovered++;
    if (state !== NOT_COVERED) anyCovered++;
  }

  const areas = new Map<AreaKey | null, AreaCoverage>();
  const areaOf = (key: AreaKey | null | undefined) => {
    const area = key ?? null;
    let row = areas.get(area);
    if (!row) areas.set(area, (row = { area, calls: 0, readyCovered: 0, anyCovered: 0, devices: 0, readyDevices: 0 }));
    return row;
  };
  calls.forEach((call, c) => {
    const row = areaOf(call.area);
    row.calls++;
    if (cover[c] === COVERED_READY) row.readyCovered++;
    if (cover[c] !== NOT_COVERED) row.anyCovered++;
  });
  for (const device of devices) {
    const row = areaOf(device.area);
    row.devices++;
    if (device.ready) row.readyDevices++;
  }

  const fixFirst: FixFirst[] = [];
  devices.forEach((device, d) => {
    if (device.ready) return;
    const gain = callIndex.within(device.lat, device.lng, radius).filter((c) => cover[c] !== COVERED_READY).length;
    if (gain > 0) fixFirst.push({ device: d, calls: gain });
  });
  fixFirst.sort((a, b) => b.calls - a.calls || a.device - b.device);

  const uncovered = calls.filter((_, c) => cover[c] !== COVERED_READY);
  const candidates: GeoPoint[] = [...(input.sites ?? []), ...uncovered];
  let total = readyCovered;
  const sites = greedyMaxCoverage(candidates, uncovered, radius, input.siteCount ?? 10).map((pick) => {
    total += pick.adds.length;
    return { candidate: pick.candidate, adds: pick.adds.length, total };
  });

  return { calls: calls.length, readyCovered, anyCovered, cover, areas: [...areas.values()], fixFirst, sites, candidates };
}

/** A share as a percentage with one decimal (0 when there is nothing to share). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * The start of a period of `days` days that ends now: local midnight `days` days before today, so the calls in a
 * period change once a day, not with every request (and the seeded calls, placed on the days before the seeding
 * day, fill the period exactly).
 */
export function periodStart(days: number, now: Date = new Date()): Date {
  const start = new Date(now.getTime());
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - days);
  return start;
}
