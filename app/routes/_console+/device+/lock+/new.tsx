import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { createSmartLock } from "~/platform/peripherals.server";
import { smartLocks } from "~/resources/device/smart-locks";
import { smartLockSchema } from "~/resources/smart-locks-forms";
import { pageTitle } from "~/ui/page-title";
import { SmartLockFormModal } from "~/ui/peripherals/SmartLockModals";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "smartLock.addTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "smartLock.add");
  return json({});
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "smartLock.add",
    schema: smartLockSchema,
    maxFileBytes: MAX_FILE_BYTES,
    run: ({ user }, value) => createSmartLock(user.platform, value),
    successMessage: "common.added",
    redirectTo: backToList(smartLocks.basePath),
  });

export default function Page() {
  return <SmartLockFormModal mode="create" />;
}
