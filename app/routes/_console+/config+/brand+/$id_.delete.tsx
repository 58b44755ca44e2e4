import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { brands } from "~/resources/admin/brands";
import { brandsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.brand");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, brandsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, brandsCrud, plainDeleteSchema);

export default function DeleteBrand() {
  return <CrudDeleteModal resource={brands} schema={plainDeleteSchema} />;
}
