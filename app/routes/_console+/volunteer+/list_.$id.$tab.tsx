import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { RecordListTab, within, type RecordList } from "~/engine/RecordListTab";
import { rewardPointsCalls, volunteerExamCalls, volunteerLearningCalls } from "~/platform/people.server";
import { helpCallCalls } from "~/platform/solutions.server";
import { listCertificates, listVolunteerResponses } from "~/platform/volunteers.server";
import {
  VOLUNTEER_TABS, volunteerCalls, volunteerCertificatesOf, volunteerExams, volunteerLearning, volunteerPoints, volunteerResponses, type VolunteerTab,
} from "~/resources/people";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `volunteerTab.${args.params.tab}`);

/** The tabs that are lists: the declaration and the call, narrowed to this volunteer (honors and rescue info have routes of their own). */
const LISTS: Partial<Record<VolunteerTab, RecordList>> = {
  certificates: {
    resource: volunteerCertificatesOf,
    fetch: (ctx, id, params) => listCertificates(ctx, within("volunteerId", id, params)),
    link: (row) => `/volunteer/certificate/${row.id}`,
  },
  points: { resource: volunteerPoints, fetch: (ctx, id, params) => rewardPointsCalls.list(ctx, within("volunteerId", id, params)) },
  "rescue-calls": {
    resource: volunteerCalls,
    fetch: (ctx, id, params) => helpCallCalls.list(ctx, within("volunteerId", id, params)),
    link: (row) => `/solution/help/calls/${row.id}`,
  },
  "rescue-responses": { resource: volunteerResponses, fetch: (ctx, id, params) => listVolunteerResponses(ctx, id, params) },
  "study-exams": { resource: volunteerExams, fetch: (ctx, id, params) => volunteerExamCalls.list(ctx, within("volunteerId", id, params)) },
  "study-learning": { resource: volunteerLearning, fetch: (ctx, id, params) => volunteerLearningCalls.list(ctx, within("volunteerId", id, params)) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "volunteerList.get");
  const id = recordId(params);
  const tab = kindParam(VOLUNTEER_TABS, params.tab);
  const list = LISTS[tab];
  if (!list) throw json({ message: "error.page404" }, { status: 404 });
  return json({ tab, ...(await loadList(request, list.resource, (ctx, listParams) => list.fetch(ctx, id, listParams), user)) });
}

export default function VolunteerTabPage() {
  const data = useLoaderData<typeof loader>() as unknown as { tab: VolunteerTab } & Record<string, unknown>;
  return <RecordListTab tab={data.tab} list={LISTS[data.tab]!} data={data} />;
}
