import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { mqAccounts } from "~/resources/admin/mq-accounts";
import { mqAccountsCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.mqAccount");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, mqAccountsCrud);

export default function MqAccountDetail() {
  return <CrudDetailModal resource={mqAccounts} />;
}
