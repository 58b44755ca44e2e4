import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { eventDevices } from "~/resources/solutions";
import { eventDevicesCrud } from "~/resources/solutions.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventDevice.title");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, eventDevicesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, eventDevicesCrud, plainDeleteSchema);

export default function DeleteEventDevice() {
  return <CrudDeleteModal resource={eventDevices} schema={plainDeleteSchema} />;
}
