import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { permissionUrls } from "~/resources/system";
import { permissionUrlSchema } from "~/resources/system-forms";
import { permissionUrlCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "sysPermission.addUrl");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, permissionUrlCrud(args.params.pid ?? ""));
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, permissionUrlCrud(args.params.pid ?? ""));

export default function NewPermissionUrl() {
  const { pid } = useParams();
  return <CrudFormModal resource={{ ...permissionUrls, basePath: `/system/permission/${pid}` }} schema={permissionUrlSchema} mode="create" />;
}
