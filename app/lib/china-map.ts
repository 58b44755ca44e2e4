// The monitor's map: China's outline, a fixed projection of China, and the devices grouped into one marker per city.
import { type DevicePoint, type MarkerState, markerState } from "./fleet-figures";

/**
 * China's border, simplified by hand to ~120 vertices at a tenth of a degree (mainland, Hainan, Taiwan): an
 * approximate outline for orientation, not a survey-grade border. "lng,lat" pairs, each ring closed. The one copy
 * (it was public/map/china.geojson): the server-drawn monitor map draws it as an SVG path and the MapLibre map
 * (chinaOutlineGeoJson) as its outline layer.
 */
export const CHINA_OUTLINE: readonly string[] = [
  "124.3,39.9 126.0,41.0 128.1,41.4 129.7,42.4 130.6,42.4 131.0,42.9 131.3,44.1 131.1,44.9 133.1,45.1 134.7,47.7 134.8,48.4 133.0,48.1 130.9,47.9 130.7,48.9 127.5,49.8 125.7,52.9 123.5,53.5 121.0,53.3 120.0,52.6 119.2,50.3 117.8,49.5 116.6,49.9 115.4,48.1 115.8,47.7 118.5,47.9 119.9,46.7 116.8,46.4 113.6,44.8 111.9,43.7 107.5,42.4 105.0,41.6 100.8,42.6 96.4,42.7 95.3,44.3 93.5,45.0 90.9,45.3 90.7,47.7 88.0,48.5 87.3,49.1 85.5,47.1 83.0,47.2 82.3,45.5 79.9,44.9 80.1,42.0 77.7,41.0 76.0,40.4 73.5,39.4 74.9,37.2 75.2,36.0 77.8,35.5 79.5,34.3 78.8,33.0 78.9,31.3 81.1,30.0 83.9,29.3 85.9,28.0 88.1,27.9 88.9,27.3 89.6,28.2 91.6,27.8 92.1,26.9 94.6,29.3 96.1,29.4 97.6,28.5 98.6,27.6 98.7,25.9 97.5,24.8 97.7,23.9 99.2,22.1 100.1,21.5 101.2,21.2 101.8,22.4 103.0,22.5 105.3,23.3 106.7,22.8 108.0,21.5 109.6,21.5 110.3,20.3 110.6,21.2 111.9,21.7 113.6,22.2 114.2,22.3 115.9,22.8 116.8,23.2 117.8,24.0 118.7,24.6 119.6,25.6 119.9,26.7 120.5,27.3 121.0,28.2 121.9,29.2 121.9,30.1 121.0,30.6 121.9,31.0 121.9,31.7 120.9,32.6 120.3,34.3 119.2,35.0 120.3,36.0 121.0,36.6 122.6,37.4 121.4,37.8 120.3,37.6 118.9,37.4 118.0,38.4 117.6,39.0 119.0,39.2 119.6,40.0 121.0,40.8 122.2,40.4 121.2,38.8 122.3,39.4 123.6,39.8 124.3,39.9",
  "108.6,19.1 109.5,18.2 110.5,18.6 111.0,19.7 110.6,20.1 109.6,20.0 108.7,19.5 108.6,19.1",
  "120.1,23.0 120.7,22.0 121.0,22.4 121.5,23.5 121.9,24.9 121.5,25.3 120.7,24.5 120.1,23.0",
];

export const CHINA_RINGS: readonly (readonly [number, number][])[] = CHINA_OUTLINE.map((ring) =>
  ring.split(" ").map((pair) => pair.split(",").map(Number) as [number, number]),
);

/** The outline as GeoJSON (MapLibre's outline source). */
export function chinaOutlineGeoJson() {
  return {
    type: "FeatureCollection" as const,
    features: [
      {
        type: "Feature" as const,
        properties: { name: "China (simplified outline)" },
        geometry: { type: "MultiPolygon" as const, coordinates: CHINA_RINGS.map((ring) => [ring.map(([lng, lat]) => [lng, lat])]) },
      },
    ],
  };
}

/** The monitor map's drawing box (SVG user units). */
export const MAP_BOX = { width: 1000, height: 720, pad: 20 } as const;

const BOUNDS = { west: 73, east: 135.5, south: 17.5, north: 54 };
/** Equirectangular with the longitudes shrunk by the cosine of the middle latitude (China looks its shape). */
const X_STRETCH = Math.cos((((BOUNDS.north + BOUNDS.south) / 2) * Math.PI) / 180);
const SCALE = Math.min(
  (MAP_BOX.width - 2 * MAP_BOX.pad) / ((BOUNDS.east - BOUNDS.west) * X_STRETCH),
  (MAP_BOX.height - 2 * MAP_BOX.pad) / (BOUNDS.north - BOUNDS.south),
);
const OFFSET_X = (MAP_BOX.width - (BOUNDS.east - BOUNDS.west) * X_STRETCH * SCALE) / 2;
const OFFSET_Y = (MAP_BOX.height - (BOUNDS.north - BOUNDS.south) * SCALE) / 2;

/** A longitude and latitude in the map box, north up; the same for every search, so places stay put. */
export function projectChina(lng: number, lat: number): [x: number, y: number] {
  return [OFFSET_X + (lng - BOUNDS.west) * X_STRETCH * SCALE, OFFSET_Y + (BOUNDS.north - lat) * SCALE];
}

/** The outline as one SVG path (`d`), one closed subpath per ring, to a tenth of a unit. */
export function chinaOutlinePath(): string {
  return CHINA_RINGS.map((ring) => `M${ring.map(([lng, lat]) => projectChina(lng, lat).map((n) => n.toFixed(1)).join(" ")).join("L")}Z`).join("");
}

/** States in the order a marker's ring shows them (those needing attention first, from the top clockwise). */
export const MARKER_ORDER: readonly MarkerState[] = ["inUse", "abnormal", "offline", "warning", "normal", "unknown"];

export interface CityMarker {
  /** The city's id, or "" for devices without a city (one marker where they are). */
  key: string;
  cityId: DevicePoint["cityId"];
  cityName: string | null;
  x: number;
  y: number;
  total: number;
  counts: Record<MarkerState, number>;
}

const noCounts = (): Record<MarkerState, number> => ({ inUse: 0, abnormal: 0, offline: 0, warning: 0, normal: 0, unknown: 0 });

/**
 * One marker per city at the middle of its devices, with how many of them show each state; devices without a
 * city are grouped by where they are (to a tenth of a degree). Biggest first, so smaller markers draw on top.
 */
export function cityMarkers(points: readonly DevicePoint[]): CityMarker[] {
  const groups = new Map<string, { point: DevicePoint; lng: number; lat: number; counts: Record<MarkerState, number>; total: number }>();
  for (const point of points) {
    const key = point.cityId !== null && point.cityId !== undefined ? String(point.cityId) : `@${point.lng.toFixed(1)},${point.lat.toFixed(1)}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { point, lng: 0, lat: 0, counts: noCounts(), total: 0 }));
    group.lng += point.lng;
    group.lat += point.lat;
    group.total += 1;
    group.counts[markerState(point)] += 1;
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const [x, y] = projectChina(group.lng / group.total, group.lat / group.total);
      const city = key.startsWith("@") ? null : group.point;
      return { key: city ? key : "", cityId: city?.cityId ?? null, cityName: city?.cityName ?? null, x, y, total: group.total, counts: group.counts };
    })
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/** A marker's radius: grows with the square root of its count, within bounds. */
export function markerRadius(total: number): number {
  return Math.min(30, 9 + 2 * Math.sqrt(total));
}

/** The ring's segments: each state's share of the circle, as [state, start, length] in percent of it. */
export function ringSegments(counts: Record<MarkerState, number>, total: number): [MarkerState, number, number][] {
  const segments: [MarkerState, number, number][] = [];
  let start = 0;
  for (const state of MARKER_ORDER) {
    if (!counts[state] || !total) continue;
    const length = (counts[state] / total) * 100;
    segments.push([state, start, length]);
    start += length;
  }
  return segments;
}
