import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { serviceItems } from "~/resources/admin/service-items";
import { serviceItemsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, serviceItemsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, serviceItemsCrud, plainDeleteSchema);

export default function DeleteServiceItem() {
  return <CrudDeleteModal resource={serviceItems} schema={plainDeleteSchema} />;
}
