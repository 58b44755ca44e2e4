import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { installSites } from "~/resources/admin/install-sites";
import { installSiteSchema } from "~/resources/install-sites-forms";
import { installSiteCrud } from "~/resources/install-sites.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.installSite");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, installSiteCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, installSiteCrud);

export default function EditInstallSite() {
  return <CrudFormModal resource={installSites} schema={installSiteSchema} mode="edit" />;
}
