import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listDeviceRecords } from "~/platform/device-detail.server";
import { runningRecords, RUNNING_KINDS } from "~/resources/device/device-records";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceRecord.running.${args.params.kind}`);


export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const kind = kindParam(RUNNING_KINDS, params.kind);
  const { records, resource } = runningRecords[kind];
  return json({ kind, ...(await loadList(request, resource, (ctx, listParams) => listDeviceRecords(ctx, id, records, listParams), user)) });
}

export default function DeviceRunningRecords() {
  const data = useLoaderData<typeof loader>();
  return <ResourceList key={data.kind} resource={runningRecords[data.kind].resource} data={data as never} />;
}
