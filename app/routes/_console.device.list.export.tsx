import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { checkFilters, listParamsFrom } from "~/engine/list.server";
import { loadOrFail } from "~/engine/errors.server";
import { defuseWorkbook } from "~/lib/spreadsheet-safe";
import { exportDevices, loadDeviceFilterOptions } from "~/platform/devices.server";
import { devices } from "~/resources/devices";

/**
 * GET /device/list/export?<the list's filters>: the filtered device list as .xlsx, a plain download that works
 * without JavaScript. The platform's file is defused against formula injection before it is passed on.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.export");
  const params = listParamsFrom(request, devices);
  const options = await loadOrFail(request, () => loadDeviceFilterOptions(user.platform, params.filters));
  const { filters } = checkFilters(devices, params, options).params;
  const file = await loadOrFail(request, () => exportDevices(user.platform, filters));
  const body = defuseWorkbook(file.data);
  const name = file.fileName && /^[\w.-]{1,100}\.xlsx$/.test(file.fileName) ? file.fileName : "devices.xlsx";
  return new Response(body, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(body.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
