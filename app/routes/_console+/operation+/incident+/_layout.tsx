import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { incidentRecords } from "~/resources/operations";
import { incidentCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.incidentRecord");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, incidentCrud);

export default function IncidentRecordListPage() {
  return <CrudListPage resource={incidentRecords} />;
}
