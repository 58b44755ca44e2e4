import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { brands } from "~/resources/admin/brands";
import { brandsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.brand");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, brandsCrud);

export default function BrandDetail() {
  return <CrudDetailModal resource={brands} />;
}
