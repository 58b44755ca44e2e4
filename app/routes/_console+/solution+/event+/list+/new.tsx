import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { events } from "~/resources/solutions";
import { eventsSchema } from "~/resources/solutions-forms";
import { eventsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "event.title");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, eventsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, eventsCrud);

export default function NewEvent() {
  return <CrudFormModal resource={events} schema={eventsSchema} mode="create" />;
}
