import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { firmwareServer } from "~/resources/firmware.server";
import { FirmwareDeleteModal } from "~/ui/firmware/FirmwareModals";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.delete");

export const loader = (args: LoaderFunctionArgs) => firmwareServer.record(args, "cabinet", "delete");

export const action = (args: ActionFunctionArgs) => firmwareServer.remove(args, "cabinet");

export default function Page() {
  return <FirmwareDeleteModal kind="cabinet" />;
}
