import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { roles } from "~/resources/system";
import { roleCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.role");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, roleCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, roleCrud, plainDeleteSchema);

export default function DeleteRole() {
  return <CrudDeleteModal resource={roles} schema={plainDeleteSchema} />;
}
