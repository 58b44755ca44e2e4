import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { serviceItems, serviceItemsSchema } from "~/resources/admin";
import { serviceItemsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, serviceItemsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, serviceItemsCrud);

export default function NewServiceItem() {
  return <CrudFormModal resource={serviceItems} schema={serviceItemsSchema} mode="create" />;
}
