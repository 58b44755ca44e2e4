/**
 * Form schemas run in the browser too, so they use zod/mini: the same rules at ~1/15 of classic zod's bundle
 * (README Decisions). Server-only response schemas in app/platform use classic zod.
 */
import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { UPLOAD_KINDS, type UploadKind } from "~/lib/uploads";
import { hasAllowedExtension, isAlphanumeric, isChineseAlphanumeric, isSafeFileName } from "~/lib/validators";

/** A required, trimmed text with a §5 length limit; errors are i18n keys. */
export function requiredText(max: number, requiredKey = "validation.required") {
  return z.string({ error: requiredKey }).check(z.trim(), z.minLength(1, requiredKey), z.maxLength(max, msg("validation.maxLength", { max })));
}

/** §5 "Allowed input: English letters and digits", for a code that must be plain (README lists the fields). */
export const plainCode = (max: number) => requiredText(max).check(z.refine(isAlphanumeric, "validation.alphanumeric"));

/** §5 "Allowed input: Chinese, English and digits", for a name that must be plain (README lists the fields). */
export const plainName = (max: number) => requiredText(max).check(z.refine(isChineseAlphanumeric, "validation.chineseAlphanumeric"));

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
export const intIn = (min: number, max: number) =>
  z.string().check(z.trim(), z.regex(/^-?\d{1,9}$/, "cfgCommon.integer"), z.refine((v) => Number(v) >= min && Number(v) <= max, msg("cfgCommon.range", { min, max })));

/** A decimal number in [min, max] typed into a form. */
export const numberIn = (min: number, max: number) =>
  z.string().check(z.trim(), z.regex(/^-?\d{1,9}(\.\d{1,8})?$/, "cfgCommon.number"), z.refine((v) => Number(v) >= min && Number(v) <= max, msg("cfgCommon.range", { min, max })));

export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, msg("validation.maxLength", { max }))));
}

/** A trimmed optional text that must pass `test` when given. */
export function optionalChecked(max: number, test: (value: string) => boolean, errorKey: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, msg("validation.maxLength", { max })), z.refine(test, errorKey)));
}

/**
 * An uploaded file checked the same in the browser and on the server: present (unless optional), a safe name,
 * an allowed extension and at most `maxBytes`. z.file() lets conform treat an empty file input as missing.
 */
export function uploadedFile(options: { types: readonly string[]; maxBytes: number; requiredKey: string }) {
  const maxLabel = `${Math.round(options.maxBytes / 1024 / 1024)}M`;
  return z.file({ error: options.requiredKey }).check(
    z.refine((file) => isSafeFileName(file.name), "validation.fileName"),
    z.refine((file) => hasAllowedExtension(file.name, options.types), msg("validation.fileType", { types: options.types.join(", ") })),
    z.maxSize(options.maxBytes, msg("validation.fileSize", { max: maxLabel })),
  );
}

/**
 * A file of a §5 upload kind (a cover, a logo …): required with its own message on add; on edit optional, choosing
 * none keeps the stored one.
 */
export function uploadField(kind: UploadKind, mode: "create" | "edit", requiredKey: string) {
  const file = uploadedFile({ ...UPLOAD_KINDS[kind], requiredKey });
  return mode === "create" ? file : z.optional(file);
}

/** A remark written on one row of a list (a rescue record, a notification): its id and an optional text. */
export const rowRemarkSchema = z.object({ recordId: z.string().check(z.regex(/^\d{1,18}$/)), remark: optionalText(200) });

/** Checked row ids of a bulk action (§5 'At least one row must be selected'). */
export const selectedIds = z
  .array(z.string().check(z.regex(/^\d{1,18}$/)), { error: "validation.selectAtLeastOne" })
  .check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(500));

/** Checked devices of a bulk action on devices (§5 'At least one device is required'). */
export const selectedDevices = z
  .array(z.string().check(z.regex(/^\d{1,18}$/)), { error: "validation.deviceRequired" })
  .check(z.minLength(1, "validation.deviceRequired"), z.maxLength(500));

/** Two password fields that must match after trimming (§5); the error sits on `confirmField`. */
export function passwordsMatch<T extends Record<string, unknown>>(field: keyof T & string, confirmField: keyof T & string) {
  return z.refine<T>((value) => String(value[confirmField] ?? "").trim() === String(value[field] ?? "").trim(), {
    error: "validation.passwordMismatch",
    path: [confirmField],
  });
}

/** A required "YYYY-MM-DD HH:mm" (a datetime-local input, seconds optional). */
export const requiredDateTime = () =>
  requiredText(19).check(z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/, "validation.dateTime"));

/** "start before end" on two fields of a group; the error sits on the end field. */
export function startBeforeEnd<T extends Record<string, unknown>>(start: keyof T & string, end: keyof T & string, normalise = (v: string) => v) {
  return z.refine<T>(
    (value) => {
      const a = value[start];
      const b = value[end];
      return typeof a !== "string" || typeof b !== "string" || normalise(a) < normalise(b);
    },
    { error: "validation.timeRange", path: [end] },
  );
}

/** A deletion's reason (§5 'Deletion reason is required'). */
export const deleteReasonSchema = z.object({
  reason: requiredText(200, "validation.reasonRequired"),
});

/** A deletion that asks for no reason. */
export const plainDeleteSchema = z.object({ reason: optionalText(200) });

/** Form checkbox ("on" or absent) → boolean, and select ids → numbers, for a request body. */
export function formToBody(value: Record<string, unknown>, checkboxes: readonly string[], numbers: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) body[key] = item === "" || item === undefined ? null : item;
  for (const key of checkboxes) body[key] = value[key] === "on";
  for (const key of numbers) body[key] = value[key] === undefined || value[key] === "" ? null : Number(value[key]);
  return body;
}


/** A required choice of a select whose values are record ids. */
export const requiredId = z.string({ error: "validation.required" }).check(z.regex(/^\d{1,18}$/, "validation.required"));
