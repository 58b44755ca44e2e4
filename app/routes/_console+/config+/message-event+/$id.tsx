import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { messageEvents } from "~/resources/admin/message-events";
import { messageEventsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.messageEvent");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, messageEventsCrud);

export default function MessageEventDetail() {
  return <CrudDetailModal resource={messageEvents} />;
}
