import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { listLoader } from "~/engine/list.server";
import { listSmartLocks } from "~/platform/peripherals.server";
import { smartLocks } from "~/resources/device/smart-locks";
import { pageTitle } from "~/ui/page-title";
import { SmartLockListPage } from "~/ui/peripherals/SmartLockListPage";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.smartLock");

export const loader = (args: LoaderFunctionArgs) => listLoader(args, smartLocks, listSmartLocks);

export default function Page() {
  return <SmartLockListPage />;
}
