import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { packages } from "~/resources/admin/packages";
import { packagesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.package");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, packagesCrud);

export default function PackagesPage() {
  return <CrudListPage resource={packages} />;
}
