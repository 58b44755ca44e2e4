import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Alert, Button, Stack } from "~/ui/mantine";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { countSignIn, createAuthenticator, signedInResponse, signInWait } from "~/auth/login.server";
import { smsLoginSchema } from "~/auth/schemas";
import { SEND_CODE_INTENT, useSmsCodeForm } from "~/auth/send-code";
import { getSession, readSessionData } from "~/auth/session-store.server";
import { sendCodeReply } from "~/auth/sms-code.server";
import { weChatAvailable } from "~/auth/wechat.server";
import { readFormData } from "~/engine/form-data.server";
import { getLang } from "~/i18n/i18next.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isPlatformError } from "~/platform/errors";
import { FormErrors } from "~/ui/fields/FormErrors";
import { SignInHeading } from "~/ui/LoginMethods";
import { PhoneCodeFields } from "~/ui/PhoneCodeFields";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "login.smsTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirect") ? safeRedirectPath(url.searchParams.get("redirect")) : "";
  if ((await readSessionData((await getSession(request)).id))?.idToken) throw redirect(redirectTo || safeRedirectPath(null));
  return json({ redirectTo, weChat: weChatAvailable() });
}

/** Sign-in by SMS code (§4 login type SMS): "get code" sends GET /v1/code/sms-login, the submit signs in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request.clone());
  if (formData.get("intent") === SEND_CODE_INTENT) return sendCodeReply({ request, context }, formData, { hideFields: [], purpose: "login" });
  const submission = parseWithZod(formData, { schema: smsLoginSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), codeSentTo: null as string | null }, { status: 400 });
  const wait = await signInWait("sms", context.clientAddress);
  if (wait) return json({ result: submission.reply({ formErrors: [`login.tooMany|{"seconds":${wait}}`] }), codeSentTo: null as string | null }, { status: 429 });
  try {
    const signedIn = await createAuthenticator(getLang(request)).authenticate("sms", request);
    return await signedInResponse(request, signedIn, submission.value.redirect, "sms");
  } catch (error) {
    countSignIn("sms", "failure");
    const cause = error instanceof Error && "cause" in error && isPlatformError(error.cause) ? error.cause : error;
    const refused = isPlatformError(cause) && cause.kind === "http" && cause.status < 500;
    const fieldErrors: Record<string, string[]> = {};
    if (refused) for (const item of cause.fieldErrors) (fieldErrors[item.field] ??= []).push(item.message);
    // A wrong code is the platform's words (401 'auth.smsWrong'); a failing request is §8's login error text.
    const formErrors = Object.keys(fieldErrors).length ? [] : [refused ? (cause.detail ?? "error.accountWrong") : "error.serviceError"];
    return json({ result: submission.reply({ formErrors, fieldErrors }), codeSentTo: null as string | null }, { status: refused ? 400 : 502 });
  }
}

export default function SmsLogin() {
  const { t } = useTranslation();
  const { redirectTo, weChat } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSmsCodeForm("sms-login", smsLoginSchema, actionData?.result);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="sms-login-title">
      <Stack gap="md">
        <SignInHeading id="sms-login-title" title={t("login.smsTitle")} redirectTo={redirectTo} weChat={weChat} />
        {actionData?.codeSentTo && (
          <Alert color="green" variant="light" role="status" data-testid="code-sent">
            {t("recover.codeSent", { phone: actionData.codeSentTo })}
          </Alert>
        )}
        <FormErrors form={form} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <PhoneCodeFields
          phone={fields.phoneNumber}
          code={fields.code}
          labels={{ phone: t("recover.phoneNumber"), getCode: t("recover.getCode"), code: t("recover.code") }}
          intent={SEND_CODE_INTENT}
        />
        <Button type="submit" name="intent" value="login" size="md" fullWidth loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "login"}>
          {t("login.submit")}
        </Button>
      </Stack>
    </Form>
  );
}
