import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { emailRecords } from "~/resources/message";
import { emailRecordCrud } from "~/resources/sent-records.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.emailSentRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, emailRecordCrud);

export default function EmailRecordDetail() {
  return <CrudDetailModal resource={emailRecords} />;
}
