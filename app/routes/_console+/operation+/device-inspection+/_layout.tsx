import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { deviceInspections } from "~/resources/operations";
import { deviceInspectionCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceInspection");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, deviceInspectionCrud);

export default function DeviceInspectionListPage() {
  return <CrudListPage resource={deviceInspections} offered={{ add: false, delete: false }} />;
}
