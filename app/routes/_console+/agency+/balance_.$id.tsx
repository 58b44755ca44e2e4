import chartStyles from "~/styles/charts.css";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadOrFail } from "~/engine/errors.server";
import { RowsTable } from "~/engine/RowsTable";
import type { ColumnDef } from "~/engine/types";
import { requestT } from "~/i18n/resources.server";
import { weekFigures } from "~/lib/balance";
import { balanceConfigCalls, balanceRecords, balanceWeekStatistics, type BalanceConfig, type BalanceRecord } from "~/platform/solutions.server";
import { balanceConfigs } from "~/resources/solutions";
import { balanceHeatMap } from "~/ui/charts/balance-chart.server";
import { SvgChart } from "~/ui/charts/SvgChart";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** The balance chart's styles (issue 13: with the routes that draw charts, not in every page's sheet). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "menu.balanceConfig", args.data?.record.agencyName ?? undefined);

const RECORDS_SHOWN = 20;
const recordColumns: ColumnDef[] = [
  { key: "changedDate", labelKey: "balance.changedDate", kind: "datetime" },
  { key: "changedBy", labelKey: "balance.changedBy" },
  { key: "oldMaxDeviceCount", labelKey: "balance.oldMaxDeviceCount", kind: "number" },
  { key: "newMaxDeviceCount", labelKey: "balance.newMaxDeviceCount", kind: "number" },
  { key: "description", labelKey: "balance.description", kind: "ellipsis" },
];

/** An agency's balance config: the self-check week as a heat map with its figures, and the change records. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "balanceConfig.get");
  const id = recordId(params);
  const t = requestT(request);
  const [record, week, records] = await loadOrFail(request, () =>
    Promise.all([
      balanceConfigCalls.get(user.platform, id),
      balanceWeekStatistics(user.platform, id),
      balanceRecords(user.platform, id, { pageNo: 1, pageSize: RECORDS_SHOWN, filters: {} }),
    ]),
  );
  const max = record.maxDeviceCount ?? 0;
  return json({ record, figures: weekFigures(week.cells, max), chart: balanceHeatMap(week.cells, max, t), records: records.rows, recordTotal: records.total });
}

export default function BalanceDetail() {
  const { t } = useTranslation();
  const can = useCan();
  const { record, figures, chart, records, recordTotal } = useLoaderData<typeof loader>() as unknown as {
    record: BalanceConfig; figures: ReturnType<typeof weekFigures>; chart: string; records: BalanceRecord[]; recordTotal: number;
  };
  const weekday = (week: number) => t(`balance.weekdays.${week}`);
  const summary = t("balance.heatSummary", {
    agency: record.agencyName, devices: figures.devices, week: weekday(figures.busiest.week), hour: figures.busiest.hour, busiest: figures.busiest.count,
    max: record.maxDeviceCount,
  });
  return (
    <div className="resource-page" data-testid="balance-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{record.agencyName}</h1>
          <div style={{ display: "flex", gap: 12 }}>
            <Link to={balanceConfigs.basePath}>{t("common.back")}</Link>
            {can("balanceConfig.edit") && <Link to={`${balanceConfigs.basePath}/${record.id}/edit`}>{t("common.edit")}</Link>}
          </div>
        </div>
        <DetailView columns={balanceConfigs.detail ?? []} record={record} />
      </section>
      <section className="resource-card" aria-labelledby="balance-heat-title">
        <h2 id="balance-heat-title" style={{ marginTop: 0, fontSize: 16 }}>{t("balance.heatTitle")}</h2>
        <p data-testid="balance-summary">{summary}</p>
        {figures.overLimit > 0 && <p className="badge" data-tone="red" data-testid="balance-over-limit">{t("balance.overLimit", { count: figures.overLimit })}</p>}
        <SvgChart svg={chart} label={summary} testId="balance-heat-map" minWidth={720} />
        <details>
          <summary>{t("balance.tableCaption")}</summary>
          <RowsTable
            columns={[{ key: "slot", labelKey: "balance.heatTitle" }, { key: "count", labelKey: "balance.deviceCount", kind: "number" }]}
            rows={figures.slots}
            caption={t("balance.tableCaption")}
            empty={t("balance.noRecords")}
            testId="balance-slots"
            cells={{ slot: (slot) => `${weekday(slot.week)} ${slot.hour}:00` }}
          />
        </details>
      </section>
      <section className="resource-card" aria-labelledby="balance-records-title">
        <h2 id="balance-records-title" style={{ marginTop: 0, fontSize: 16 }}>{`${t("balance.records")} (${recordTotal})`}</h2>
        <RowsTable columns={recordColumns} rows={records} caption={t("balance.records")} empty={t("balance.noRecords")} testId="balance-records" />
      </section>
    </div>
  );
}
