import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import type { Competition } from "~/platform/solutions.server";
import { eventDevices, events, eventVolunteers } from "~/resources/solutions";
import { eventsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "event.title");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, eventsCrud);

/** An event's detail with its guards: the device and volunteer lists narrowed to it. */
export default function EventDetail() {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Competition };
  return (
    <CrudDetailModal resource={events}>
      <p style={{ display: "flex", gap: 16 }} data-testid="event-guards">
        <Link to={`${eventDevices.basePath}?competitionId=${record.id}`}>{t("event.guardDevices", { count: record.deviceCount ?? 0 })}</Link>
        <Link to={`${eventVolunteers.basePath}?competitionId=${record.id}`}>{t("event.guardVolunteers", { count: record.volunteerCount ?? 0 })}</Link>
      </p>
    </CrudDetailModal>
  );
}
