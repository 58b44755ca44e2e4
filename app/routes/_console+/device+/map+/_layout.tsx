import { Alert, Button } from "~/ui/mantine";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import { Suspense, lazy, useEffect, useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { listParamsFrom, loadList } from "~/engine/list.server";
import { DataTable, FilterBar, Pager } from "~/engine/ResourceList";
import { listDeviceLocations, loadDeviceFilterOptions, type DeviceLocation } from "~/platform/devices.server";
import { MAP_MAX_POINTS, deviceMap } from "~/resources/device/devices";
import { useCan } from "~/ui/console-data";
import type { MapPoint } from "~/ui/map/DeviceMap";
import { mapLinks } from "~/ui/map/links";
import { STATE_COLORS } from "~/ui/map/map-style";
import { pageTitle } from "~/ui/page-title";
import { useHydrated } from "~/ui/use-hydrated";
import type { loader as pointsLoader } from "./points";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** MapLibre (~300 kB gzip) loads only in the browser, only on this page. */
const DeviceMap = lazy(() => import("~/ui/map/DeviceMap"));

export const links: LinksFunction = mapLinks;

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceMap");

/** The filtered devices as a paged list with coordinates: all a page without JavaScript shows, and the map's key. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceMap.query");
  const params = listParamsFrom(request, deviceMap);
  const filterOptions = await loadOrFail(request, () => loadDeviceFilterOptions(user.platform, params.filters));
  return json(await loadList(request, deviceMap, listDeviceLocations, user, filterOptions));
}

export default function DeviceMapPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const can = useCan();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const points = useFetcher<typeof pointsLoader>();
  const filterSearch = useMemo(() => {
    const query = new URLSearchParams(search);
    query.delete("pageNo");
    query.delete("pageSize");
    return query.toString();
  }, [search]);
  useEffect(() => {
    if (hydrated) points.load(`/device/map/points${filterSearch ? `?${filterSearch}` : ""}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the filters change
  }, [hydrated, filterSearch]);
  const mapPoints = useMemo<MapPoint[]>(
    () => (points.data?.points ?? []).map(([id, sn, lng, lat, state]) => ({ id, sn, lng: lng!, lat: lat!, state })),
    [points.data],
  );
  const canOpen = can(DEVICE_MARKS.read);
  const hrefFor = (id: MapPoint["id"]) => deviceHref(id);
  const listQuery = search ? search : "";
  return (
    <div className="resource-page">
      <section className="resource-card">
        <h1 className="visually-hidden">{t("fleet.mapTitle")}</h1>
        <FilterBar resource={deviceMap} params={data.params} errors={data.filterErrors} options={data.filterOptions} />
      </section>
      {hydrated && (
        <section className="resource-card" data-testid="map-card">
          <div className="toolbar">
            <span role="status" aria-live="polite">
              {points.data
                ? t("fleet.map.points", { count: mapPoints.length })
                : t("fleet.map.loading")}
            </span>
            <ul className="map-legend" aria-label={t("fleet.map.legend")}>
              {Object.entries(STATE_COLORS).map(([state, color]) => (
                <li key={state}>
                  <span className="map-legend__dot" style={{ background: color }} aria-hidden="true" />
                  {t(`deviceEnums.deviceState.${state}`)}
                </li>
              ))}
            </ul>
          </div>
          {points.data && points.data.total > mapPoints.length && (
            <Alert color="orange" variant="light" mb="sm">
              {t("fleet.map.truncated", { count: MAP_MAX_POINTS })}
            </Alert>
          )}
          <Suspense fallback={<div className="device-map device-map--loading">{t("fleet.map.loading")}</div>}>
            <DeviceMap points={mapPoints} hrefFor={hrefFor} label={t("fleet.mapTitle")} />
          </Suspense>
        </section>
      )}
      <section className="resource-card">
        <div className="toolbar">
          <h2 style={{ margin: 0, fontSize: 16 }}>{t("fleet.map.listCaption", { total: data.total })}</h2>
          {can("deviceList.query") && (
            <Button component={Link} to={`/device/list${listQuery}`} variant="default">
              {t("fleet.title")}
            </Button>
          )}
        </div>
        <DataTable<DeviceLocation>
          resource={deviceMap}
          rows={data.rows as DeviceLocation[]}
          params={data.params}
          cells={{ sn: (row) => (canOpen ? <Link to={hrefFor(row.id)} aria-label={t("fleet.map.openDetail", { sn: row.sn })}>{row.sn}</Link> : row.sn) }}
        />
        <Pager params={data.params} total={data.total} defaultSort={deviceMap.listSpec.defaultSort} />
      </section>
    </div>
  );
}
