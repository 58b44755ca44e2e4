import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { vipCards } from "~/resources/admin/vip-cards";
import { vipCardsSchema } from "~/resources/admin-forms";
import { vipCardsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vipList");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, vipCardsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, vipCardsCrud);

export default function EditVipCard() {
  return <CrudFormModal resource={vipCards} schema={vipCardsSchema} mode="edit" />;
}
