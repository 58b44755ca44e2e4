import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { operationLogs } from "~/resources/admin/operation-logs";
import { operationLogsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.operationLog");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, operationLogsCrud);

export default function OperationLogsPage() {
  return <CrudListPage resource={operationLogs} readOnly />;
}
