import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listDeviceRecords } from "~/platform/device-detail.server";
import { dockUsers } from "~/resources/device/device-records";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.dock-users");

/** Dock users of the device (§7 GET /v1/devices/{id}/dock-user-list). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  return json(await loadList(request, dockUsers, (ctx, listParams) => listDeviceRecords(ctx, id, "dock-user-list", listParams), user));
}

export default function DeviceDockUsers() {
  return <ResourceList resource={dockUsers} data={useLoaderData<typeof loader>() as never} />;
}
