import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert, Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { json, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { registerSchema, smsCodeRequestSchema } from "~/auth/schemas";
import { SEND_CODE_INTENT, sendCodeReply } from "~/auth/sms-code.server";
import { replyForAction } from "~/engine/errors.server";
import { getLang } from "~/i18n/i18next.server";
import { register } from "~/platform/account.server";
import { FormErrors, PasswordField, TextField } from "~/ui/form-fields";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "register.title");

const HIDDEN = ["password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === SEND_CODE_INTENT) return sendCodeReply(request, formData, HIDDEN);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: HIDDEN }), codeSentTo: null }, { status: 400 });
  try {
    const { confirmPassword: _confirm, ...data } = submission.value;
    await register({ lang: getLang(request) }, data);
  } catch (error) {
    const { result, status } = await replyForAction(error, request, submission, { hideFields: HIDDEN });
    return json({ result, codeSentTo: null }, { status });
  }
  return redirect(`/user/register-result?username=${encodeURIComponent(submission.value.username)}`);
}

export default function Register() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: (formData.get("intent") === SEND_CODE_INTENT ? smsCodeRequestSchema : registerSchema) as typeof registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="register-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="register-title">
          {t("register.title")}
        </Title>
        {actionData?.codeSentTo && (
          <Alert color="green" variant="light" role="status">
            {t("register.codeSent")}
          </Alert>
        )}
        <FormErrors errors={form.errors} />
        <TextField field={fields.username} label={t("register.username")} required autoComplete="username" />
        <TextField field={fields.email} label={t("register.email")} type="email" required autoComplete="email" />
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ flex: 1 }}>
            <TextField field={fields.phoneNumber} label={t("register.phoneNumber")} type="tel" required autoComplete="tel" />
          </div>
          <Button type="submit" name="intent" value={SEND_CODE_INTENT} variant="default" mt={25}>
            {t("register.getCode")}
          </Button>
        </Group>
        <TextField field={fields.code} label={t("register.code")} required autoComplete="one-time-code" />
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
