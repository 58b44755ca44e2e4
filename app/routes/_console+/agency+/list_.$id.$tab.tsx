import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { RecordListTab, within, type RecordList } from "~/engine/RecordListTab";
import { listDevices } from "~/platform/devices.server";
import { userCalls } from "~/platform/system.server";
import { AGENCY_TABS, agencyDevices, orgAdmins, type AgencyTab } from "~/resources/org";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `agency.tab.${args.params.tab}`);

const LISTS: Record<AgencyTab, RecordList> = {
  admins: { resource: orgAdmins, fetch: (ctx, id, params) => userCalls.list(ctx, within("agencyId", id, params)), link: (row) => `/system/user/${row.id}` },
  // The device list narrowed to the agency: the fleet's own declaration, its state filters kept.
  devices: { resource: agencyDevices, fetch: (ctx, id, params) => listDevices(ctx, within("agencyId", id, params)), link: (row) => deviceHref(String(row.id)) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "agencyList.get");
  const id = recordId(params);
  const tab = kindParam(AGENCY_TABS, params.tab);
  const list = LISTS[tab];
  return json({ tab, ...(await loadList(request, list.resource, (ctx, listParams) => list.fetch(ctx, id, listParams), user)) });
}

export default function AgencyTabPage() {
  const data = useLoaderData<typeof loader>() as unknown as { tab: AgencyTab };
  return <RecordListTab tab={data.tab} list={LISTS[data.tab]} data={data} />;
}
