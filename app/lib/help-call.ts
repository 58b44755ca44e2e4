import { distanceMetres } from "./geo";

export interface TimelineResponse {
  volunteerName?: string | null;
  responseType?: string | null;
  notifiedTime?: string | null;
  responseTime?: string | null;
  distance: number;
}

export type TimelineEntry =
  | { time: string; kind: "called" }
  | { time: string; kind: "notified"; name: string; distance: number }
  | { time: string; kind: "answered"; name: string; answer: string };

/** A call's story in time order: the call, each notice, each answer (ties keep that order). */
export function callTimeline(calledAt: string, responses: readonly TimelineResponse[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ time: calledAt, kind: "called" }];
  for (const response of responses) {
    const name = response.volunteerName ?? "";
    if (response.notifiedTime) entries.push({ time: response.notifiedTime, kind: "notified", name, distance: response.distance });
    if (response.responseTime && response.responseType && response.responseType !== "UNHANDLED") {
      entries.push({ time: response.responseTime, kind: "answered", name, answer: response.responseType });
    }
  }
  const rank = { called: 0, notified: 1, answered: 2 } as const;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time.localeCompare(b.entry.time) || rank[a.entry.kind] - rank[b.entry.kind] || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * Positions of points around a centre on a square sketch of `size` px that shows `rangeMetres` as its inner
 * circle (north up, east right); points outside the range are clamped to the edge.
 */
export function sketchPositions(
  centre: { lat: number; lng: number },
  points: readonly { lat: number | null | undefined; lng: number | null | undefined }[],
  rangeMetres: number,
  size: number,
): { x: number; y: number }[] {
  const half = size / 2;
  const radius = half * 0.9;
  return points.map(({ lat, lng }) => {
    if (lat === null || lat === undefined || lng === null || lng === undefined) return { x: half, y: half };
    const east = distanceMetres(centre.lat, centre.lng, centre.lat, lng) * Math.sign(lng - centre.lng);
    const north = distanceMetres(centre.lat, centre.lng, lat, centre.lng) * Math.sign(lat - centre.lat);
    const scale = Math.min(1, rangeMetres / Math.max(1, Math.hypot(east, north)));
    const factor = (radius / Math.max(1, rangeMetres)) * (scale < 1 ? scale : 1);
    return { x: Math.round(half + east * factor), y: Math.round(half - north * factor) };
  });
}
