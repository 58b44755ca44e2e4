import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { pushAccounts } from "~/resources/admin/push-accounts";
import { pushAccountsSchema } from "~/resources/admin-forms";
import { pushAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.pushAccount");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, pushAccountsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, pushAccountsCrud);

export default function NewPushAccount() {
  return <CrudFormModal resource={pushAccounts} schema={pushAccountsSchema} mode="create" />;
}
