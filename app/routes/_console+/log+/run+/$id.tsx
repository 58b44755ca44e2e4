import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { runLogs } from "~/resources/admin/run-logs";
import { runLogsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.runLog");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, runLogsCrud);

export default function RunLogDetail() {
  return <CrudDetailModal resource={runLogs} />;
}
