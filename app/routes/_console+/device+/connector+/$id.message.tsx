import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";
import { ControllerMessageTab } from "~/ui/controllers/ControllerScreens";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.connector");

export const loader = (args: LoaderFunctionArgs) => controllerServer.messageInfo(args, "connector");

export default function Page() {
  return <ControllerMessageTab />;
}
