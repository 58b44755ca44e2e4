import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { RowsTable } from "~/engine/RowsTable";
import { formatDateTime } from "~/lib/format";
import { helpCallCalls, type HelpCall } from "~/platform/solutions.server";
import { helpCalls } from "~/resources/solutions";
import { MonitorHeader } from "~/ui/live/MonitorHeader";
import { useRevalidateOnLive } from "~/ui/live/use-revalidate-on-live";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "solution.monitor");

const OPEN_STATES = ["SENDED", "NOTIFIED", "RECEIVED"] as const;
const LIVE_TYPES = ["oneKeyHelp"];
const columns = helpCalls.columns.filter((column) => ["callForHelpDate", "volunteerName", "cityName", "address", "state", "notifiedCount", "acceptedCount"].includes(column.key));

/** The one-click help monitor: open calls first, then the latest ones; live with JavaScript, a refresh link without. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "helpSolution.query");
  const newest = { pageNo: 1, pageSize: 50, sortField: "callForHelpDate", sortOrder: "descend" as const };
  const [open, recent] = await loadOrFail(request, () =>
    Promise.all([
      Promise.all(OPEN_STATES.map((state) => helpCallCalls.list(user.platform, { ...newest, filters: { state } }))),
      helpCallCalls.list(user.platform, { ...newest, pageSize: 10, filters: {} }),
    ]),
  );
  const openRows = open.flatMap((page) => page.rows).sort((a, b) => String(b.callForHelpDate).localeCompare(String(a.callForHelpDate)));
  return json({ open: openRows, recent: recent.rows, at: formatDateTime(new Date()) });
}

export default function HelpMonitor() {
  const { t } = useTranslation();
  const { open, recent, at } = useLoaderData<typeof loader>() as unknown as { open: HelpCall[]; recent: HelpCall[]; at: string };
  useRevalidateOnLive(LIVE_TYPES);
  const detail = { address: (row: HelpCall) => <Link to={`${helpCalls.basePath}/${row.id}`}>{row.address || t("common.detail")}</Link> };
  return (
    <div className="resource-page" data-testid="help-monitor">
      <section className="resource-card" aria-labelledby="open-calls">
        <MonitorHeader id="open-calls" title={t("solution.openCalls")} count={open.length} at={at} />
        <RowsTable columns={columns} rows={open} caption={t("solution.openCalls")} empty={t("solution.noOpenCalls")} testId="open-calls" cells={detail} />
        <noscript><p className="muted">{t("solution.liveHint")}</p></noscript>
      </section>
      <section className="resource-card" aria-labelledby="recent-calls">
        <h2 id="recent-calls" className="card-title">{t("solution.recentCalls")}</h2>
        <RowsTable columns={columns} rows={recent} caption={t("solution.recentCalls")} empty={t("solution.noOpenCalls")} testId="recent-calls" cells={detail} />
      </section>
    </div>
  );
}
