import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { messageSections, partsOf } from "~/resources/device-detail";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { loadDeviceParts } from "~/resources/device-parts.server";
import { DetailSections } from "~/ui/device/DetailSections";
import { useDevice } from "~/ui/device/use-device";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.message");

/** Each section's §7 part call (battery, electrodes, module, lock, contact, factory), in parallel. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  return json({ parts: await loadDeviceParts(request, user.platform, recordId(params), partsOf(messageSections)) });
}

/** Message info: battery, electrode, communication module, lock, related person and factory info (§3 sub-info). */
export default function DeviceMessageInfo() {
  const { parts } = useLoaderData<typeof loader>();
  return <DetailSections sections={messageSections} device={useDevice()} parts={parts} />;
}
