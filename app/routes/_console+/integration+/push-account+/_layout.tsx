import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { pushAccounts } from "~/resources/admin/push-accounts";
import { pushAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.pushAccount");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, pushAccountsCrud);

export default function PushAccountsPage() {
  return <CrudListPage resource={pushAccounts} />;
}
