import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { inspectionReports } from "~/resources/operations";
import { inspectionReportCrud } from "~/resources/operations.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.inspectionReport");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, inspectionReportCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, inspectionReportCrud, plainDeleteSchema);

export default function DeleteInspectionReport() {
  return <CrudDeleteModal resource={inspectionReports} schema={plainDeleteSchema} />;
}
