import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { externalInterfaces } from "~/resources/admin/external-interfaces";
import { externalInterfacesSchema } from "~/resources/admin-forms";
import { externalInterfacesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.externalInterface");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, externalInterfacesCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, externalInterfacesCrud);

export default function EditExternalInterface() {
  return <CrudFormModal resource={externalInterfaces} schema={externalInterfacesSchema} mode="edit" />;
}
