import type { MetaFunction } from "@remix-run/node";
import { RUNNING_KINDS } from "~/resources/device/device-records";
import { SubTabsLayout } from "~/ui/device/SubTabsLayout";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.running");

/** §2 Running record: battery, communication log, event records, history log and self-inspection. */
export default function DeviceRunningLayout() {
  return <SubTabsLayout tab="running" kinds={RUNNING_KINDS} labelPrefix="deviceRecord.running" />;
}
