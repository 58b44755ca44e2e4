import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { vipCards } from "~/resources/admin";
import { vipCardsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.vipList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, vipCardsCrud);

export default function VipCardDetail() {
  return <CrudDetailModal resource={vipCards} />;
}
