import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { permissions } from "~/resources/system";
import { permissionSchema } from "~/resources/system-forms";
import { permissionCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.permission");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, permissionCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, permissionCrud);

export default function EditPermission() {
  return <CrudFormModal resource={permissions} schema={permissionSchema} mode="edit" />;
}
