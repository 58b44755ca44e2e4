import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { useQueryDefaults } from "~/engine/links";
import { areas } from "~/resources/admin/areas";
import { areasSchema } from "~/resources/admin-forms";
import { areasCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, areasCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, areasCrud);

/** "Add sub-area" links here with the parent and the level below it. */
export default function NewArea() {
  const defaults = useQueryDefaults(["parentId", "level"]);
  return <CrudFormModal resource={areas} schema={areasSchema} mode="create" defaults={defaults} />;
}
