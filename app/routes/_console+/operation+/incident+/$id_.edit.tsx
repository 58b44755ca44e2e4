import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { incidentRecords } from "~/resources/operations";
import { incidentSchema } from "~/resources/operations-forms";
import { incidentCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.incidentRecord");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, incidentCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, incidentCrud);

export default function EditIncidentRecord() {
  return <CrudFormModal resource={incidentRecords} schema={incidentSchema} mode="edit" />;
}
