/** The form schemas of ./operations/, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { optionalText, requiredText } from "./schema-helpers";
import { EVENT_LEVELS, HANDLE_STATES, INCIDENT_TYPES, OPEN_REPAIR_STATES, REPORT_PERIODS } from "./operations";

const SN = /^[A-Za-z0-9-]{4,30}$/;

export const repairCreateSchema = z.object({
  serialNumber: requiredText(30).check(z.regex(SN, "repair.serialFormat")),
  content: requiredText(200),
});

export const repairEditSchema = z.object({
  content: requiredText(200),
  state: z.enum(OPEN_REPAIR_STATES, { error: "validation.required" }),
});

export const repairHandleSchema = z.object({ handleContent: requiredText(200) });

export const incidentSchema = z.object({
  serialNumber: requiredText(30).check(z.regex(SN, "repair.serialFormat")),
  incidentType: z.enum(INCIDENT_TYPES, { error: "validation.required" }),
  level: z.enum(EVENT_LEVELS, { error: "validation.required" }),
  occurredTime: z.string({ error: "validation.required" }).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "validation.dateTime")),
  address: optionalText(100),
  content: requiredText(200),
  handleState: z.enum(HANDLE_STATES, { error: "validation.required" }),
  handleContent: optionalText(200),
});

export const inspectionReportSchema = z.object({
  institutionId: z.string({ error: "validation.required" }).check(z.regex(/^\d{1,18}$/, "validation.required")),
  inspectionCycle: z.enum(REPORT_PERIODS, { error: "validation.required" }),
});

export const deviceInspectionSchema = z.object({ remarks: optionalText(200) });
