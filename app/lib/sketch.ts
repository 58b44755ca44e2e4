// Drawing places on a flat sketch (the coverage screen's server-drawn SVG, its map's radius circles): a projection
// that fits points into a box at one scale in metres, and a circle of a given radius on the sphere.
import { EARTH_RADIUS_METRES } from "./geo";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Projection {
  /** Pixels (SVG user units) from the top left, north up. */
  project(lat: number, lng: number): [x: number, y: number];
  /** Metres one unit stands for (the same in both directions near the box's middle latitude). */
  metresPerUnit: number;
  width: number;
  height: number;
}

const RAD = Math.PI / 180;
const METRES_PER_DEGREE = EARTH_RADIUS_METRES * RAD;

/**
 * An equirectangular projection, longitudes shrunk by the cosine of the middle latitude, fitting `points` (and a
 * margin of `marginMetres` around them) into `width` × at most `maxHeight` units; the height follows the points'
 * shape. Good for a city (tens of kilometres); not for a country.
 */
export function fitProjection(points: readonly LatLng[], width: number, maxHeight: number, marginMetres = 0): Projection {
  let [south, north, west, east] = [90, -90, 180, -180];
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  if (!points.length) [south, north, west, east] = [0, 0, 0, 0];
  const stretch = Math.cos(((south + north) / 2) * RAD);
  const marginLat = marginMetres / METRES_PER_DEGREE;
  const marginLng = marginLat / Math.max(stretch, 1e-6);
  [south, north, west, east] = [south - marginLat, north + marginLat, west - marginLng, east + marginLng];
  // At least a kilometre across, so one point still gets a sensible scale.
  const spanX = Math.max((east - west) * stretch, 1000 / METRES_PER_DEGREE);
  const spanY = Math.max(north - south, 1000 / METRES_PER_DEGREE);
  const scale = Math.min(width / spanX, maxHeight / spanY);
  const height = Math.round(Math.min(maxHeight, spanY * scale));
  const offsetX = (width - (east - west) * stretch * scale) / 2;
  const offsetY = (height - (north - south) * scale) / 2;
  return {
    project: (lat, lng) => [offsetX + (lng - west) * stretch * scale, offsetY + (north - lat) * scale],
    metresPerUnit: METRES_PER_DEGREE / scale,
    width,
    height,
  };
}

/** A "nice" length for a scale bar: 1, 2 or 5 × a power of ten metres, at most `maxMetres`. */
export function scaleBarMetres(maxMetres: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, maxMetres)));
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power;
  return power;
}

/** A closed ring of `steps` points at `radius` metres around a centre (great circle), as [lng, lat] pairs. */
export function circleRing(centre: LatLng, radius: number, steps = 48): [number, number][] {
  const angular = radius / EARTH_RADIUS_METRES;
  const lat1 = centre.lat * RAD;
  const lng1 = centre.lng * RAD;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = ((i % steps) / steps) * 2 * Math.PI;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
    ring.push([Number((lng2 / RAD).toFixed(6)), Number((lat2 / RAD).toFixed(6))]);
  }
  return ring;
}
