import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { getLang } from "~/i18n/i18next.server";
import { sendSmsCode } from "~/platform/account.server";
import { isPlatformError } from "~/platform/errors";
import { smsCodeRequestSchema } from "./schemas";

export const SEND_CODE_INTENT = "send-code";

/**
 * The "get code" button of the register and recover forms is a submit button of the same form (so it works
 * without JavaScript): only the phone number is checked, every typed value comes back, passwords excepted.
 */
export async function sendCodeReply(request: Request, formData: FormData, hideFields: string[]) {
  const submission = parseWithZod(formData, { schema: smsCodeRequestSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields }), codeSentTo: null }, { status: 400 });
  }
  try {
    await sendSmsCode({ lang: getLang(request) }, submission.value.phoneNumber, "generic");
  } catch (error) {
    const detail = isPlatformError(error) && error.kind === "http" && error.status < 500 ? error.detail : null;
    return json({ result: submission.reply({ hideFields, formErrors: [detail ?? "error.serviceError"] }), codeSentTo: null }, { status: 400 });
  }
  return json({ result: submission.reply({ hideFields }), codeSentTo: submission.value.phoneNumber });
}
