import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { areas } from "~/resources/admin/areas";
import { areasCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, areasCrud);

export default function AreaDetail() {
  return <CrudDetailModal resource={areas} />;
}
