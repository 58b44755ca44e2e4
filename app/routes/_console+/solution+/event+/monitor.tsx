import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { RowsTable } from "~/engine/RowsTable";
import { formatDateTime } from "~/lib/format";
import { competitionCalls, type Competition } from "~/platform/solutions.server";
import { eventDevices, events, eventVolunteers } from "~/resources/solutions";
import { MonitorHeader } from "~/ui/live/MonitorHeader";
import { useRevalidateOnLive } from "~/ui/live/use-revalidate-on-live";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "solution.monitor");

const LIVE_TYPES = ["oneKeyHelp", "event", "inUsed", "toNetwork"];
const columns = events.columns.filter((column) => ["name", "guaranteeState", "startTime", "endTime", "cityName", "deviceCount", "volunteerCount"].includes(column.key));

/** The event monitor: events in progress with their guarantee state and guards, then the next ones to start. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "eventSolution.query");
  const [running, upcoming] = await loadOrFail(request, () =>
    Promise.all([
      competitionCalls.list(user.platform, { pageNo: 1, pageSize: 50, sortField: "startTime", sortOrder: "ascend", filters: { displayState: "IN_PROGRESS" } }),
      competitionCalls.list(user.platform, { pageNo: 1, pageSize: 5, sortField: "startTime", sortOrder: "ascend", filters: { displayState: "NOT_STARTED" } }),
    ]),
  );
  return json({ running: running.rows, upcoming: upcoming.rows, at: formatDateTime(new Date()) });
}

export default function EventMonitor() {
  const { t } = useTranslation();
  const { running, upcoming, at } = useLoaderData<typeof loader>() as unknown as { running: Competition[]; upcoming: Competition[]; at: string };
  useRevalidateOnLive(LIVE_TYPES);
  const cells = {
    name: (row: Competition) => <Link to={`${events.basePath}/${row.id}`}>{row.name}</Link>,
    deviceCount: (row: Competition) => <Link to={`${eventDevices.basePath}?competitionId=${row.id}`}>{row.deviceCount ?? 0}</Link>,
    volunteerCount: (row: Competition) => <Link to={`${eventVolunteers.basePath}?competitionId=${row.id}`}>{row.volunteerCount ?? 0}</Link>,
  };
  return (
    <div className="resource-page" data-testid="event-monitor">
      <section className="resource-card" aria-labelledby="running-events">
        <MonitorHeader id="running-events" title={t("solution.runningEvents")} count={running.length} at={at} />
        <RowsTable columns={columns} rows={running} caption={t("solution.runningEvents")} empty={t("solution.noRunningEvents")} testId="running-events" cells={cells} />
      </section>
      <section className="resource-card" aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="card-title">{t("solution.upcomingEvents")}</h2>
        <RowsTable columns={columns} rows={upcoming} caption={t("solution.upcomingEvents")} empty={t("solution.noRunningEvents")} testId="upcoming-events" cells={cells} />
      </section>
    </div>
  );
}
