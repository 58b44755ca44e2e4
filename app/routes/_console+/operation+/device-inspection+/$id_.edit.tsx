import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { deviceInspections } from "~/resources/operations";
import { deviceInspectionSchema } from "~/resources/operations-forms";
import { deviceInspectionCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceInspection");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, deviceInspectionCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, deviceInspectionCrud);

export default function EditDeviceInspection() {
  return <CrudFormModal resource={deviceInspections} schema={deviceInspectionSchema} mode="edit" />;
}
