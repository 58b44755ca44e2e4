/** The form schemas of ./device/firmware.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { FIRMWARE_VERSION_PATTERN, MAX_FILE_BYTES } from "~/lib/validators";
import { deleteReasonSchema, optionalText, requiredText, uploadedFile } from "./schema-helpers";
import { FIRMWARE_DESCRIPTION_MAX, FIRMWARE_KINDS, type FirmwareKindName } from "./device/firmware";

/** One schema for the add/edit form, in the browser (conform) and in the action. The file is optional on edit. */
export function firmwareFormSchema(mode: "create" | "edit", kind: FirmwareKindName = "device") {
  const file = uploadedFile({ types: FIRMWARE_KINDS[kind].types, maxBytes: MAX_FILE_BYTES, requiredKey: "validation.fileRequired" });
  return z.object({
    version: requiredText(20, "validation.versionRequired").check(z.regex(FIRMWARE_VERSION_PATTERN, "validation.versionFormat")),
    description: optionalText(FIRMWARE_DESCRIPTION_MAX),
    file: mode === "create" ? file : z.optional(file),
  });
}

/** §5 'Deletion reason is required' (firmware, smart locks). */
export { deleteReasonSchema } from "./schema-helpers";

export const firmwareDeleteSchema = deleteReasonSchema;
