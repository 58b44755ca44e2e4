import { useFormAnswer } from "~/engine/form-answer";
import { failedAnswer } from "~/engine/form-answer.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { Card } from "~/ui/mantine/Card";
import { Text, Title } from "~/ui/mantine";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { changePasswordSchema } from "~/auth/schemas";
import { deleteOtherSessionsOf, pushFlash } from "~/auth/session-store.server";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { replyForAction } from "~/engine/errors.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { changePassword } from "~/platform/account.server";
import { ChangePasswordForm } from "~/ui/ChangePasswordForm";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";
import { readFormData } from "~/engine/form-data.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "password.title");

const PASSWORD_FIELDS = ["oldPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const back = new URL(request.url).searchParams.get("redirect");
  // A forced change (system-set password) returns to the page the user asked for; requireUser sent them here.
  return json({ forced: Boolean(user.baseInfo.initPasswordFlag), redirectTo: back ? safeRedirectPath(back) : "" });
}

/** §5/§8 change password: on failure the form stays with the reason; on success base info reloads. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return failedAnswer(request, user.sessionId, { result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  }
  try {
    await changePassword(user.platform, submission.value);
  } catch (error) {
    const { result, status } = await replyForAction(error, request, submission, { hideFields: PASSWORD_FIELDS });
    return failedAnswer(request, user.sessionId, { result }, status);
  }
  await invalidateAccount(user.sessionId);
  // Whoever else knew the old password is signed out here too (the platform ended their tokens): hostile #30.
  await deleteOtherSessionsOf(user.username, user.sessionId);
  await pushFlash(user.sessionId, { level: "success", message: "password.success" });
  return redirect(safeRedirectPath(formData.get("redirectTo"), "/dashboard/workplace"));
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { forced, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  if (forced) {
    return (
      <RouteModal title={t("password.forcedTitle")} closable={false} testId="forced-password">
        <Text size="sm" mb="md">
          {t("password.forcedDescription")}
        </Text>
        <ChangePasswordForm lastResult={actionData?.result} redirectTo={redirectTo || undefined} />
      </RouteModal>
    );
  }
  return (
    <Card withBorder maw={480} padding="lg">
      <Title order={1} size="h3" mb="md">
        {t("password.title")}
      </Title>
      <ChangePasswordForm lastResult={actionData?.result} />
    </Card>
  );
}
