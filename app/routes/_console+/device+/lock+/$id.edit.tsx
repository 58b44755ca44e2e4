import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { detailLoader, recordId } from "~/engine/detail.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { getSmartLock, updateSmartLock } from "~/platform/peripherals.server";
import { smartLocks } from "~/resources/device/smart-locks";
import { smartLockSchema } from "~/resources/smart-locks-forms";
import { pageTitle } from "~/ui/page-title";
import { SmartLockFormModal } from "~/ui/peripherals/SmartLockModals";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.edit");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, smartLocks, getSmartLock, "edit");

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "smartLock.edit",
    schema: smartLockSchema,
    maxFileBytes: MAX_FILE_BYTES,
    run: ({ user, params }, value) => updateSmartLock(user.platform, recordId(params), value),
    successMessage: "common.modified",
    redirectTo: backToList(smartLocks.basePath),
  });

export default function Page() {
  return <SmartLockFormModal mode="edit" />;
}
