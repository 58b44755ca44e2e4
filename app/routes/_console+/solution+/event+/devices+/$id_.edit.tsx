import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { eventDevices } from "~/resources/solutions";
import { eventDevicesSchema } from "~/resources/solutions-forms";
import { eventDevicesCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventDevice.title");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, eventDevicesCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, eventDevicesCrud);

export default function EditEventDevice() {
  return <CrudFormModal resource={eventDevices} schema={eventDevicesSchema} mode="edit" />;
}
