import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { institutions } from "~/resources/org";
import { institutionsCrud } from "~/resources/org.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.institutionList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, institutionsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, institutionsCrud, plainDeleteSchema);

export default function DeleteInstitution() {
  return <CrudDeleteModal resource={institutions} schema={plainDeleteSchema} />;
}
