import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { vipCards } from "~/resources/admin/vip-cards";
import { vipCardsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vipList");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, vipCardsCrud);

export default function VipCardsPage() {
  return <CrudListPage resource={vipCards} />;
}
