import { useTranslation } from "~/i18n/react";
import { CALL_COLORS, DEVICE_COLORS, RADIUS_FILL, RADIUS_LINE, SITE_COLOR, shareColor } from "./colors";

/** What the map's and the sketch's marks mean (the same marks either way). */
export function CoverageLegend({ scope }: { scope: "city" | "country" }) {
  const { t } = useTranslation();
  const items =
    scope === "city"
      ? [
          { key: "readyCall", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--call" style={{ background: CALL_COLORS[2] }} /> },
          { key: "notReadyCall", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--call" style={{ background: CALL_COLORS[1] }} /> },
          { key: "uncoveredCall", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--call" style={{ background: CALL_COLORS[0] }} /> },
          { key: "readyDevice", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--device" style={{ background: DEVICE_COLORS.READY }} /> },
          { key: "notReadyDevice", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--device" style={{ background: DEVICE_COLORS.NOT_READY }} /> },
          { key: "radius", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--radius" style={{ background: RADIUS_FILL, borderColor: RADIUS_LINE }} /> },
          { key: "site", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--site" style={{ background: SITE_COLOR }} /> },
        ]
      : [
          { key: "low", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--call" style={{ background: shareColor(0) }} /> },
          { key: "high", swatch: <span aria-hidden="true" className="coverage-swatch coverage-swatch--call" style={{ background: shareColor(50) }} /> },
        ];
  return (
    <ul className="map-legend coverage-legend" aria-label={t("coverage.legend.title")} data-testid="coverage-legend">
      {items.map(({ key, swatch }) => (
        <li key={key}>
          {swatch}
          {t(`coverage.legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
