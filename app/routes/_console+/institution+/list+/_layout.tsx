import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudScreens";
import { institutions } from "~/resources/org";
import { institutionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.institutionList");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, institutionsCrud);

export default function InstitutionsPage() {
  return <CrudListPage resource={institutions} />;
}
