import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { areas } from "~/resources/admin/areas";
import { areasCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, areasCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, areasCrud, plainDeleteSchema);

export default function DeleteArea() {
  return <CrudDeleteModal resource={areas} schema={plainDeleteSchema} />;
}
