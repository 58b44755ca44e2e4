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
import type { FilterOption } from "~/engine/types";
import { userCalls, type User } from "~/platform/system.server";
import { users } from "~/resources/system";
import { userApproveSchema } from "~/resources/system-forms";
import { accountRefusal, assignableChoices, loadRoles, requireMayChangeAccount } from "~/resources/user-rights.server";
import { ApproveRoleSelect } from "~/ui/users/ApproveUser";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "sysUser.approve");

/**
 * Approving a self-registered account (hostile #43): it has no role and reads nothing until it is given one. The
 * user list posts here from each waiting row (a plain form); this page is the same form on its own.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "user.edit");
  const [record, roles] = await loadOrFail(request, () => Promise.all([userCalls.get(user.platform, recordId(params)), loadRoles(user)]));
  if (accountRefusal(user, roles, record)) throw json({ message: "error.forbidden" }, { status: 403 });
  return json({ record, choices: assignableChoices(user, roles) });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "user.edit",
    schema: userApproveSchema,
    run: async ({ user, params }, value) => {
      const record = await userCalls.get(user.platform, recordId(params));
      // The role given is within the approver's rights, the account too (hostile #38, #39).
      await requireMayChangeAccount(user, record, value.roleMark);
      const { name, phoneNumber, email, institutionId, areaId, visitor } = record;
      return userCalls.update(user.platform, recordId(params), { name, phoneNumber, email, institutionId, areaId, visitor, roleMark: value.roleMark });
    },
    successMessage: "sysUser.approved",
    redirectTo: backToList(users.basePath),
  });

export default function ApproveUser() {
  const { t } = useTranslation();
  const { record, choices } = useLoaderData<typeof loader>() as unknown as { record: User; choices: FilterOption[] };
  const actionData = useFormAnswer() as FormActionData | undefined;
  const links = useListLinks(users.basePath);
  const name = record.name ?? record.username;
  return (
    <RouteModal title={t("sysUser.approveTitle", { name })} closeTo={links.list} testId="user-approve">
      <ConfirmForm
        id={`user-approve-${record.id}`}
        schema={userApproveSchema}
        lastResult={actionData?.result}
        message={t("sysUser.approveHint")}
        submitLabel={t("sysUser.approve")}
        cancelTo={links.list}
      >
        <ApproveRoleSelect name={name} choices={choices} />
      </ConfirmForm>
    </RouteModal>
  );
}
