import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { eventVolunteers } from "~/resources/solutions";
import { eventVolunteersSchema } from "~/resources/solutions-forms";
import { eventVolunteersCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventVolunteer.title");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, eventVolunteersCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, eventVolunteersCrud);

export default function EditEventVolunteer() {
  return <CrudFormModal resource={eventVolunteers} schema={eventVolunteersSchema} mode="edit" />;
}
