import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { permissions } from "~/resources/system";
import { permissionCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.permission");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, permissionCrud);

export default function PermissionsPage() {
  return <CrudListPage resource={permissions} />;
}
