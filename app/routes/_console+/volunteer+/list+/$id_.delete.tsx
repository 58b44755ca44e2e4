import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { volunteers } from "~/resources/people";
import { volunteersCrud } from "~/resources/people.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, volunteersCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, volunteersCrud, plainDeleteSchema);

export default function DeleteVolunteer() {
  return <CrudDeleteModal resource={volunteers} schema={plainDeleteSchema} />;
}
