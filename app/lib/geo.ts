/** Mean Earth radius in metres (the haversine sphere; geokdbush uses the same 6,371 km). */
export const EARTH_RADIUS_METRES = 6_371_000;

/** People walk about 1.4 m/s (the coverage radius and the what-if read distances as walking time). */
export const WALKING_SPEED_MPS = 1.4;

/** Great-circle distance in metres between two WGS-84 points (haversine on a sphere), not rounded. */
export function greatCircleMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Great-circle distance in whole metres (plenty for rescue ranges). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return Math.round(greatCircleMetres(lat1, lng1, lat2, lng2));
}

/** Minutes a walk of `metres` takes at WALKING_SPEED_MPS, to one decimal. */
export function walkingMinutes(metres: number): number {
  return Math.round((metres / WALKING_SPEED_MPS / 60) * 10) / 10;
}

/** A distance as people read it: "850 m" below a kilometre, "2.4 km" above. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}
