import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { eventVolunteers } from "~/resources/solutions";
import { eventVolunteersSchema } from "~/resources/solutions-forms";
import { eventVolunteersCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventVolunteer.title");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, eventVolunteersCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, eventVolunteersCrud);

export default function NewEventVolunteer() {
  const [search] = useSearchParams();
  const defaults = Object.fromEntries(["competitionId"].flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  return <CrudFormModal resource={eventVolunteers} schema={eventVolunteersSchema} mode="create" defaults={defaults} />;
}
