/** The form schemas of ./device/smart-locks.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { LOCK_SERIAL_PATTERN, MAC_PATTERN, MAX_FILE_BYTES } from "~/lib/validators";
import { optionalText, uploadedFile } from "./schema-helpers";
import { LOCK_FILE_TYPES } from "./device/smart-locks";

/** §5 lock formats: MAC xx:xx:xx:xx:xx:xx, serial VX.Y.Z or TX.Y.Z; the lock file is optional. */
export const smartLockSchema = z.object({
  serialNumber: z
    .string({ error: "periphValidation.lockSerialRequired" })
    .check(z.trim(), z.minLength(1, "periphValidation.lockSerialRequired"), z.regex(LOCK_SERIAL_PATTERN, "periphValidation.lockSerialFormat")),
  macAddress: z
    .string({ error: "periphValidation.macRequired" })
    .check(z.trim(), z.minLength(1, "periphValidation.macRequired"), z.regex(MAC_PATTERN, "periphValidation.macFormat")),
  bindDeviceSn: optionalText(30),
  description: optionalText(200),
  lockFile: z.optional(uploadedFile({ types: LOCK_FILE_TYPES, maxBytes: MAX_FILE_BYTES, requiredKey: "validation.fileRequired" })),
});
