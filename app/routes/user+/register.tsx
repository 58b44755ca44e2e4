import { getFormProps } from "@conform-to/react";
import { Alert, Anchor, Button, Stack, Title } from "~/ui/mantine";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { registerSchema } from "~/auth/schemas";
import { smsCodeFormAction } from "~/auth/sms-code.server";
import { SEND_CODE_INTENT, useSmsCodeForm } from "~/auth/send-code";
import { register } from "~/platform/account.server";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordField } from "~/ui/fields/PasswordField";
import { TextField } from "~/ui/fields/TextField";
import { PhoneCodeFields } from "~/ui/PhoneCodeFields";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "register.title");

const HIDDEN = ["password", "confirmPassword"];

export async function action(args: ActionFunctionArgs) {
  return smsCodeFormAction(args, {
    schema: registerSchema,
    hideFields: HIDDEN,
    limit: "register",
    run: (lang, value) => {
      const { confirmPassword: _confirm, ...data } = value;
      return register({ lang }, data);
    },
    redirectTo: (value) => `/user/register-result?username=${encodeURIComponent(value.username)}`,
  });
}

export default function Register() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSmsCodeForm("register", registerSchema, actionData?.result);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="register-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="register-title">
          {t("register.title")}
        </Title>
        {actionData?.codeSentTo && (
          <Alert color="green" variant="light" role="status" data-testid="code-sent">
            {t("register.codeSent")}
          </Alert>
        )}
        <FormErrors form={form} />
        <TextField field={fields.username} label={t("register.username")} required autoComplete="username" />
        <TextField field={fields.email} label={t("register.email")} type="email" required autoComplete="email" />
        <PhoneCodeFields
          phone={fields.phoneNumber}
          code={fields.code}
          labels={{ phone: t("register.phoneNumber"), getCode: t("register.getCode"), code: t("register.code") }}
          intent={SEND_CODE_INTENT}
        />
        <PasswordField field={fields.password} label={t("register.password")} description={t("register.passwordHint")} required autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label={t("register.confirmPassword")} required autoComplete="new-password" />
        <Button type="submit" name="intent" value="register" fullWidth>
          {t("register.submit")}
        </Button>
        <Anchor component={Link} to="/user/login" size="sm" ta="center">
          {t("register.haveAccount")}
        </Anchor>
      </Stack>
    </Form>
  );
}
