import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { vipCards } from "~/resources/admin/vip-cards";
import { vipCardsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vipList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, vipCardsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, vipCardsCrud, plainDeleteSchema);

export default function DeleteVipCard() {
  return <CrudDeleteModal resource={vipCards} schema={plainDeleteSchema} />;
}
