import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { mqAccounts } from "~/resources/admin/mq-accounts";
import { mqAccountsCrud } from "~/resources/admin.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.mqAccount");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, mqAccountsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, mqAccountsCrud, plainDeleteSchema);

export default function DeleteMqAccount() {
  return <CrudDeleteModal resource={mqAccounts} schema={plainDeleteSchema} />;
}
