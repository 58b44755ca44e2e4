import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { eventDevices } from "~/resources/solutions";
import { eventDevicesSchema } from "~/resources/solutions-forms";
import { eventDevicesCrud } from "~/resources/solutions.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventDevice.title");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, eventDevicesCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, eventDevicesCrud);

export default function NewEventDevice() {
  const [search] = useSearchParams();
  const defaults = Object.fromEntries(["competitionId"].flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  return <CrudFormModal resource={eventDevices} schema={eventDevicesSchema} mode="create" defaults={defaults} />;
}
