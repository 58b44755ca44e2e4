import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { menus } from "~/resources/system";
import { menuSchema } from "~/resources/system-forms";
import { menuCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.menu");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, menuCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, menuCrud);

export default function EditMenu() {
  return <CrudFormModal resource={menus} schema={menuSchema} mode="edit" />;
}
