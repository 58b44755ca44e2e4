import type { MetaFunction } from "@remix-run/node";
import { OPERATION_KINDS } from "~/resources/device/device-records";
import { SubTabsLayout } from "~/ui/device/SubTabsLayout";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.operation");

/** §2 Operation record: repair, maintenance and inspection. */
export default function DeviceOperationLayout() {
  return <SubTabsLayout tab="operation" kinds={OPERATION_KINDS} labelPrefix="deviceRecord.operation" />;
}
