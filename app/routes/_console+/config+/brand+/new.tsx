import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { brands } from "~/resources/admin/brands";
import { brandsSchema } from "~/resources/admin-forms";
import { brandsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.brand");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, brandsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, brandsCrud);

export default function NewBrand() {
  return <CrudFormModal resource={brands} schema={brandsSchema} mode="create" />;
}
