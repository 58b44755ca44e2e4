import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listDeviceRecords } from "~/platform/device-detail.server";
import { runningRecords, RUNNING_KINDS } from "~/resources/device-records";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceRecord.running.${args.params.kind}`);

const kindOf = (kind: string | undefined) => {
  if (!RUNNING_KINDS.includes(kind as (typeof RUNNING_KINDS)[number])) throw json({ message: "error.page404" }, { status: 404 });
  return kind as (typeof RUNNING_KINDS)[number];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.get");
  const id = recordId(params);
  const kind = kindOf(params.kind);
  const { records, resource } = runningRecords[kind];
  return json({ kind, ...(await loadList(request, resource, (ctx, listParams) => listDeviceRecords(ctx, id, records, listParams), user)) });
}

export default function DeviceRunningRecords() {
  const data = useLoaderData<typeof loader>();
  return <ResourceList key={data.kind} resource={runningRecords[data.kind].resource} data={data as never} />;
}
