import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type DevicePoint, type MarkerState, markerState } from "~/lib/fleet-figures";

const WIDTH = 1000;
const HEIGHT = 640;
const PAD = 24;

export const MARKER_COLORS: Record<MarkerState, string> = {
  inUse: "#FA541C",
  offline: "#8C8C8C",
  abnormal: "#F5222D",
  warning: "#FAAD14",
  normal: "#52C41A",
  unknown: "#BFBFBF",
};

/** Equirectangular fit of the points into the box, north up; a single point sits in the middle. */
function projector(points: readonly DevicePoint[]) {
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const spanLng = Math.max(maxLng - minLng, 0.01);
  const spanLat = Math.max(maxLat - minLat, 0.01);
  const scale = Math.min((WIDTH - 2 * PAD) / spanLng, (HEIGHT - 2 * PAD) / spanLat);
  const offsetX = (WIDTH - spanLng * scale) / 2;
  const offsetY = (HEIGHT - spanLat * scale) / 2;
  return (p: DevicePoint) => [offsetX + (p.lng - minLng) * scale, offsetY + (maxLat - p.lat) * scale] as const;
}

/**
 * Devices as dots coloured by state, drawn on the server as SVG (so the monitor shows them without JavaScript);
 * every dot links to its device. Devices that need attention are drawn last, on top.
 */
export function DeviceDots({ points, hrefFor, label }: { points: readonly DevicePoint[]; hrefFor(id: DevicePoint["id"]): string; label: string }) {
  const { t } = useTranslation();
  if (!points.length) return null;
  const project = projector(points);
  const order: MarkerState[] = ["unknown", "normal", "warning", "offline", "abnormal", "inUse"];
  const sorted = [...points].sort((a, b) => order.indexOf(markerState(a)) - order.indexOf(markerState(b)));
  return (
    <figure className="device-dots" data-testid="device-dots">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label}>
        <rect width={WIDTH} height={HEIGHT} fill="#0b1d33" rx={8} />
        {sorted.map((point) => {
          const [x, y] = project(point);
          const state = markerState(point);
          return (
            <Link key={point.id} to={hrefFor(point.id)} aria-label={`${point.sn} ${t(`monitor.markers.${state}`)}`} data-state={state} data-device={point.id}>
              <circle cx={x.toFixed(1)} cy={y.toFixed(1)} r={state === "normal" || state === "unknown" ? 3 : 5} fill={MARKER_COLORS[state]} />
            </Link>
          );
        })}
      </svg>
      <figcaption className="device-dots__legend">
        {order
          .slice()
          .reverse()
          .map((state) => (
            <span key={state} className="device-dots__key">
              <svg width="10" height="10" aria-hidden="true">
                <circle cx="5" cy="5" r="5" fill={MARKER_COLORS[state]} />
              </svg>
              {t(`monitor.markers.${state}`)}
            </span>
          ))}
      </figcaption>
    </figure>
  );
}
