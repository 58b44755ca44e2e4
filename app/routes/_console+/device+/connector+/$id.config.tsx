import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";
import { ControllerConfigTab } from "~/ui/controllers/ControllerForms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.connector");

export const loader = (args: LoaderFunctionArgs) => controllerServer.config(args, "connector");

export const action = (args: ActionFunctionArgs) => controllerServer.saveConfig(args, "connector");

export default function Page() {
  return <ControllerConfigTab />;
}
