import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { controllerServer } from "~/resources/controllers.server";
import { ControllerFirmwareUpdateModal } from "~/ui/controllers/ControllerForms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.connector");

export const loader = (args: LoaderFunctionArgs) => controllerServer.firmwareUpdate(args, "connector");

export const action = (args: ActionFunctionArgs) => controllerServer.saveFirmwareUpdate(args, "connector");

export default function Page() {
  return <ControllerFirmwareUpdateModal />;
}
