import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { mqAccounts } from "~/resources/admin/mq-accounts";
import { mqAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.mqAccount");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, mqAccountsCrud);

export default function MqAccountsPage() {
  return <CrudListPage resource={mqAccounts} />;
}
