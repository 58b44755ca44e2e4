import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert, Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { json, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { recoverSchema, smsCodeRequestSchema } from "~/auth/schemas";
import { SEND_CODE_INTENT, sendCodeReply } from "~/auth/sms-code.server";
import { replyForAction } from "~/engine/errors.server";
import { getLang } from "~/i18n/i18next.server";
import { forgetPassword } from "~/platform/account.server";
import { FormErrors, PasswordField, TextField } from "~/ui/form-fields";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "recover.title");

const HIDDEN = ["newPassword", "confirmPassword"];

/** Password recovery by SMS code (§7 forget-password). */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === SEND_CODE_INTENT) return sendCodeReply(request, formData, HIDDEN);
  const submission = parseWithZod(formData, { schema: recoverSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: HIDDEN }), codeSentTo: null }, { status: 400 });
  try {
    await forgetPassword({ lang: getLang(request) }, submission.value);
  } catch (error) {
    const { result, status } = await replyForAction(error, request, submission, { hideFields: HIDDEN });
    return json({ result, codeSentTo: null }, { status });
  }
  return redirect("/user/login?reason=passwordReset");
}

export default function Recover() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "recover",
    lastResult: actionData?.result,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: (formData.get("intent") === SEND_CODE_INTENT ? smsCodeRequestSchema : recoverSchema) as typeof recoverSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="recover-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recover-title">
          {t("recover.title")}
        </Title>
        {actionData?.codeSentTo && (
          <Alert color="green" variant="light" role="status">
            {t("recover.codeSent", { phone: actionData.codeSentTo })}
          </Alert>
        )}
        <FormErrors errors={form.errors} />
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ flex: 1 }}>
            <TextField field={fields.phoneNumber} label={t("recover.phoneNumber")} type="tel" required autoComplete="tel" />
          </div>
          <Button type="submit" name="intent" value={SEND_CODE_INTENT} variant="default" mt={25}>
            {t("recover.getCode")}
          </Button>
        </Group>
        <TextField field={fields.code} label={t("recover.code")} required autoComplete="one-time-code" />
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
