import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudScreens";
import { institutions } from "~/resources/org";
import { institutionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.institutionList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, institutionsCrud);

export default function InstitutionDetail() {
  return <CrudDetailModal resource={institutions} />;
}
