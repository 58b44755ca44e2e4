import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { roles } from "~/resources/system";
import { roleCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.role");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, roleCrud);

export default function RoleDetail() {
  return <CrudDetailModal resource={roles} />;
}
