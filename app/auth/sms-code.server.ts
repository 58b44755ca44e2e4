import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { $ZodType, output } from "zod/v4/core";
import { replyForAction } from "~/engine/errors.server";
import { getLang } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/config";
import { sendSmsCode } from "~/platform/account.server";
import { isPlatformError, type PlatformError } from "~/platform/errors";
import { allowRegistration, allowSmsCode, retryAfter, type Allowance } from "./abuse-limits.server";
import { smsCodeRequestSchema } from "./schemas";

import { SEND_CODE_INTENT } from "./send-code";
import { readFormData } from "~/engine/form-data.server";

export { SEND_CODE_INTENT };

type Args = Pick<ActionFunctionArgs, "request" | "context">;

export interface SendCodeOptions<C extends $ZodType = typeof smsCodeRequestSchema> {
  /** Typed values not sent back (passwords). */
  hideFields: string[];
  purpose?: "login" | "generic";
  /** What "get code" checks in the form: the phone number by default. */
  codeSchema?: C;
  /** Upstream checks before any code goes out (the phone change: the current password); throws the refusal. */
  beforeSending?: (value: output<C>) => Promise<unknown>;
}

/** The platform answered no (4xx): nothing was sent or made. A timeout or a 5xx may have done it all the same. */
const refusedUpstream = (error: unknown): error is PlatformError => isPlatformError(error) && error.kind === "http" && error.status < 500;

/** The form back with the "too often" message and the seconds to wait (429, Retry-After). */
function tooOften(submission: { reply(options: { hideFields: string[]; formErrors: string[] }): SubmissionResult<string[]> }, hideFields: string[], allowance: Allowance) {
  const result = submission.reply({ hideFields, formErrors: [allowance.refused!] });
  return json({ result, codeSentTo: null as string | null }, { status: 429, headers: retryAfter(allowance) });
}

/**
 * The "get code" button of the register, recover, SMS sign-in and phone-change forms is a submit button of the
 * same form (so it works without JavaScript): only the code schema's fields are checked, then any check upstream
 * (the current password), then the limits per client and for everyone (hostile #42), and the code is sent. Every
 * typed value comes back, passwords excepted.
 */
export async function sendCodeReply<C extends $ZodType = typeof smsCodeRequestSchema>({ request, context }: Args, formData: FormData, options: SendCodeOptions<C>) {
  const { hideFields } = options;
  const submission = parseWithZod(formData, { schema: options.codeSchema ?? smsCodeRequestSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields }), codeSentTo: null as string | null }, { status: 400 });
  }
  const value = submission.value as output<C> & { phoneNumber: string };
  const lang = getLang(request);
  if (options.beforeSending) {
    try {
      await options.beforeSending(value);
    } catch (error) {
      const { result, status } = await replyForAction(error, request, submission, { hideFields });
      return json({ result, codeSentTo: null as string | null }, { status });
    }
  }
  const allowance = await allowSmsCode(context);
  if (allowance.refused) return tooOften(submission, hideFields, allowance);
  try {
    await sendSmsCode({ lang }, value.phoneNumber, options.purpose ?? "generic");
  } catch (error) {
    // Refused, so nothing was sent: the attempt does not count against this client.
    if (refusedUpstream(error)) await allowance.release();
    const detail = refusedUpstream(error) ? error.detail : null;
    return json({ result: submission.reply({ hideFields, formErrors: [detail ?? "error.serviceError"] }), codeSentTo: null as string | null }, { status: 400 });
  }
  return json({ result: submission.reply({ hideFields }), codeSentTo: value.phoneNumber as string | null });
}

/**
 * A form with an SMS code (register, recover, phone change): the send-code intent, or the full submission sent
 * upstream and followed by a redirect. Failures keep the typed values, never the passwords. `limit: "register"`
 * counts the submission in the registrations per client (hostile #42); a refused one gives its place back.
 */
export async function smsCodeFormAction<S extends $ZodType, C extends $ZodType = typeof smsCodeRequestSchema>(
  args: Args,
  options: SendCodeOptions<C> & {
    schema: S;
    run: (lang: Lang, value: output<S>) => Promise<unknown>;
    redirectTo: (value: output<S>) => string;
    limit?: "register";
  },
) {
  const { request, context } = args;
  const formData = await readFormData(request);
  if (formData.get("intent") === SEND_CODE_INTENT) return sendCodeReply(args, formData, options);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: options.hideFields }), codeSentTo: null as string | null }, { status: 400 });
  }
  const allowance = options.limit === "register" ? await allowRegistration(context) : null;
  if (allowance?.refused) return tooOften(submission, options.hideFields, allowance);
  try {
    await options.run(getLang(request), submission.value as output<S>);
  } catch (error) {
    if (refusedUpstream(error)) await allowance?.release();
    const { result, status } = await replyForAction(error, request, submission, { hideFields: options.hideFields });
    return json({ result, codeSentTo: null as string | null }, { status });
  }
  return redirect(options.redirectTo(submission.value as output<S>));
}
