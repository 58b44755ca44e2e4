import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { serviceItems } from "~/resources/admin/service-items";
import { serviceItemsSchema } from "~/resources/admin-forms";
import { serviceItemsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, serviceItemsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, serviceItemsCrud);

export default function EditServiceItem() {
  return <CrudFormModal resource={serviceItems} schema={serviceItemsSchema} mode="edit" />;
}
