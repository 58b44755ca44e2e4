import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { messageEvents } from "~/resources/admin/message-events";
import { messageEventsSchema } from "~/resources/admin-forms";
import { messageEventsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.messageEvent");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, messageEventsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, messageEventsCrud);

export default function NewMessageEvent() {
  return <CrudFormModal resource={messageEvents} schema={messageEventsSchema} mode="create" />;
}
