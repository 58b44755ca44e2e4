import { useFormAnswer } from "~/engine/form-answer";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { loadOrFail } from "~/engine/errors.server";
import { recordId } from "~/engine/detail.server";
import { useListLinks } from "~/engine/links";
import { backToList, formAction, type FormActionData } from "~/engine/mutations.server";
import { msg } from "~/i18n/messages";
import { resetUserPassword, userCalls, type User } from "~/platform/system.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { users } from "~/resources/system";
import { requireMayChangeAccount } from "~/resources/user-rights.server";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "sysUser.resetPassword");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "user.resetPassword");
  const record = await loadOrFail(request, () => userCalls.get(user.platform, recordId(params)));
  await loadOrFail(request, () => requireMayChangeAccount(user, record));
  return json({ record });
}

/** A system-set password, shown once in the notice; the user must change it at the next sign-in (§6). */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "user.resetPassword",
    schema: plainDeleteSchema,
    run: async ({ user, params }) => {
      // Never an account holding more than the user (hostile #39).
      await requireMayChangeAccount(user, await userCalls.get(user.platform, recordId(params)));
      return resetUserPassword(user.platform, recordId(params));
    },
    successMessage: (outcome) => msg("sysUser.initialPasswordOnce", { password: (outcome as { initialPassword: string }).initialPassword }),
    redirectTo: backToList(users.basePath),
  });

export default function ResetUserPassword() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>() as unknown as { record: User };
  const actionData = useFormAnswer() as FormActionData | undefined;
  const links = useListLinks(users.basePath);
  return (
    <RouteModal title={`${t("sysUser.resetPassword")} · ${record.username}`} closeTo={links.list} testId="user-reset-password">
      <ConfirmForm
        id={`user-reset-${record.id}`}
        schema={plainDeleteSchema}
        lastResult={actionData?.result}
        message={t("sysUser.confirmReset", { name: record.name ?? record.username })}
        submitLabel={t("sysUser.resetPassword")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}
