import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { balanceConfigs } from "~/resources/solutions";
import { balanceConfigsSchema } from "~/resources/solutions-forms";
import { balanceConfigsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.balanceConfig");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, balanceConfigsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, balanceConfigsCrud);

export default function EditBalanceConfig() {
  return <CrudFormModal resource={balanceConfigs} schema={balanceConfigsSchema} mode="edit" />;
}
