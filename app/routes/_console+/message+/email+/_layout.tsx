import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { emailRecords } from "~/resources/message";
import { emailRecordCrud } from "~/resources/sent-records.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.emailSentRecord");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, emailRecordCrud);

export default function EmailRecordsPage() {
  return <CrudListPage resource={emailRecords} readOnly />;
}
