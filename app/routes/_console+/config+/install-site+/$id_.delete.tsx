import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { installSites } from "~/resources/admin/install-sites";
import { installSiteCrud } from "~/resources/install-sites.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.installSite");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, installSiteCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, installSiteCrud, plainDeleteSchema);

export default function DeleteInstallSite() {
  return <CrudDeleteModal resource={installSites} schema={plainDeleteSchema} />;
}
