import { useTranslation } from "~/i18n/react";
import { MAP_BOX, chinaOutlinePath, projectChina } from "~/lib/china-map";
import { fitProjection, scaleBarMetres } from "~/lib/sketch";
import type { CoverageMap } from "~/resources/coverage";
import { CALL_COLORS, DEVICE_COLORS, RADIUS_FILL, RADIUS_LINE, SITE_COLOR, shareColor } from "./colors";

const WIDTH = 760;
const MAX_HEIGHT = 560;
const OUTLINE = chinaOutlinePath();

/**
 * The coverage map drawn on the server as SVG (what a page without JavaScript shows, and the fallback without
 * WebGL): a city's calls, devices, radius circles and suggested sites at one scale, north up, with a scale bar;
 * the whole country as one circle per city on China's outline.
 */
export function CoverageSketch({ map }: { map: CoverageMap }) {
  const { t } = useTranslation();
  if (map.scope === "country") {
    const most = Math.max(1, ...map.cities.map((city) => city[4]));
    return (
      <svg className="coverage-sketch" viewBox={`0 0 ${MAP_BOX.width} ${MAP_BOX.height}`} role="img" aria-label={t("coverage.countrySketchLabel", { cities: map.cities.length })} data-testid="coverage-sketch">
        <path d={OUTLINE} fill="#ffffff" stroke="#9fb3c8" strokeWidth={1.5} />
        {map.cities.map(([id, name, lat, lng, calls, share]) => {
          const [x, y] = projectChina(lng, lat);
          return (
            <circle key={id} cx={x.toFixed(1)} cy={y.toFixed(1)} r={(6 + 22 * Math.sqrt(calls / most)).toFixed(1)} fill={shareColor(share)} fillOpacity={0.75} stroke="#ffffff" strokeWidth={1.5}>
              <title>{t("coverage.cityBubble", { name, calls, share })}</title>
            </circle>
          );
        })}
      </svg>
    );
  }
  const points = [
    ...map.calls.map(([lat, lng]) => ({ lat, lng })),
    ...map.devices.map(([, , lat, lng]) => ({ lat, lng })),
    ...map.sites.map(([lat, lng]) => ({ lat, lng })),
  ];
  const projection = fitProjection(points, WIDTH, MAX_HEIGHT, map.radius);
  const at = (lat: number, lng: number) => projection.project(lat, lng).map((n) => n.toFixed(1)) as [string, string];
  const radius = (map.radius / projection.metresPerUnit).toFixed(1);
  const bar = scaleBarMetres(projection.metresPerUnit * WIDTH * 0.25);
  const barUnits = bar / projection.metresPerUnit;
  const scale = bar >= 1000 ? `${bar / 1000} km` : `${bar} m`;
  const height = projection.height + 28;
  return (
    <svg
      className="coverage-sketch"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={t("coverage.sketchLabel", { calls: map.calls.length, devices: map.devices.length, sites: map.sites.length, scale })}
      data-testid="coverage-sketch"
    >
      <rect width={WIDTH} height={height} fill="#f5f8fb" />
      <g data-layer="radius">
        {map.devices.map(([id, , lat, lng, ready]) => {
          const [x, y] = at(lat, lng);
          return ready ? (
            <circle key={id} cx={x} cy={y} r={radius} fill={RADIUS_FILL} />
          ) : (
            <circle key={id} cx={x} cy={y} r={radius} fill="none" stroke={RADIUS_LINE} strokeDasharray="3 3" />
          );
        })}
      </g>
      <g data-layer="calls">
        {map.calls.map(([lat, lng, cover], i) => {
          const [x, y] = at(lat, lng);
          return <circle key={i} cx={x} cy={y} r={2.6} fill={CALL_COLORS[cover] ?? CALL_COLORS[0]} />;
        })}
      </g>
      <g data-layer="devices">
        {map.devices.map(([id, , lat, lng, ready]) => {
          const [x, y] = projection.project(lat, lng);
          return <rect key={id} x={(x - 3.5).toFixed(1)} y={(y - 3.5).toFixed(1)} width={7} height={7} fill={ready ? DEVICE_COLORS.READY : DEVICE_COLORS.NOT_READY} stroke="#ffffff" />;
        })}
      </g>
      <g data-layer="sites">
        {map.sites.map(([lat, lng], i) => {
          const [x, y] = at(lat, lng);
          return (
            <g key={i}>
              <circle cx={x} cy={y} r={radius} fill="none" stroke={SITE_COLOR} strokeDasharray="5 3" />
              <circle cx={x} cy={y} r={9} fill={SITE_COLOR} stroke="#ffffff" strokeWidth={1.5} />
              <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={10} fontWeight={700} fill="#ffffff">
                {i + 1}
              </text>
            </g>
          );
        })}
      </g>
      <g data-layer="scale" transform={`translate(12 ${height - 12})`}>
        <path d={`M0 -5V0H${barUnits.toFixed(1)}V-5`} fill="none" stroke="#262626" strokeWidth={1.5} />
        <text x={barUnits + 6} y={0} fontSize={12} fill="#262626">
          {scale}
        </text>
      </g>
      <text x={WIDTH - 14} y={22} textAnchor="end" fontSize={13} fontWeight={700} fill="#262626">
        N ↑
      </text>
    </svg>
  );
}
