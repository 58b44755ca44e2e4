import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { vmsRecords } from "~/resources/message";
import { vmsRecordCrud } from "~/resources/sent-records.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vmsSentRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, vmsRecordCrud);

export default function VmsRecordDetail() {
  return <CrudDetailModal resource={vmsRecords} />;
}
