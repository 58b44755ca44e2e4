import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { RouteTabs } from "~/engine/RouteTabs";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const TABS = ["list", "devices", "volunteers", "config", "monitor"] as const;
const TAB_LABELS = { list: "solution.events", devices: "eventDevice.title", volunteers: "eventVolunteer.title", config: "solution.eventConfig", monitor: "solution.monitor" } as const;

/** Event (competition) solutions (§2): its modules as route tabs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "eventSolution.query");
  return json(null);
}

export default function EventSolution() {
  const { t } = useTranslation();
  return (
    <>
      <div className="solution-tabs">
        <RouteTabs label={t("solution.eventTabs")} testId="event-tabs" tabs={TABS.map((tab) => ({ to: `/solution/event/${tab}`, label: t(TAB_LABELS[tab]) }))} />
      </div>
      <Outlet />
    </>
  );
}
