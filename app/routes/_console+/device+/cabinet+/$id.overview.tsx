import type { MetaFunction } from "@remix-run/node";
import { ControllerOverviewTab } from "~/ui/controllers/ControllerScreens";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.cabinet");

export default function Page() {
  return <ControllerOverviewTab />;
}
