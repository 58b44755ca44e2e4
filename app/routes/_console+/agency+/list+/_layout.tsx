import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { agencies } from "~/resources/org";
import { agenciesCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.agencyList");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, agenciesCrud);

export default function AgencysPage() {
  return <CrudListPage resource={agencies} />;
}
