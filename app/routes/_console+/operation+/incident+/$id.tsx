import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { incidentRecords } from "~/resources/operations";
import { incidentCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.incidentRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, incidentCrud);

export default function IncidentRecordDetail() {
  return <CrudDetailModal resource={incidentRecords} />;
}
