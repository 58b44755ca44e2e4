import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudScreens";
import { agencies } from "~/resources/org";
import { agenciesCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.agencyList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, agenciesCrud);

export default function AgencyDetail() {
  return <CrudDetailModal resource={agencies} />;
}
