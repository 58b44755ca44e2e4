/** The form schemas of ./device/devices.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { MAX_FILE_BYTES, SPREADSHEET_TYPES } from "~/lib/validators";
import { selectedDevices, uploadedFile } from "./schema-helpers";
import { AVAILABLE_DAYS, PUBLIC_MODES } from "./device/states";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z.string({ error: "validation.required" }).check(z.trim(), z.regex(TIME, "fleet.timeFormat"));

/** Bulk actions on the checked devices (posted as `ids`; §5 "At least one device is required"). */
export const bulkNoticeSchema = z.object({ ids: selectedDevices });

export const bulkRemarkSchema = z.object({
  ids: selectedDevices,
  remark: z.optional(z.string().check(z.trim(), z.maxLength(200, msg("validation.maxLength", { max: 200 })))),
});

export const bulkPublicTimeSchema = z
  .object({
    ids: selectedDevices,
    publicMode: z.enum(PUBLIC_MODES, { error: "validation.required" }),
    openDays: z.enum(AVAILABLE_DAYS, { error: "validation.required" }),
    publicTimeBegin: time,
    publicTimeEnd: time,
  })
  .check(
    z.refine((value) => value.publicTimeBegin < value.publicTimeEnd, { error: "validation.timeRange", path: ["publicTimeEnd"] }),
  );

/** Import: one spreadsheet (§5 uploads: 10M). */
export const importSchema = z.object({
  file: uploadedFile({ types: SPREADSHEET_TYPES, maxBytes: MAX_FILE_BYTES, requiredKey: "fleet.fileRequired" }),
});
