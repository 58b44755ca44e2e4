/** The intent of the "get code" submit button of the register and recover forms. */
export const SEND_CODE_INTENT = "send-code";

/** Whether a submission is the "get code" button: the browser's submitter, or the posted intent field. */
export function isSendCode(formData: FormData, submitter?: HTMLElement | null): boolean {
  const submitted = submitter && "value" in submitter ? (submitter as HTMLButtonElement).value : null;
  return (submitted ?? formData.get("intent")) === SEND_CODE_INTENT;
}
