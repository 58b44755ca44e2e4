import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { inspectionReports } from "~/resources/operations";
import { inspectionReportCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.inspectionReport");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, inspectionReportCrud);

export default function InspectionReportDetail() {
  return <CrudDetailModal resource={inspectionReports} />;
}
