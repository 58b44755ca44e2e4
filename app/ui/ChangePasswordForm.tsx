import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button, Stack } from "~/ui/mantine";
import { useNavigation } from "@remix-run/react";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { changePasswordSchema } from "~/auth/schemas";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordField } from "~/ui/fields/PasswordField";

/** §5 change-password form, posted to /account/password (the forced dialog, the page and account settings). */
export function ChangePasswordForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]> | null; redirectTo?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    // The return path rides in the action URL too, so a refused attempt (no JS) still knows where to go after.
    <Form method="post" action={redirectTo ? `/account/password?${new URLSearchParams({ redirect: redirectTo })}` : "/account/password"} {...getFormProps(form)}>
      <Stack gap="sm">
        <FormErrors form={form} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <PasswordField field={fields.oldPassword} label={t("password.oldPassword")} required autoComplete="current-password" />
        <PasswordField field={fields.newPassword} label={t("password.newPassword")} description={t("password.rules")} required autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label={t("password.confirmPassword")} required autoComplete="new-password" />
        <Button type="submit" loading={navigation.formAction?.startsWith("/account/password") ?? false}>
          {t("password.submit")}
        </Button>
      </Stack>
    </Form>
  );
}
