import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { serviceItems } from "~/resources/admin/service-items";
import { serviceItemsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, serviceItemsCrud);

export default function ServiceItemDetail() {
  return <CrudDetailModal resource={serviceItems} />;
}
