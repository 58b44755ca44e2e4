import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { contracts } from "~/resources/content";
import { contractsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.contractList");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, contractsCrud);

export default function ContractsPage() {
  return <CrudListPage resource={contracts} />;
}
