import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { eventVolunteers } from "~/resources/solutions";
import { eventVolunteersCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventVolunteer.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, eventVolunteersCrud);

export default function EventVolunteerList() {
  return <CrudListPage resource={eventVolunteers} detail={false} />;
}
