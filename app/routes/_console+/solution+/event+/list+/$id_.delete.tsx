import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { events } from "~/resources/solutions";
import { eventsCrud } from "~/resources/solutions.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "event.title");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, eventsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, eventsCrud, plainDeleteSchema);

export default function DeleteEvent() {
  return <CrudDeleteModal resource={events} schema={plainDeleteSchema} />;
}
