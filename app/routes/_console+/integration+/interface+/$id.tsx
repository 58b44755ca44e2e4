import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { externalInterfaces } from "~/resources/admin/external-interfaces";
import { externalInterfacesCrud } from "~/resources/admin.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.externalInterface");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, externalInterfacesCrud);

export default function ExternalInterfaceDetail() {
  return <CrudDetailModal resource={externalInterfaces} />;
}
