import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { balanceConfigs } from "~/resources/solutions";
import { balanceConfigsCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.balanceConfig");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, balanceConfigsCrud);

export default function BalanceConfigList() {
  return <CrudListPage resource={balanceConfigs} offered={{ add: false, delete: false }} />;
}
