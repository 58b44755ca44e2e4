import { useFormAnswer } from "~/engine/form-answer";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { loadOrFail } from "~/engine/errors.server";
import { recordId } from "~/engine/detail.server";
import { useListLinks } from "~/engine/links";
import { backToList, formAction, type FormActionData } from "~/engine/mutations.server";
import { setUserActive, userCalls, type User } from "~/platform/system.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { users } from "~/resources/system";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";
import { readFormData } from "~/engine/form-data.server";
import { requireMayChangeAccount } from "~/resources/user-rights.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.user");

/** The toggle the user's current state offers: enable a disabled user, disable an enabled one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const record = await loadOrFail(request, () => userCalls.get(user.platform, recordId(params)));
  const toggle = record.active ? "disable" : "enable";
  if (!user.can(`user.${toggle}`)) throw json({ message: "error.forbidden" }, { status: 403 });
  await loadOrFail(request, () => requireMayChangeAccount(user, record));
  return json({ record, toggle });
}

export async function action(args: ActionFunctionArgs) {
  const intent = (await readFormData(args.request.clone())).get("intent");
  const enable = intent === "enable";
  return formAction(args, {
    permission: enable ? "user.enable" : "user.disable",
    schema: plainDeleteSchema,
    run: async ({ user, params }) => {
      // Never an account holding more than the user (hostile #39).
      await requireMayChangeAccount(user, await userCalls.get(user.platform, recordId(params)));
      return setUserActive(user.platform, recordId(params), enable);
    },
    successMessage: enable ? "sysUser.enabled" : "sysUser.disabled",
    redirectTo: backToList(users.basePath),
  });
}

export default function UserStatus() {
  const { t } = useTranslation();
  const { record, toggle } = useLoaderData<typeof loader>() as unknown as { record: User; toggle: "enable" | "disable" };
  const actionData = useFormAnswer() as FormActionData | undefined;
  const links = useListLinks(users.basePath);
  return (
    <RouteModal title={`${t(`sysUser.${toggle}`)} · ${record.username}`} closeTo={links.list} testId="user-status">
      <ConfirmForm
        id={`user-status-${record.id}`}
        schema={plainDeleteSchema}
        lastResult={actionData?.result}
        message={t(toggle === "enable" ? "sysUser.confirmEnable" : "sysUser.confirmDisable", { name: record.name ?? record.username })}
        submitLabel={t(`sysUser.${toggle}`)}
        danger={toggle === "disable"}
        cancelTo={links.list}
      >
        <input type="hidden" name="intent" value={toggle} />
      </ConfirmForm>
    </RouteModal>
  );
}
