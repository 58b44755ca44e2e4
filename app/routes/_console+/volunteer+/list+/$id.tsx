import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { volunteers } from "~/resources/people";
import { volunteersCrud } from "~/resources/people.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, volunteersCrud);

export default function VolunteerDetail() {
  return <CrudDetailModal resource={volunteers} />;
}
