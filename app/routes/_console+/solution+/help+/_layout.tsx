import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { RouteTabs } from "~/engine/RouteTabs";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** [path, label key]. */
const TABS = [
  ["calls", "solution.calls"], ["config", "solution.config"], ["devices", "solution.devices"], ["volunteers", "solution.volunteers"],
  ["monitor", "solution.monitor"], ["what-if", "whatIf.tab"],
] as const;

/** One-click help (§2): its modules as route tabs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "helpSolution.query");
  return json(null);
}

export default function HelpSolution() {
  const { t } = useTranslation();
  return (
    <>
      <div className="solution-tabs">
        <RouteTabs label={t("solution.helpTabs")} testId="help-tabs" tabs={TABS.map(([tab, label]) => ({ to: `/solution/help/${tab}`, label: t(label) }))} />
      </div>
      <Outlet />
    </>
  );
}
