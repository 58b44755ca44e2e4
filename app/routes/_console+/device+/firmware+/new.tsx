import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { firmwareServer } from "~/resources/firmware.server";
import { FirmwareFormModal } from "~/ui/firmware/FirmwareModals";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "firmware.addTitle");

export const loader = (args: LoaderFunctionArgs) => firmwareServer.newLoader(args, "device");

export const action = (args: ActionFunctionArgs) => firmwareServer.create(args, "device");

export default function Page() {
  return <FirmwareFormModal kind="device" mode="create" />;
}
