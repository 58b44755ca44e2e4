import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useParams } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { useCrudActions } from "~/engine/CrudActions";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { within } from "~/engine/RecordListTab";
import { ResourceList } from "~/engine/ResourceList";
import { volunteerHonorCalls, type VolunteerHonor } from "~/platform/people.server";
import { honorsOf } from "~/resources/people";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "volunteerTab.honors");

/** A volunteer's honors (§2 honor info): listed here, added and deleted in modals over the list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "volunteerList.get");
  const id = recordId(params);
  return json(await loadList(request, honorsOf(id), (ctx, listParams) => volunteerHonorCalls.list(ctx, within("volunteerId", id, listParams)), user));
}

export default function VolunteerHonors() {
  const data = useLoaderData<typeof loader>();
  const resource = honorsOf(useParams().id ?? "");
  const actions = useCrudActions<VolunteerHonor>(resource, "volunteer-honor-add", { edit: false });
  return (
    <ResourceList<VolunteerHonor> resource={resource} data={data as never} toolbar={actions.toolbar} rowActions={actions.rowActions}>
      <Outlet />
    </ResourceList>
  );
}
