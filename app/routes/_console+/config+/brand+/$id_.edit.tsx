import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { brands } from "~/resources/admin/brands";
import { brandsSchema } from "~/resources/admin-forms";
import { brandsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.brand");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, brandsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, brandsCrud);

export default function EditBrand() {
  return <CrudFormModal resource={brands} schema={brandsSchema} mode="edit" />;
}
