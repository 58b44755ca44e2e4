import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { menus } from "~/resources/system";
import { menuCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.menu");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, menuCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, menuCrud, plainDeleteSchema);

export default function DeleteMenu() {
  return <CrudDeleteModal resource={menus} schema={plainDeleteSchema} />;
}
