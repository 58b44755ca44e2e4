import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { events } from "~/resources/solutions";
import { eventsSchema } from "~/resources/solutions-forms";
import { eventsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "event.title");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, eventsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, eventsCrud);

export default function EditEvent() {
  return <CrudFormModal resource={events} schema={eventsSchema} mode="edit" />;
}
