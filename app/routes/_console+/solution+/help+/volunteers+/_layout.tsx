import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { helpVolunteers } from "~/resources/solutions";
import { helpVolunteersCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "helpVolunteer.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, helpVolunteersCrud);

export default function HelpVolunteerList() {
  return <CrudListPage resource={helpVolunteers} readOnly detail={false} />;
}
