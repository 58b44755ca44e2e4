import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { installSites } from "~/resources/admin/install-sites";
import { installSiteCrud } from "~/resources/install-sites.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.installSite");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, installSiteCrud);

export default function InstallSitesPage() {
  return <CrudListPage resource={installSites} />;
}
