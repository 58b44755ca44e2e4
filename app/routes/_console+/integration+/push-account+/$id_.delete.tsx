import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { pushAccounts } from "~/resources/admin/push-accounts";
import { pushAccountsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.pushAccount");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, pushAccountsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, pushAccountsCrud, plainDeleteSchema);

export default function DeletePushAccount() {
  return <CrudDeleteModal resource={pushAccounts} schema={plainDeleteSchema} />;
}
