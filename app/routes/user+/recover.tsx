import { getFormProps } from "@conform-to/react";
import { Alert, Anchor, Button, Stack, Title } from "~/ui/mantine";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { recoverSchema } from "~/auth/schemas";
import { smsCodeFormAction } from "~/auth/sms-code.server";
import { SEND_CODE_INTENT, useSmsCodeForm } from "~/auth/send-code";
import { forgetPassword } from "~/platform/account.server";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordField } from "~/ui/fields/PasswordField";
import { PhoneCodeFields } from "~/ui/PhoneCodeFields";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "recover.title");

const HIDDEN = ["newPassword", "confirmPassword"];

/** Password recovery by SMS code (§7 forget-password). */
export async function action(args: ActionFunctionArgs) {
  return smsCodeFormAction(args, {
    schema: recoverSchema,
    hideFields: HIDDEN,
    run: (lang, value) => forgetPassword({ lang }, value),
    redirectTo: () => "/user/login?reason=passwordReset",
  });
}

export default function Recover() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSmsCodeForm("recover", recoverSchema, actionData?.result);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="recover-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recover-title">
          {t("recover.title")}
        </Title>
        {actionData?.codeSentTo && (
          <Alert color="green" variant="light" role="status" data-testid="code-sent">
            {t("recover.codeSent", { phone: actionData.codeSentTo })}
          </Alert>
        )}
        <FormErrors form={form} />
        <PhoneCodeFields
          phone={fields.phoneNumber}
          code={fields.code}
          labels={{ phone: t("recover.phoneNumber"), getCode: t("recover.getCode"), code: t("recover.code") }}
          intent={SEND_CODE_INTENT}
        />
        <PasswordField field={fields.newPassword} label={t("recover.newPassword")} description={t("register.passwordHint")} required autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label={t("recover.confirmPassword")} required autoComplete="new-password" />
        <Button type="submit" name="intent" value="reset" fullWidth>
          {t("recover.submit")}
        </Button>
        <Anchor component={Link} to="/user/login" size="sm" ta="center">
          {t("recover.backToLogin")}
        </Anchor>
      </Stack>
    </Form>
  );
}
