import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { packages } from "~/resources/admin/packages";
import { packagesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.package");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, packagesCrud);

export default function PackageDetail() {
  return <CrudDetailModal resource={packages} />;
}
