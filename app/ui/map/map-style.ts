import type { GeoJSONSourceSpecification, StyleSpecification } from "maplibre-gl";

/** The one place the map's own files are served from: MapLibre's worker. */
export const MAP_ASSETS = { worker: "/map/maplibre-gl-worker.mjs" } as const;

/**
 * A self-hosted style: a plain background and the bundled, simplified outline of China (`chinaOutlineGeoJson`). No tile server and no
 * glyphs are needed (cluster counts are HTML markers), so the map works on a network without internet access.
 */
export function plainChinaStyle(outline: GeoJSONSourceSpecification["data"]): StyleSpecification {
  return {
    version: 8,
    name: "AED plain",
    sources: { outline: { type: "geojson", data: outline } },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#e8eef5" } },
      { id: "outline-fill", type: "fill", source: "outline", paint: { "fill-color": "#ffffff" } },
      { id: "outline-line", type: "line", source: "outline", paint: { "line-color": "#9fb3c8", "line-width": 1.2 } },
    ],
  };
}

/** Colours of the device states (§4), as the list's badges. */
export const STATE_COLORS: Record<string, string> = {
  NORMAL: "#52C41A",
  WARNING: "#FAAD14",
  ABNORMAL: "#F5222D",
  UNKNOWN: "#8C8C8C",
};
