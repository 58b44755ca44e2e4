import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { installSites } from "~/resources/admin/install-sites";
import { installSiteCrud } from "~/resources/install-sites.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.installSite");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, installSiteCrud);

export default function InstallSiteDetail() {
  return <CrudDetailModal resource={installSites} />;
}
