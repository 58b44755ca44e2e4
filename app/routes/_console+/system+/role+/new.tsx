import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { roles } from "~/resources/system";
import { roleSchema } from "~/resources/system-forms";
import { roleCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.role");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, roleCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, roleCrud);

export default function NewRole() {
  return <CrudFormModal resource={roles} schema={roleSchema} mode="create" defaults={{ status: "1" }} />;
}
