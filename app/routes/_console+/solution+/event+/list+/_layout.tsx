import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { events } from "~/resources/solutions";
import { eventsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "event.title");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, eventsCrud);

export default function EventList() {
  return <CrudListPage resource={events} />;
}
