import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { firmwareServer } from "~/resources/firmware.server";
import { FirmwareListPage } from "~/ui/firmware/FirmwareListPage";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.cabinetFirmware");

export const loader = (args: LoaderFunctionArgs) => firmwareServer.list(args, "cabinet");

export default function Page() {
  return <FirmwareListPage kind="cabinet" />;
}
