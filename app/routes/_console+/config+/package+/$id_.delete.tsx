import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { packages } from "~/resources/admin/packages";
import { packagesCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.package");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, packagesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, packagesCrud, plainDeleteSchema);

export default function DeletePackage() {
  return <CrudDeleteModal resource={packages} schema={plainDeleteSchema} />;
}
