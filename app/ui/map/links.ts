import type { LinksFunction } from "@remix-run/node";
import mapStyles from "maplibre-gl/dist/maplibre-gl.css";

/** A route showing <DeviceMap> exports these links (MapLibre's stylesheet), e.g. `export const links = mapLinks`. */
export const mapLinks: LinksFunction = () => [{ rel: "stylesheet", href: mapStyles }];
