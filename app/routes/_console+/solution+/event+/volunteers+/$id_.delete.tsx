import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { eventVolunteers } from "~/resources/solutions";
import { eventVolunteersCrud } from "~/resources/solutions.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventVolunteer.title");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, eventVolunteersCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, eventVolunteersCrud, plainDeleteSchema);

export default function DeleteEventVolunteer() {
  return <CrudDeleteModal resource={eventVolunteers} schema={plainDeleteSchema} />;
}
