import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { brands } from "~/resources/admin/brands";
import { brandsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.brand");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, brandsCrud);

export default function BrandsPage() {
  return <CrudListPage resource={brands} />;
}
