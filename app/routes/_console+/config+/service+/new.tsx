import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { useQueryDefaults } from "~/engine/links";
import { serviceItems } from "~/resources/admin/service-items";
import { serviceItemsSchema } from "~/resources/admin-forms";
import { serviceItemsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, serviceItemsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, serviceItemsCrud);

/** "Add sub-service" and the add button under a parent link here with that parent. */
export default function NewServiceItem() {
  const defaults = useQueryDefaults(["parentId"]);
  return <CrudFormModal resource={serviceItems} schema={serviceItemsSchema} mode="create" defaults={defaults} />;
}
