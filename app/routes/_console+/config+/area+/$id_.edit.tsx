import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { areas } from "~/resources/admin/areas";
import { areasSchema } from "~/resources/admin-forms";
import { areasCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, areasCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, areasCrud);

export default function EditArea() {
  return <CrudFormModal resource={areas} schema={areasSchema} mode="edit" />;
}
