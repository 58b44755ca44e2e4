import type { LinksFunction } from "@remix-run/node";
import mapStyles from "maplibre-gl/dist/maplibre-gl.css";
import deviceMapStyles from "~/styles/device-map.css";

/**
 * A route showing <DeviceMap> exports these links, e.g. `export const links = mapLinks`: our map styles, and
 * MapLibre's sheet preloaded only (the map, drawn with JavaScript, applies it: it does not block the page, issue 13).
 */
export const mapLinks: LinksFunction = () => [
  { rel: "preload", as: "style", href: mapStyles },
  { rel: "stylesheet", href: deviceMapStyles },
];
