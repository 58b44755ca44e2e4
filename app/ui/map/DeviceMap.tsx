import type { FeatureCollection, Point } from "geojson";
import * as maplibregl from "maplibre-gl";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import MapView, { Layer, Marker, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import { useNavigate } from "@remix-run/react";
import { chinaOutlineGeoJson } from "~/lib/china-map";
import mapLibreStyles from "maplibre-gl/dist/maplibre-gl.css";
import { MAP_ASSETS, STATE_COLORS, plainChinaStyle } from "./map-style";

export interface MapPoint {
  id: number | string;
  sn: string;
  lng: number;
  lat: number;
  /** Colours the point (a key of `colors`). */
  state: string;
}

export interface DeviceMapProps {
  points: readonly MapPoint[];
  /** Where a click on a point leads (the device's detail). */
  hrefFor: (id: MapPoint["id"]) => string;
  /** Colour by state; unknown states are grey. Clusters are pies of their members' states. */
  colors?: Record<string, string>;
  height?: number | string;
  /** Accessible name of the map region. */
  label: string;
  /** Cluster nearby devices (default); off where each device matters (a city's coverage). */
  cluster?: boolean;
  /** What else to draw (react-map-gl Sources, Layers, Markers), above the devices. */
  children?: ReactNode;
  /** Points the first view frames (default: the devices). */
  frame?: readonly { lng: number; lat: number }[];
  /** Shown instead when the map cannot be drawn (no WebGL). */
  fallback?: ReactNode;
  testId?: string;
}

maplibregl.setWorkerUrl(MAP_ASSETS.worker);

const SOURCE = "devices";
const CHINA_VIEW = { longitude: 104.5, latitude: 35.5, zoom: 3.1 };

interface ClusterLabel {
  id: number;
  lng: number;
  lat: number;
  count: string;
  total: number;
  /** CSS conic-gradient of the members' states. */
  mix: string;
}

/** A pie of the members' states: each state's colour over its share of the circle. */
function stateMix(counts: Record<string, number>, total: number, colors: Record<string, string>): string {
  let start = 0;
  const stops: string[] = [];
  for (const [state, color] of Object.entries(colors)) {
    const share = ((counts[state] ?? 0) / total) * 360;
    if (share <= 0) continue;
    stops.push(`${color} ${start}deg ${start + share}deg`);
    start += share;
  }
  if (start < 360) stops.push(`#8C8C8C ${start}deg 360deg`);
  return `conic-gradient(${stops.join(", ")})`;
}

/**
 * Devices on a MapLibre map with a self-hosted style (plain background, China outline), clustered, coloured by
 * state. Browser only: load it lazily (React.lazy) where JavaScript runs; render a list for everyone else.
 */
export default function DeviceMap({ points, hrefFor, colors = STATE_COLORS, height = 560, label, cluster = true, children, frame, fallback = null, testId = "device-map" }: DeviceMapProps) {
  const navigate = useNavigate();
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [labels, setLabels] = useState<ClusterLabel[]>([]);
  const [cursor, setCursor] = useState<string>("");
  const style = useMemo(() => plainChinaStyle(chinaOutlineGeoJson()), []);

  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: points.map((point) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [point.lng, point.lat] },
        properties: { id: point.id, sn: point.sn, state: point.state },
      })),
    }),
    [points],
  );
  const colorByState = useMemo(
    () => ["match", ["get", "state"], ...Object.entries(colors).flat(), "#8C8C8C"],
    [colors],
  );

  /** Cluster counts as HTML (the style has no glyphs to draw text with). */
  const updateLabels = useCallback(() => {
    const map = mapRef.current;
    if (!map || !map.getSource(SOURCE)) return;
    const seen = new Map<number, ClusterLabel>();
    // What is drawn now (querySourceFeatures would also return tiles of the zoom level being left).
    for (const feature of map.queryRenderedFeatures({ layers: ["clusters"] })) {
      const props = feature.properties as { cluster_id: number; point_count: number; point_count_abbreviated: string | number } & Record<string, number>;
      if (seen.has(props.cluster_id) || feature.geometry.type !== "Point") continue;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const counts = Object.fromEntries(Object.keys(colors).map((state) => [state, Number(props[`n_${state}`] ?? 0)]));
      seen.set(props.cluster_id, {
        id: props.cluster_id, lng, lat, count: String(props.point_count_abbreviated), total: props.point_count, mix: stateMix(counts, props.point_count, colors),
      });
    }
    setLabels([...seen.values()]);
  }, [colors]);
  /** Per-state member counts of each cluster (n_NORMAL, n_WARNING, …), for the pies. */
  const clusterProperties = useMemo(
    () => Object.fromEntries(Object.keys(colors).map((state) => [`n_${state}`, ["+", ["case", ["==", ["get", "state"], state], 1, 0]]])),
    [colors],
  );

  // Frame the points (a city's devices fill the map; the whole fleet shows China).
  const framed = frame ?? points;
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || framed.length === 0) return;
    let [west, south, east, north] = [180, 90, -180, -90];
    for (const { lng, lat } of framed) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
    map.fitBounds([west, south, east, north], { padding: 48, maxZoom: 14, duration: 0 });
  }, [loaded, framed]);

  const onClick = useCallback(
    async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const map = mapRef.current;
      if (!feature || !map || feature.geometry.type !== "Point") return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if (feature.properties?.cluster_id !== undefined) {
        const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource;
        const zoom = await source.getClusterExpansionZoom(feature.properties.cluster_id as number);
        map.easeTo({ center: [lng, lat], zoom });
        return;
      }
      navigate(hrefFor(feature.properties?.id as MapPoint["id"]));
    },
    [hrefFor, navigate],
  );

  if (failed) return <>{fallback}</>;
  return (
    <div className="device-map" role="region" aria-label={label} data-testid={testId} data-points={points.length} data-loaded={loaded || undefined} style={{ height }}>
      {/* MapLibre's sheet (preloaded by mapLinks) applies with the map itself: it need not block the page's paint. */}
      <link rel="stylesheet" href={mapLibreStyles} />
      <MapView
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={CHINA_VIEW}
        mapStyle={style}
        minZoom={2}
        maxZoom={17}
        attributionControl={false}
        interactiveLayerIds={["clusters", "points"]}
        cursor={cursor}
        onMouseEnter={() => setCursor("pointer")}
        onMouseLeave={() => setCursor("")}
        onClick={onClick}
        onLoad={() => setLoaded(true)}
        onIdle={updateLabels}
        onError={(event) => {
          // No WebGL: the list below the map still shows every device.
          if (!mapRef.current) setFailed(true);
          console.warn("[map]", event.error?.message);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id={SOURCE} type="geojson" data={data} cluster={cluster} clusterRadius={42} clusterMaxZoom={13} clusterProperties={clusterProperties}>
          <Layer
            id="clusters"
            type="circle"
            filter={["has", "point_count"]}
            // Drawn as HTML pies above; this invisible layer takes the clicks (zoom into the cluster).
            paint={{ "circle-color": "#ffffff", "circle-opacity": 0.01, "circle-radius": ["step", ["get", "point_count"], 16, 20, 20, 100, 25, 400, 30] }}
          />
          <Layer
            id="points"
            type="circle"
            filter={["!", ["has", "point_count"]]}
            paint={{ "circle-color": colorByState as never, "circle-radius": 6, "circle-stroke-width": 1.5, "circle-stroke-color": "#ffffff" }}
          />
        </Source>
        {children}
        {labels.map((cluster) => (
          <Marker key={cluster.id} longitude={cluster.lng} latitude={cluster.lat} style={{ pointerEvents: "none" }}>
            <span className="device-map__cluster" data-testid="map-cluster" data-count={cluster.total} style={{ background: cluster.mix, ["--size" as string]: `${cluster.total >= 400 ? 60 : cluster.total >= 100 ? 50 : cluster.total >= 20 ? 40 : 32}px` }}>
              <span className="device-map__count">{cluster.count}</span>
            </span>
          </Marker>
        ))}
      </MapView>
    </div>
  );
}
