import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { externalInterfaces } from "~/resources/admin/external-interfaces";
import { externalInterfacesCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.externalInterface");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, externalInterfacesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, externalInterfacesCrud, plainDeleteSchema);

export default function DeleteExternalInterface() {
  return <CrudDeleteModal resource={externalInterfaces} schema={plainDeleteSchema} />;
}
