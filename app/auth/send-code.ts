import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";
import { smsCodeRequestSchema } from "./schemas";

/** The intent of the "get code" submit button of the register and recover forms. */
export const SEND_CODE_INTENT = "send-code";

/** Whether a submission is the "get code" button: the browser's submitter, or the posted intent field. */
export function isSendCode(formData: FormData, submitter?: HTMLElement | null): boolean {
  const submitted = submitter && "value" in submitter ? (submitter as HTMLButtonElement).value : null;
  return (submitted ?? formData.get("intent")) === SEND_CODE_INTENT;
}

/**
 * conform for a form with an SMS code: "get code" submits the same form, and then only `codeSchema` is checked
 * (the phone number; the phone change adds the current password); any other submit checks the whole schema.
 */
export function useSmsCodeForm<S extends $ZodType>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
  codeSchema: $ZodType = smsCodeRequestSchema,
) {
  return useForm<input<S> & Record<string, unknown>, output<S> & Record<string, unknown>>({
    id,
    lastResult,
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, { schema: (isSendCode(formData, submitter) ? codeSchema : schema) as S }) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
