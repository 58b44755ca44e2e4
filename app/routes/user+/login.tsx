import { Alert, Anchor, Button, Group, Image, Stack, TextInput } from "~/ui/mantine";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { passwordSignInAction, passwordSignInLoader, type LoginNotice } from "~/auth/password-sign-in.server";
import { FormErrors } from "~/ui/fields/FormErrors";
import { PasswordInput } from "~/ui/fields/PasswordInput";
import { requiredProps, useErrorText } from "~/ui/fields/shared";
import { SignInHeading } from "~/ui/LoginMethods";
import { pageTitle } from "~/ui/page-title";

const REASON_TEXT: Record<LoginNotice, string> = {
  sessionExpired: "error.sessionExpired",
  permissionLoad: "error.permissionLoad",
  rolesEmpty: "error.rolesEmpty",
  awaitingApproval: "error.awaitingApproval",
  signedOut: "login.signedOut",
  passwordReset: "recover.success",
};

export const meta: MetaFunction = (args) => pageTitle(args, "login.submit");

// The loader's and action's code live on the server side (a .server module): the action's schema would otherwise
// bring zod to the page, and each server module a route imports is one more (empty) file in the page's JavaScript.
export const loader = passwordSignInLoader;
export const action = passwordSignInAction;

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, reason, detail, weChat } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/user/login");
  // A plain form, without conform's client state (9 kB, the sign-in budget is 120 kB): the server checks it and
  // answers with conform's submission result, whose errors and values (never the password) are drawn here.
  const result = actionData?.result;
  const errors = result?.error ?? {};
  const username = result?.initialValue?.username;
  const usernameError = useErrorText(errors.username);
  const passwordError = useErrorText(errors.password);
  const codeError = useErrorText(errors.code);
  const captcha = actionData?.captcha;
  return (
    <Form method="post" id="login" noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <SignInHeading id="login-title" title={t("login.title")} redirectTo={redirectTo} weChat={weChat} />
        {reason && !actionData && (
          <Alert color={reason === "signedOut" || reason === "passwordReset" || reason === "awaitingApproval" ? "blue" : "red"} variant="light" role="status" data-testid="login-reason">
            {detail ? translateMessage(t, detail) : t(REASON_TEXT[reason])}
          </Alert>
        )}
        <FormErrors errors={errors[""]} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <TextInput
          name="username"
          defaultValue={typeof username === "string" ? username : undefined}
          label={t("login.username")}
          placeholder={t("login.usernamePlaceholder")}
          error={usernameError}
          autoComplete="username"
          size="md"
          {...requiredProps(true)}
        />
        <PasswordInput
          name="password"
          label={t("login.password")}
          placeholder={t("login.passwordPlaceholder")}
          error={passwordError}
          autoComplete="current-password"
          size="md"
          {...requiredProps(true)}
        />
        {captcha && (
          <Group align="flex-end" wrap="nowrap">
            <input type="hidden" name="uuid" value={captcha.uuid} />
            <TextInput name="code" label={t("login.captcha")} placeholder={t("login.captchaPlaceholder")} error={codeError} autoComplete="off" {...requiredProps(true)} />
            <Image src={captcha.image} alt={t("login.captcha")} h={36} w={100} />
          </Group>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t("login.submit")}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/user/recover" size="sm">
            {t("login.forgot")}
          </Anchor>
          <Anchor component={Link} to="/user/register" size="sm">
            {t("login.register")}
          </Anchor>
        </Group>
      </Stack>
    </Form>
  );
}
