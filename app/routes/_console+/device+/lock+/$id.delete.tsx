import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { detailLoader, recordId } from "~/engine/detail.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { deleteSmartLock, getSmartLock } from "~/platform/peripherals.server";
import { deleteReasonSchema } from "~/resources/firmware-forms";
import { smartLocks } from "~/resources/device/smart-locks";
import { pageTitle } from "~/ui/page-title";
import { SmartLockDeleteModal } from "~/ui/peripherals/SmartLockModals";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.delete");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, smartLocks, getSmartLock, "delete");

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "smartLock.delete",
    schema: deleteReasonSchema,
    run: ({ user, params }, value) => deleteSmartLock(user.platform, recordId(params), value.reason),
    successMessage: "common.deleted",
    redirectTo: backToList(smartLocks.basePath),
  });

export default function Page() {
  return <SmartLockDeleteModal />;
}
