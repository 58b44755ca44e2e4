import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { storedFileHref } from "~/engine/record-values";
import { loadRecord } from "~/engine/detail.server";
import { getLang } from "~/i18n/i18next.server";
import { localName } from "~/lib/local-name";
import { DetailView } from "~/engine/DetailView";
import { RouteTabs } from "~/engine/RouteTabs";
import { institutionsCalls, type Institution } from "~/platform/org.server";
import { INSTITUTION_TABS, institutions } from "~/resources/org";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "institution.detailTitle", args.data?.name || undefined);

/** An institution's page (§2): who it is, where it sits in the tree, then its nine tabs as nested routes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await loadRecord(request, params, institutions, institutionsCalls.get);
  const lang = getLang(request);
  return json({ record, name: localName(record, lang), parentName: localName(record, lang, "parentName") });
}

export default function InstitutionDetail() {
  const { t } = useTranslation();
  const can = useCan();
  const { record, name, parentName } = useLoaderData<typeof loader>() as unknown as { record: Institution; name: string; parentName: string };
  const base = `${institutions.basePath}/${record.id}`;
  const icon = storedFileHref(record.icon);
  return (
    <div className="resource-page" data-testid="institution-detail">
      <section className="resource-card">
        <div className="device-header">
          <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
            {icon && <img src={icon} alt="" width={48} height={48} style={{ objectFit: "contain" }} />}
            <h1>{name}</h1>
          </div>
          <div style={{ display: "flex", gap: 12 }}>
            <Link to={record.parentId ? `${institutions.basePath}?parentId=${record.parentId}` : institutions.basePath}>{t("common.back")}</Link>
            {can("institutionList.edit") && <Link to={`${base}/edit`}>{t("common.edit")}</Link>}
          </div>
        </div>
        <DetailView columns={institutions.detail ?? []} record={record} />
        {record.parentId && (
          <p>
            {t("institution.parentName")}: <Link to={`${institutions.basePath}/${record.parentId}`}>{parentName}</Link>
          </p>
        )}
        <div style={{ marginTop: 16 }}>
          <RouteTabs label={t("institution.tabs")} testId="institution-tabs" tabs={INSTITUTION_TABS.map((tab) => ({ to: `${base}/${tab}`, label: t(`institution.tab.${tab}`) }))} />
        </div>
      </section>
      <Outlet />
    </div>
  );
}
