import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { operationLogs } from "~/resources/admin/operation-logs";
import { operationLogsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.operationLog");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, operationLogsCrud);

export default function OperationLogDetail() {
  return <CrudDetailModal resource={operationLogs} />;
}
