import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { incidentRecords } from "~/resources/operations";
import { incidentSchema } from "~/resources/operations-forms";
import { incidentCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.incidentRecord");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, incidentCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, incidentCrud);

export default function NewIncidentRecord() {
  return <CrudFormModal resource={incidentRecords} schema={incidentSchema} mode="create" />;
}
