import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";
import { ControllerListPage } from "~/ui/controllers/ControllerScreens";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.cabinet");

export const loader = (args: LoaderFunctionArgs) => controllerServer.list(args, "cabinet");

export default function Page() {
  return <ControllerListPage kind="cabinet" />;
}
