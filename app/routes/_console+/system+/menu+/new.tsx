import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { menus } from "~/resources/system";
import { menuSchema } from "~/resources/system-forms";
import { menuCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.menu");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, menuCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, menuCrud);

/** "Add child" links here with ?parentId=, which becomes the form's starting parent. */
export default function NewMenu() {
  const [params] = useSearchParams();
  const parentId = params.get("parentId");
  return <CrudFormModal resource={menus} schema={menuSchema} mode="create" defaults={parentId && /^\d+$/.test(parentId) ? { parentId } : undefined} />;
}
