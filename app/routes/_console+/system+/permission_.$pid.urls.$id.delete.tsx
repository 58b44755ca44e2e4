import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { permissionUrls } from "~/resources/system";
import { permissionUrlCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "sysPermission.urls");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, permissionUrlCrud(args.params.pid ?? ""), "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, permissionUrlCrud(args.params.pid ?? ""), plainDeleteSchema);

export default function DeletePermissionUrl() {
  const { pid } = useParams();
  return <CrudDeleteModal resource={{ ...permissionUrls, basePath: `/system/permission/${pid}` }} schema={plainDeleteSchema} />;
}
