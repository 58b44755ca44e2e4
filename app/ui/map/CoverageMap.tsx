import type { FeatureCollection, Point, Polygon } from "geojson";
import { useMemo, type ReactNode } from "react";
import { Layer, Marker, Source } from "react-map-gl/maplibre";
import { deviceHref } from "~/lib/device-links";
import { circleRing } from "~/lib/sketch";
import type { CoverageMap as CoverageMapData } from "~/resources/coverage";
import { CALL_COLORS, DEVICE_COLORS, RADIUS_FILL, RADIUS_LINE, SITE_COLOR, shareColor } from "~/ui/coverage/colors";
import DeviceMap, { type MapPoint } from "./DeviceMap";

/**
 * The coverage screen's map (issue 38), the device map with more on it: for a city each call coloured by its
 * cover, the devices by readiness (a click opens one), the radius around each and the suggested sites numbered;
 * for the whole country one circle per city. Browser only, loaded lazily.
 */
export default function CoverageMap({ map, label, fallback }: { map: CoverageMapData; label: string; fallback: ReactNode }) {
  const devices = useMemo<MapPoint[]>(
    () => (map.scope === "city" ? map.devices.map(([id, sn, lat, lng, ready]) => ({ id, sn, lat, lng, state: ready ? "READY" : "NOT_READY" })) : []),
    [map],
  );
  const layers = useMemo(() => {
    if (map.scope === "country") {
      const most = Math.max(1, ...map.cities.map((city) => city[4]));
      const cities: FeatureCollection<Point> = {
        type: "FeatureCollection",
        features: map.cities.map(([id, name, lat, lng, calls, share]) => ({
          type: "Feature", geometry: { type: "Point", coordinates: [lng, lat] },
          properties: { id, name, radius: 6 + 22 * Math.sqrt(calls / most), color: shareColor(share) },
        })),
      };
      return { cities };
    }
    const circles = (points: [number, number][]): FeatureCollection<Polygon> => ({
      type: "FeatureCollection",
      features: points.map(([lat, lng]) => ({ type: "Feature", geometry: { type: "Polygon", coordinates: [circleRing({ lat, lng }, map.radius)] }, properties: {} })),
    });
    const calls: FeatureCollection<Point> = {
      type: "FeatureCollection",
      features: map.calls.map(([lat, lng, cover]) => ({ type: "Feature", geometry: { type: "Point", coordinates: [lng, lat] }, properties: { color: CALL_COLORS[cover] ?? CALL_COLORS[0] } })),
    };
    return {
      readyRadius: circles(map.devices.filter((device) => device[4]).map(([, , lat, lng]) => [lat, lng])),
      notReadyRadius: circles(map.devices.filter((device) => !device[4]).map(([, , lat, lng]) => [lat, lng])),
      siteRadius: circles(map.sites),
      calls,
    };
  }, [map]);
  const frame = useMemo(
    () => (map.scope === "city" ? [...devices, ...map.calls.map(([lat, lng]) => ({ lat, lng }))] : map.cities.map(([, , lat, lng]) => ({ lat, lng }))),
    [map, devices],
  );

  return (
    <DeviceMap
      points={devices}
      hrefFor={(id) => deviceHref(id)}
      colors={DEVICE_COLORS}
      label={label}
      cluster={false}
      frame={frame}
      fallback={fallback}
      testId="coverage-map"
    >
      {"cities" in layers && layers.cities && (
        <Source id="coverage-cities" type="geojson" data={layers.cities}>
          <Layer
            id="coverage-cities"
            type="circle"
            paint={{ "circle-radius": ["get", "radius"], "circle-color": ["get", "color"], "circle-opacity": 0.75, "circle-stroke-color": "#ffffff", "circle-stroke-width": 1.5 }}
          />
        </Source>
      )}
      {"calls" in layers && layers.calls && (
        <>
          <Source id="coverage-ready-radius" type="geojson" data={layers.readyRadius}>
            <Layer id="coverage-ready-radius" type="fill" beforeId="points" paint={{ "fill-color": RADIUS_FILL }} />
          </Source>
          <Source id="coverage-not-ready-radius" type="geojson" data={layers.notReadyRadius}>
            <Layer id="coverage-not-ready-radius" type="line" beforeId="points" paint={{ "line-color": RADIUS_LINE, "line-dasharray": [2, 2] }} />
          </Source>
          <Source id="coverage-site-radius" type="geojson" data={layers.siteRadius}>
            <Layer id="coverage-site-radius" type="line" beforeId="points" paint={{ "line-color": SITE_COLOR, "line-width": 1.5, "line-dasharray": [3, 2] }} />
          </Source>
          <Source id="coverage-calls" type="geojson" data={layers.calls}>
            <Layer id="coverage-calls" type="circle" beforeId="points" paint={{ "circle-radius": 3.5, "circle-color": ["get", "color"] }} />
          </Source>
        </>
      )}
      {map.scope === "city" &&
        map.sites.map(([lat, lng], i) => (
          <Marker key={i} longitude={lng} latitude={lat} style={{ pointerEvents: "none" }}>
            <span className="coverage-site" data-testid="map-site">
              {i + 1}
            </span>
          </Marker>
        ))}
    </DeviceMap>
  );
}
