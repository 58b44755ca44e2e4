import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { helpDevices } from "~/resources/solutions";
import { helpDevicesCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "helpDevice.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, helpDevicesCrud);

export default function HelpDeviceList() {
  return <CrudListPage resource={helpDevices} readOnly detail={false} />;
}
