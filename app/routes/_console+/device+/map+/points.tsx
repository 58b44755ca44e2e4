import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { checkFilters, listParamsFrom } from "~/engine/list.server";
import { listDeviceLocations, loadDeviceFilterOptions } from "~/platform/devices.server";
import { MAP_MAX_POINTS, deviceMap } from "~/resources/device/devices";

/**
 * GET /device/map/points?<filters>: the map's points as JSON, fetched by the map in the browser (pages without
 * JavaScript never load them). Compact: [id, sn, lng, lat, deviceState].
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceMap.query");
  const params = listParamsFrom(request, deviceMap);
  const options = await loadOrFail(request, () => loadDeviceFilterOptions(user.platform, params.filters));
  const { filters } = checkFilters(deviceMap, params, options).params;
  const page = await loadOrFail(request, () => listDeviceLocations(user.platform, { pageNo: 1, pageSize: MAP_MAX_POINTS, filters }));
  const points = page.rows
    .filter((row) => typeof row.longitude === "number" && typeof row.latitude === "number")
    .map((row) => [row.id, row.sn, row.longitude, row.latitude, row.deviceState ?? "UNKNOWN"] as const);
  return json({ points, total: page.total }, { headers: { "Cache-Control": "private, max-age=30" } });
}
