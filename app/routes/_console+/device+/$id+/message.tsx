import type { MetaFunction } from "@remix-run/node";
import { messageSections } from "~/resources/device-detail";
import { DetailSections } from "~/ui/device/DetailSections";
import { useDevice } from "~/ui/device/use-device";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.message");

/** Message info: battery, electrode, communication module, lock, related person and factory info (§3 sub-info). */
export default function DeviceMessageInfo() {
  return <DetailSections sections={messageSections} device={useDevice()} />;
}
