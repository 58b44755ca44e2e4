import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { firmwareServer } from "~/resources/firmware.server";
import { FirmwareFormModal } from "~/ui/firmware/FirmwareModals";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.edit");

export const loader = (args: LoaderFunctionArgs) => firmwareServer.record(args, "cabinet", "edit");

export const action = (args: ActionFunctionArgs) => firmwareServer.update(args, "cabinet");

export default function Page() {
  return <FirmwareFormModal kind="cabinet" mode="edit" />;
}
