import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { pushAccounts } from "~/resources/admin/push-accounts";
import { pushAccountsSchema } from "~/resources/admin-forms";
import { pushAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.pushAccount");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, pushAccountsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, pushAccountsCrud);

export default function EditPushAccount() {
  return <CrudFormModal resource={pushAccounts} schema={pushAccountsSchema} mode="edit" />;
}
