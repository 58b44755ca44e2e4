import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { runLogs } from "~/resources/admin/run-logs";
import { runLogsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.runLog");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, runLogsCrud);

export default function RunLogsPage() {
  return <CrudListPage resource={runLogs} readOnly />;
}
