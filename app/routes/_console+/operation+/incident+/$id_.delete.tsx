import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { incidentRecords } from "~/resources/operations";
import { incidentCrud } from "~/resources/operations.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.incidentRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, incidentCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, incidentCrud, plainDeleteSchema);

export default function DeleteIncidentRecord() {
  return <CrudDeleteModal resource={incidentRecords} schema={plainDeleteSchema} />;
}
