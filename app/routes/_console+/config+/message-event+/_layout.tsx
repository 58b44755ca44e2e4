import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { messageEvents } from "~/resources/admin/message-events";
import { messageEventsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.messageEvent");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, messageEventsCrud);

export default function MessageEventsPage() {
  return <CrudListPage resource={messageEvents} />;
}
