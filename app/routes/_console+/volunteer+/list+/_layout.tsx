import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { volunteers } from "~/resources/people";
import { volunteersCrud } from "~/resources/people.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerList");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, volunteersCrud);

export default function VolunteersPage() {
  return <CrudListPage resource={volunteers} />;
}
