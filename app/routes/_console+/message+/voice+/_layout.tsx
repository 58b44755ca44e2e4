import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { vmsRecords } from "~/resources/message";
import { vmsRecordCrud } from "~/resources/sent-records.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vmsSentRecord");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, vmsRecordCrud);

export default function VmsRecordsPage() {
  return <CrudListPage resource={vmsRecords} readOnly />;
}
