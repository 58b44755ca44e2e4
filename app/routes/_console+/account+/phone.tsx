import { useFormAnswer } from "~/engine/form-answer";
import { keptAnswer } from "~/engine/form-answer.server";
import { getFormProps } from "@conform-to/react";
import { Alert, Anchor, Button, Stack, Text, Title } from "~/ui/mantine";
import { Card } from "~/ui/mantine/Card";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { changePhoneCodeSchema, changePhoneSchema } from "~/auth/schemas";
import { SEND_CODE_INTENT, useSmsCodeForm } from "~/auth/send-code";
import { pushFlash } from "~/auth/session-store.server";
import { smsCodeFormAction } from "~/auth/sms-code.server";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { changePhone, checkPhoneChange } from "~/platform/account.server";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordField } from "~/ui/fields/PasswordField";
import { PhoneCodeFields } from "~/ui/PhoneCodeFields";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "account.changePhone");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ current: user.baseInfo.phoneNumber ?? "" });
}

/**
 * The phone signs in and recovers the account, so changing it takes the current password and a code sent to the
 * new number (hostile #28); a stolen session alone cannot move the account to another phone. The code goes out
 * only after the password is checked (hostile #46), and counts in the client's SMS limits (hostile #42).
 */
export async function action(args: ActionFunctionArgs) {
  const user = await requireUser(args.request);
  // Without JavaScript, "get code" and a failed change answer with post/redirect/get, so Back never posts again.
  return keptAnswer(args.request, user.sessionId, await smsCodeFormAction(args, {
    schema: changePhoneSchema,
    codeSchema: changePhoneCodeSchema,
    beforeSending: (value) => checkPhoneChange(user.platform, value),
    hideFields: ["password"],
    run: async (_lang, value) => {
      await changePhone(user.platform, value);
      await invalidateAccount(user.sessionId);
      await pushFlash(user.sessionId, { level: "success", message: "account.phoneChanged" });
    },
    redirectTo: () => "/account/settings",
  }));
}

export default function ChangePhone() {
  const { t } = useTranslation();
  const { current } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const [form, fields] = useSmsCodeForm("change-phone", changePhoneSchema, actionData?.result, changePhoneCodeSchema);
  return (
    <Card withBorder maw={520} padding="lg">
      <Form method="post" {...getFormProps(form)} aria-labelledby="change-phone-title">
        <Stack gap="sm">
          <Title order={1} size="h3" id="change-phone-title">
            {t("account.changePhone")}
          </Title>
          <Text size="sm">{t("account.currentPhone", { phone: current || "—" })}</Text>
          {actionData?.codeSentTo && (
            <Alert color="green" variant="light" role="status" data-testid="code-sent">
              {t("recover.codeSent", { phone: actionData.codeSentTo })}
            </Alert>
          )}
          <FormErrors form={form} />
          <PasswordField field={fields.password} label={t("account.currentPassword")} required autoComplete="current-password" />
          <PhoneCodeFields
            phone={fields.phoneNumber}
            code={fields.code}
            labels={{ phone: t("account.newPhone"), getCode: t("recover.getCode"), code: t("recover.code") }}
            intent={SEND_CODE_INTENT}
          />
          <Button type="submit" name="intent" value="change">
            {t("account.changePhoneSubmit")}
          </Button>
          <Anchor component={Link} to="/account/settings" size="sm">
            {t("common.back")}
          </Anchor>
        </Stack>
      </Form>
    </Card>
  );
}
