import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";
import { ControllerHistoryTab } from "~/ui/controllers/ControllerScreens";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.cabinet");

export const loader = (args: LoaderFunctionArgs) => controllerServer.history(args, "cabinet");

export default function Page() {
  return <ControllerHistoryTab />;
}
