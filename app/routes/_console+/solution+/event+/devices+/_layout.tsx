import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { eventDevices } from "~/resources/solutions";
import { eventDevicesCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventDevice.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, eventDevicesCrud);

export default function EventDeviceList() {
  return <CrudListPage resource={eventDevices} detail={false} />;
}
