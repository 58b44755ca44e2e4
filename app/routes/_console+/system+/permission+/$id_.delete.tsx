import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { permissions } from "~/resources/system";
import { permissionCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.permission");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, permissionCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, permissionCrud, plainDeleteSchema);

export default function DeletePermission() {
  return <CrudDeleteModal resource={permissions} schema={plainDeleteSchema} />;
}
