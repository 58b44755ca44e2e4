import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { type CityMarker, MAP_BOX, MARKER_ORDER, chinaOutlinePath, cityMarkers, markerRadius, ringSegments } from "~/lib/china-map";
import type { DevicePoint, MarkerState } from "~/lib/fleet-figures";

export const MARKER_COLORS: Record<MarkerState, string> = {
  inUse: "#FA541C",
  offline: "#8C8C8C",
  abnormal: "#F5222D",
  warning: "#FAAD14",
  normal: "#52C41A",
  unknown: "#BFBFBF",
};

const OUTLINE = chinaOutlinePath();

/** Where a city's marker leads: the device list narrowed to that city. */
const cityHref = (marker: CityMarker) => (marker.cityId !== null ? `/device/list?cityId=${encodeURIComponent(String(marker.cityId))}` : "/device/list");

/**
 * The monitor's map, drawn on the server as SVG (so it shows without JavaScript): China's outline and one marker
 * per city, a ring of its devices' states around their count. Recomputed from the points, so a live state message
 * (applied to the points by the page) moves a device from one segment to another. Each marker is a link named by
 * its city, count and states.
 */
export function MonitorMap({ points, label }: { points: readonly DevicePoint[]; label: string }) {
  const { t } = useTranslation();
  if (!points.length) return null;
  const markers = cityMarkers(points);
  const describe = (marker: CityMarker) =>
    t("monitor.cityMarker", {
      city: marker.cityName ?? t("monitor.noCity"),
      count: marker.total,
      states: MARKER_ORDER.filter((state) => marker.counts[state] > 0)
        .map((state) => `${t(`monitor.markers.${state}`)} ${marker.counts[state]}`)
        .join(t("monitor.stateSeparator")),
    });
  return (
    <figure className="monitor-map" data-testid="monitor-map">
      <svg viewBox={`0 0 ${MAP_BOX.width} ${MAP_BOX.height}`} role="group" aria-label={label}>
        <rect width={MAP_BOX.width} height={MAP_BOX.height} fill="#0b1d33" rx={8} />
        <path d={OUTLINE} className="monitor-map__outline" data-testid="monitor-map-outline" fill="#15304f" stroke="#5b87b5" strokeWidth={1.5} strokeLinejoin="round" />
        {markers.map((marker) => {
          const r = markerRadius(marker.total);
          const name = describe(marker);
          const counts = Object.fromEntries(MARKER_ORDER.map((state) => [`data-${state.toLowerCase()}`, marker.counts[state]]));
          return (
            <Link key={marker.key || `${marker.x},${marker.y}`} to={cityHref(marker)} aria-label={name} data-city={marker.cityId ?? ""} data-total={marker.total} {...counts}>
              <title>{name}</title>
              <g transform={`translate(${marker.x.toFixed(1)} ${marker.y.toFixed(1)})`}>
                <circle r={r} fill="#0b1d33" fillOpacity={0.85} />
                {ringSegments(marker.counts, marker.total).map(([state, start, length]) => {
                  // Dashes in the ring's own length (a pathLength on a <circle> is not valid HTML's SVG): percent × circumference.
                  const percent = (2 * Math.PI * (r - 2.5)) / 100;
                  return (
                    <circle
                      key={state}
                      r={r - 2.5}
                      fill="none"
                      stroke={MARKER_COLORS[state]}
                      strokeWidth={5}
                      strokeDasharray={`${(length * percent).toFixed(2)} ${((100 - length) * percent).toFixed(2)}`}
                      strokeDashoffset={((25 - start) * percent).toFixed(2)}
                      data-state={state}
                    />
                  );
                })}
                <text textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={r > 14 ? 12 : 10} fontWeight={600}>
                  {marker.total}
                </text>
              </g>
            </Link>
          );
        })}
      </svg>
      <figcaption className="device-dots__legend">
        {MARKER_ORDER.map((state) => (
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
