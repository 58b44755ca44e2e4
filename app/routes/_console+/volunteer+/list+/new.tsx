import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { volunteers } from "~/resources/people";
import { volunteersSchema } from "~/resources/people-forms";
import { volunteersCrud } from "~/resources/people.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerList");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, volunteersCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, volunteersCrud);

export default function NewVolunteer() {
  return <CrudFormModal resource={volunteers} schema={volunteersSchema} mode="create" />;
}
