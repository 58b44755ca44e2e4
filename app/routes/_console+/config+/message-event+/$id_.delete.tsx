import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { messageEvents } from "~/resources/admin/message-events";
import { messageEventsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.messageEvent");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, messageEventsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, messageEventsCrud, plainDeleteSchema);

export default function DeleteMessageEvent() {
  return <CrudDeleteModal resource={messageEvents} schema={plainDeleteSchema} />;
}
