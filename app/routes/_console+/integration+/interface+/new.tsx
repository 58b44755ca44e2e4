import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { externalInterfaces } from "~/resources/admin/external-interfaces";
import { externalInterfacesSchema } from "~/resources/admin-forms";
import { externalInterfacesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.externalInterface");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, externalInterfacesCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, externalInterfacesCrud);

export default function NewExternalInterface() {
  return <CrudFormModal resource={externalInterfaces} schema={externalInterfacesSchema} mode="create" />;
}
