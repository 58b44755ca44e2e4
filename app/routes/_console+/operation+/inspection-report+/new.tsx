import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { inspectionReports } from "~/resources/operations";
import { inspectionReportSchema } from "~/resources/operations-forms";
import { inspectionReportCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.inspectionReport");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, inspectionReportCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, inspectionReportCrud);

export default function NewInspectionReport() {
  return <CrudFormModal resource={inspectionReports} schema={inspectionReportSchema} mode="create" />;
}
