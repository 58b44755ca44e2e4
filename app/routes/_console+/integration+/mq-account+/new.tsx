import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { mqAccounts } from "~/resources/admin/mq-accounts";
import { mqAccountsSchema } from "~/resources/admin-forms";
import { mqAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.mqAccount");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, mqAccountsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, mqAccountsCrud);

export default function NewMqAccount() {
  return <CrudFormModal resource={mqAccounts} schema={mqAccountsSchema} mode="create" />;
}
