import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import type { $ZodType, output } from "zod/v4/core";
import { replyForAction } from "~/engine/errors.server";
import { getLang } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/config";
import { sendSmsCode } from "~/platform/account.server";
import { isPlatformError } from "~/platform/errors";
import { smsCodeRequestSchema } from "./schemas";

import { SEND_CODE_INTENT } from "./send-code";
import { readFormData } from "~/engine/form-data.server";

export { SEND_CODE_INTENT };

/**
 * The "get code" button of the register and recover forms is a submit button of the same form (so it works
 * without JavaScript): only the phone number is checked, every typed value comes back, passwords excepted.
 */
export async function sendCodeReply(request: Request, formData: FormData, hideFields: string[], purpose: "login" | "generic" = "generic") {
  const submission = parseWithZod(formData, { schema: smsCodeRequestSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields }), codeSentTo: null as string | null }, { status: 400 });
  }
  try {
    await sendSmsCode({ lang: getLang(request) }, submission.value.phoneNumber, purpose);
  } catch (error) {
    const detail = isPlatformError(error) && error.kind === "http" && error.status < 500 ? error.detail : null;
    return json({ result: submission.reply({ hideFields, formErrors: [detail ?? "error.serviceError"] }), codeSentTo: null as string | null }, { status: 400 });
  }
  return json({ result: submission.reply({ hideFields }), codeSentTo: submission.value.phoneNumber as string | null });
}

/**
 * A signed-out form with an SMS code (register, recover): the send-code intent, or the full submission sent
 * upstream and followed by a redirect. Failures keep the typed values, never the passwords.
 */
export async function smsCodeFormAction<S extends $ZodType>(
  request: Request,
  options: { schema: S; hideFields: string[]; run: (lang: Lang, value: output<S>) => Promise<unknown>; redirectTo: (value: output<S>) => string },
) {
  const formData = await readFormData(request);
  if (formData.get("intent") === SEND_CODE_INTENT) return sendCodeReply(request, formData, options.hideFields);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: options.hideFields }), codeSentTo: null as string | null }, { status: 400 });
  }
  try {
    await options.run(getLang(request), submission.value as output<S>);
  } catch (error) {
    const { result, status } = await replyForAction(error, request, submission, { hideFields: options.hideFields });
    return json({ result, codeSentTo: null as string | null }, { status });
  }
  return redirect(options.redirectTo(submission.value as output<S>));
}
