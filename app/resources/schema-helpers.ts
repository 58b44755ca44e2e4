import { z } from "zod";
import { msg } from "~/i18n/messages";
import { hasAllowedExtension, isSafeFileName } from "~/lib/validators";

/** A required, trimmed text with the §5 length limit; errors are i18n keys. */
export function requiredText(max: number, requiredKey = "validation.required") {
  return z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, msg("validation.maxLength", { max }));
}

export function optionalText(max: number) {
  return z.string().trim().max(max, msg("validation.maxLength", { max })).optional();
}

function isFileLike(value: unknown): value is File {
  return typeof value === "object" && value !== null && typeof (value as Blob).size === "number" && typeof (value as File).name === "string";
}

/**
 * An uploaded file checked the same in the browser and on the server: present (unless optional), a safe name,
 * an allowed extension and at most `maxBytes`.
 */
export function uploadedFile(options: { types: readonly string[]; maxBytes: number; requiredKey: string }) {
  const maxLabel = `${Math.round(options.maxBytes / 1024 / 1024)}M`;
  return z
    .custom<File>(isFileLike, options.requiredKey)
    .refine((file) => isSafeFileName(file.name), "validation.fileName")
    .refine((file) => hasAllowedExtension(file.name, options.types), msg("validation.fileType", { types: options.types.join(", ") }))
    .refine((file) => file.size <= options.maxBytes, msg("validation.fileSize", { max: maxLabel }));
}

/** Checked row ids of a bulk action (§5 'At least one row must be selected'). */
export const selectedIds = z
  .array(z.string().regex(/^\d+$/), { error: "validation.selectAtLeastOne" })
  .min(1, "validation.selectAtLeastOne")
  .max(500);
