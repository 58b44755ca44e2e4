import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { loadRecord } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { RouteTabs } from "~/engine/RouteTabs";
import { volunteersCalls, type Volunteer } from "~/platform/people.server";
import { VOLUNTEER_TAB_GROUPS, VOLUNTEER_TABS, volunteers, type VolunteerTab } from "~/resources/people";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "volunteerTab.tabs", args.data?.record.firstName ?? undefined);

/** A volunteer's page (§2): the profile, then the tabs as nested routes (rescue and study records with sub-lists). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await loadRecord(request, params, volunteers, volunteersCalls.get);
  return json({ record });
}

const GROUP_OF: Partial<Record<VolunteerTab, string>> = { "rescue-calls": "rescue", "study-exams": "study" };

export default function VolunteerDetail() {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname } = useLocation();
  const { record } = useLoaderData<typeof loader>() as unknown as { record: Volunteer };
  const base = `${volunteers.basePath}/${record.id}`;
  const grouped = new Set(Object.values(VOLUNTEER_TAB_GROUPS).flatMap((members) => members!.slice(1)));
  const tabs = VOLUNTEER_TABS.filter((tab) => !grouped.has(tab)).map((tab) => ({
    to: `${base}/${tab}`,
    label: t(`volunteerTab.${GROUP_OF[tab] ?? tab}`),
    match: `${base}/${tab}`,
    also: VOLUNTEER_TAB_GROUPS[tab]?.map((member) => `${base}/${member}`),
  }));
  const openGroup = Object.entries(VOLUNTEER_TAB_GROUPS).find(([, members]) => members!.some((member) => pathname.startsWith(`${base}/${member}`)));
  return (
    <div className="resource-page" data-testid="volunteer-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{`${record.firstName ?? ""}${record.lastName ? ` ${record.lastName}` : ""}`}</h1>
          <div style={{ display: "flex", gap: 12 }}>
            <Link to={volunteers.basePath}>{t("volunteerTab.back")}</Link>
            {can("volunteerList.edit") && <Link to={`${base}/edit`}>{t("common.edit")}</Link>}
          </div>
        </div>
        <DetailView columns={volunteers.detail ?? []} record={record} />
        <div style={{ marginTop: 16 }}>
          <RouteTabs label={t("volunteerTab.tabs")} testId="volunteer-tabs" tabs={tabs} />
          {openGroup && (
            <RouteTabs
              sub
              label={t("volunteerTab.subTabs", { group: t(`volunteerTab.${GROUP_OF[openGroup[0] as VolunteerTab]}`) })}
              testId="volunteer-subtabs"
              tabs={openGroup[1]!.map((member) => ({ to: `${base}/${member}`, label: t(`volunteerTab.${member}`) }))}
            />
          )}
        </div>
      </section>
      <Outlet />
    </div>
  );
}
