import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pushFlash } from "~/auth/session-store.server";
import { requirePermission } from "~/auth/user.server";
import { describeFailure, loadOrFail } from "~/engine/errors.server";
import { checkFilters, listParamsFrom } from "~/engine/list.server";
import { defuseWorkbook } from "~/lib/sheet-jobs.server";
import { isPlatformError, PlatformError } from "~/platform/errors";
import { exportDevices, loadDeviceFilterOptions } from "~/platform/devices.server";
import { devices } from "~/resources/device/devices";

/**
 * GET /device/list/export?<the list's filters>: the filtered device list as .xlsx, a plain download that works
 * without JavaScript. The platform's file is defused against formula injection before it is passed on. When the
 * platform fails, a browser navigating here goes back to the list with the error as a notice; the page's own
 * fetch (JavaScript) gets the status and says so in place.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.export");
  const params = listParamsFrom(request, devices);
  const options = await loadOrFail(request, () => loadDeviceFilterOptions(user.platform, params.filters));
  const { filters } = checkFilters(devices, params, options).params;
  let file: Awaited<ReturnType<typeof exportDevices>>;
  let defused: Awaited<ReturnType<typeof defuseWorkbook>>;
  try {
    file = await exportDevices(user.platform, filters);
    // Re-written in a worker thread (issue 17.9): a large or hostile file never holds up other requests.
    defused = await defuseWorkbook(file.data);
    if (!defused.ok) throw new PlatformError("shape", 502, null);
  } catch (error) {
    if (!isPlatformError(error) || error.status === 401) return loadOrFail(request, () => Promise.reject(error));
    const failure = describeFailure(error);
    if (!request.headers.get("Accept")?.includes("text/html")) return json({ message: failure.message, detail: failure.detail }, { status: failure.status });
    await pushFlash(user.sessionId, { level: "error", message: failure.message, detail: failure.detail });
    return redirect(`${devices.basePath}${new URL(request.url).search}`);
  }
  const body = defused.value;
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
