import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { externalInterfaces } from "~/resources/admin/external-interfaces";
import { externalInterfacesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.externalInterface");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, externalInterfacesCrud);

export default function ExternalInterfacesPage() {
  return <CrudListPage resource={externalInterfaces} />;
}
