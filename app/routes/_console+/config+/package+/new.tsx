import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { packages } from "~/resources/admin/packages";
import { packagesSchema } from "~/resources/admin-forms";
import { packagesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.package");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, packagesCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, packagesCrud);

export default function NewPackage() {
  return <CrudFormModal resource={packages} schema={packagesSchema} mode="create" />;
}
