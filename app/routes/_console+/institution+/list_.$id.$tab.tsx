import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import { RecordListTab, within, type RecordList } from "~/engine/RecordListTab";
import { FactList } from "~/engine/DetailView";
import { listDevices } from "~/platform/devices.server";
import { inspectionReportCalls } from "~/platform/operations.server";
import { institutionsCalls, listInstitutionRecords } from "~/platform/org.server";
import { helpConfigCalls } from "~/platform/solutions.server";
import { userCalls } from "~/platform/system.server";
import {
  INSTITUTION_TABS, orgAdmins, institutionChildren, institutionDevices, institutionHelpCodes, institutionInspections, institutionPackages,
  institutions, institutionVolunteers, type InstitutionTab,
} from "~/resources/org";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `institution.tab.${args.params.tab}`);

/** The tabs that are lists: which declaration shows them and which call, narrowed to this institution, fills them. */
const LISTS: Partial<Record<InstitutionTab, RecordList>> = {
  admins: { resource: orgAdmins, fetch: (ctx, id, params) => userCalls.list(ctx, within("institutionId", id, params)), link: (row) => `/system/user/${row.id}` },
  children: { resource: institutionChildren, fetch: (ctx, id, params) => institutionsCalls.list(ctx, within("parentId", id, params)), link: (row) => `${institutions.basePath}/${row.id}` },
  devices: { resource: institutionDevices, fetch: (ctx, id, params) => listDevices(ctx, within("institutionId", id, params)), link: (row) => deviceHref(String(row.id)) },
  volunteers: { resource: institutionVolunteers, fetch: (ctx, id, params) => listInstitutionRecords(ctx, id, "volunteers", params) },
  packages: { resource: institutionPackages, fetch: (ctx, id, params) => listInstitutionRecords(ctx, id, "packages", params) },
  inspections: { resource: institutionInspections, fetch: (ctx, id, params) => inspectionReportCalls.list(ctx, within("institutionId", id, params)) },
  "help-codes": { resource: institutionHelpCodes, fetch: (ctx, id, params) => listInstitutionRecords(ctx, id, "call-for-help-codes", params) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "institutionList.get");
  const id = recordId(params);
  const tab = kindParam(INSTITUTION_TABS, params.tab);
  const list = LISTS[tab];
  if (list) return json({ tab, ...(await loadList(request, list.resource, (ctx, listParams) => list.fetch(ctx, id, listParams), user)) });
  // Service config and inform-volunteer: the institution's own settings beside the one-click help rules they follow.
  const [institution, help, guards] = await loadOrFail(request, () =>
    Promise.all([
      institutionsCalls.get(user.platform, id),
      helpConfigCalls.get(user.platform, "1"),
      listInstitutionRecords(user.platform, id, "volunteers", { pageNo: 1, pageSize: 100, filters: {} }),
    ]),
  );
  const certified = guards.rows.filter((row) => row.certificateState === "VALID").length;
  return json({ tab, institution, help, volunteers: guards.total, certified });
}

type Settings = {
  tab: "service" | "inform";
  institution: { id: string | number; packageName?: string | null; inspectionReportService?: boolean | null; callForHelpCode?: string | null };
  help: { callDistance?: number | null; receiverLimit?: number | null; rescueDuration?: number | null; viewRange?: number | null };
  volunteers: number;
  certified: number;
};

export default function InstitutionTabPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>() as unknown as { tab: InstitutionTab } & Record<string, unknown>;
  const list = LISTS[data.tab];
  if (list) return <RecordListTab tab={data.tab} list={list} data={data} />;
  const { tab, institution, help, volunteers, certified } = data as unknown as Settings;
  const rows: [string, string][] =
    tab === "service"
      ? [
          [t("institution.service.package"), institution.packageName ?? "—"],
          [t("institution.service.inspection"), t(`institution.inspectionReportServiceValues.${institution.inspectionReportService === true}`)],
          [t("institution.service.callForHelpCode"), institution.callForHelpCode ?? "—"],
          [t("institution.service.helpDistance"), `${help.callDistance ?? "—"} m`],
          [t("institution.service.helpReceivers"), String(help.receiverLimit ?? "—")],
        ]
      : [
          [t("institution.inform.volunteers"), String(volunteers)],
          [t("institution.inform.certified"), String(certified)],
          [t("institution.service.helpDistance"), `${help.callDistance ?? "—"} m`],
          [t("institution.service.helpReceivers"), String(help.receiverLimit ?? "—")],
        ];
  return (
    <section className="resource-card" data-testid={`institution-${tab}`} aria-labelledby="institution-settings-title">
      <h2 id="institution-settings-title" className="card-title">{t(`institution.${tab}.title`)}</h2>
      {tab === "inform" && <p>{t("institution.inform.intro")}</p>}
      <FactList rows={rows} />
      <p>
        {tab === "service" ? (
          <Link to={`${institutions.basePath}/${institution.id}/edit`}>{t("institution.service.edit")}</Link>
        ) : (
          <Link to="/solution/help/config">{t("institution.inform.config")}</Link>
        )}
      </p>
    </section>
  );
}
