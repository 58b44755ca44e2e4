import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { loadRecord } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { RouteTabs } from "~/engine/RouteTabs";
import { agenciesCalls, type Agency } from "~/platform/org.server";
import { AGENCY_TABS, agencies } from "~/resources/org";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "agency.detailTitle", args.data?.record.name ?? undefined);

/** An agency's page (§2): its details, then admin info and related devices as tabs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await loadRecord(request, params, agencies, agenciesCalls.get);
  return json({ record });
}

export default function AgencyDetail() {
  const { t } = useTranslation();
  const can = useCan();
  const { record } = useLoaderData<typeof loader>() as unknown as { record: Agency };
  const base = `${agencies.basePath}/${record.id}`;
  return (
    <div className="resource-page" data-testid="agency-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{record.name}</h1>
          <div style={{ display: "flex", gap: 12 }}>
            <Link to={agencies.basePath}>{t("common.back")}</Link>
            {can("agencyList.edit") && <Link to={`${base}/edit`}>{t("common.edit")}</Link>}
          </div>
        </div>
        <DetailView columns={agencies.detail ?? []} record={record} />
        <div style={{ marginTop: 16 }}>
          <RouteTabs label={t("agency.tabs")} testId="agency-tabs" tabs={AGENCY_TABS.map((tab) => ({ to: `${base}/${tab}`, label: t(`agency.tab.${tab}`) }))} />
        </div>
      </section>
      <Outlet />
    </div>
  );
}
