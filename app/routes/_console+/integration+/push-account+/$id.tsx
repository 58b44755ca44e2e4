import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { pushAccounts } from "~/resources/admin/push-accounts";
import { pushAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.pushAccount");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, pushAccountsCrud);

export default function PushAccountDetail() {
  return <CrudDetailModal resource={pushAccounts} />;
}
