/**
 * §4/§7 device actions: each a modal route (/device/:id/<action>) with its form fields and one zod/mini schema shared
 * by conform and the action (permission and danger: device-action-list.ts).
 */
import * as z from "zod/mini";
import type { FieldDef } from "~/engine/types";
import type { DeviceActionName } from "./device-action-list";
import { intIn } from "./device-config-forms";
import { AVAILABLE_DAYS, PUBLIC_MODES } from "./device/states";
import { bulkPublicTimeSchema, bulkRemarkSchema } from "./devices-forms";
import { optionalText, requiredText, rowRemarkSchema } from "./schema-helpers";

export const NOTICE_STATES = ["NOTIFIED", "NOT_NOTICE"] as const;
const TIME = /^\d{2}:\d{2}$/;
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50000;

export interface DeviceActionForm {
  fields: readonly FieldDef[];
  schema: z.ZodMiniType<Record<string, unknown>>;
  /** The form posts the device id as `ids` (a bulk call of the device list, used for one device). */
  withIds?: boolean;
  /**
   * The §7 call whose answer the form starts from (the stored electrode pads, radius or notice state); none: the
   * device's own fields.
   */
  reads?: "electrode-info" | "system-info" | "get-notice-switch";
  /** Sets default values from the device record, or from what `reads` answered. */
  defaults?: (values: unknown) => Record<string, string | undefined>;
}

const confirmOnly = z.object({});
const A = (name: string) => `deviceAction.${name}`;

/** The form of each action (no fields: a confirmation). */
export const deviceActionForms: Record<DeviceActionName, DeviceActionForm> = {
  reset: {
    fields: [{ name: "reason", labelKey: A("resetReason"), kind: "textarea", required: true, maxLength: 200 }],
    schema: z.object({ reason: requiredText(200, "deviceAction.resetReasonRequired") }),
  },
  "ignore-abnormal": { fields: [], schema: confirmOnly },
  "cancel-ignore-abnormal": { fields: [], schema: confirmOnly },
  "cancel-activation": { fields: [], schema: confirmOnly },
  "untie-package": { fields: [], schema: confirmOnly },
  exit: { fields: [], schema: confirmOnly },
  "unbind-module": { fields: [], schema: confirmOnly },
  "unbind-cabinet": { fields: [], schema: confirmOnly },
  "unbind-lock": { fields: [], schema: confirmOnly },
  "electrode-info": {
    fields: [
      { name: "electrodeSerialNumber", labelKey: A("electrodeSerialNumber"), kind: "text", required: true, maxLength: 30 },
      { name: "electrodeLotNumber", labelKey: A("electrodeLotNumber"), kind: "text", maxLength: 30 },
      { name: "electrodeExpiryDate", labelKey: A("electrodeExpiryDate"), kind: "date", required: true },
    ],
    schema: z.object({
      electrodeSerialNumber: requiredText(30).check(z.regex(/^[A-Za-z0-9-]+$/, "deviceConfig.alphanumeric")),
      electrodeLotNumber: optionalText(30),
      electrodeExpiryDate: requiredText(10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "deviceConfig.date")),
    }),
    reads: "electrode-info",
    defaults: (pads) => ({
      electrodeSerialNumber: str(at(pads, "sn")),
      electrodeLotNumber: str(at(pads, "lot")),
      electrodeExpiryDate: str(at(pads, "expiryDate"))?.slice(0, 10),
    }),
  },
  "system-info": {
    fields: [{ name: "radius", labelKey: A("radius"), kind: "number", required: true, descriptionKey: A("radiusHint"), descriptionParams: { min: RADIUS_MIN, max: RADIUS_MAX } }],
    schema: z.object({ radius: intIn(RADIUS_MIN, RADIUS_MAX) }),
    // §7 GET /v1/devices/{id}/system-info before its PUT.
    reads: "system-info",
    defaults: (info) => ({ radius: str(at(info, "radius")) }),
  },
  // Public time and remark are the fleet's bulk calls for this one device (the form carries its id as `ids`).
  "public-time": {
    withIds: true,
    fields: [
      { name: "publicMode", labelKey: A("publicMode"), kind: "select", required: true, options: PUBLIC_MODES, enumKey: "deviceEnums.publicMode" },
      { name: "openDays", labelKey: A("openDays"), kind: "select", required: true, options: AVAILABLE_DAYS, enumKey: "deviceEnums.availableDay" },
      { name: "publicTimeBegin", labelKey: A("beginTime"), kind: "time", required: true },
      { name: "publicTimeEnd", labelKey: A("endTime"), kind: "time", required: true },
    ],
    schema: bulkPublicTimeSchema,
    defaults: (device) => ({
      publicMode: str(at(device, "publicMode")),
      openDays: str(at(device, "openDays")),
      publicTimeBegin: str(at(at(device, "publicTime"), "begin")),
      publicTimeEnd: str(at(at(device, "publicTime"), "end")),
    }),
  },
  "notice-switch": {
    fields: [{ name: "notice", labelKey: A("notice"), kind: "select", required: true, options: NOTICE_STATES, enumKey: "deviceDetailEnums.notice" }],
    schema: z.object({ notice: z.enum(NOTICE_STATES, { error: "validation.required" }) }),
    // §7 GET /v1/devices/{id}/get-notice-switch: the switch as stored.
    reads: "get-notice-switch",
    defaults: (notice) => ({ notice: str(notice) }),
  },
  // §7 PUT /v1/devices: where the device is and who looks after it.
  edit: {
    fields: [
      { name: "address", labelKey: A("address"), kind: "text", required: true, maxLength: 100 },
      { name: "armLocation", labelKey: A("armLocation"), kind: "text", maxLength: 50 },
      { name: "affiliationUnit", labelKey: A("affiliationUnit"), kind: "text", maxLength: 50 },
      { name: "investorName", labelKey: A("investorName"), kind: "text", maxLength: 50 },
      { name: "contactName", labelKey: A("contactName"), kind: "text", maxLength: 20 },
      { name: "contactPhone", labelKey: A("contactPhone"), kind: "text", maxLength: 11 },
    ],
    schema: z.object({
      address: requiredText(100, "deviceAction.addressRequired"),
      armLocation: optionalText(50),
      affiliationUnit: optionalText(50),
      investorName: optionalText(50),
      contactName: optionalText(20),
      contactPhone: z.optional(z.string().check(z.trim(), z.regex(/^1\d{10}$/, "validation.phone"))),
    }),
    defaults: (device) => ({
      address: str(at(device, "address")),
      armLocation: str(at(device, "armLocation")),
      affiliationUnit: str(at(device, "affiliationUnit")),
      investorName: str(at(at(device, "investor"), "name") ?? at(device, "investorName")),
      contactName: str(at(at(device, "contact"), "name")),
      contactPhone: str(at(at(device, "contact"), "phone")),
    }),
  },
  "send-message": {
    fields: [{ name: "content", labelKey: A("content"), kind: "textarea", required: true, maxLength: 200 }],
    schema: z.object({ content: requiredText(200, "deviceAction.contentRequired") }),
  },
  remark: {
    withIds: true,
    fields: [{ name: "remark", labelKey: A("remark"), kind: "textarea", maxLength: 200 }],
    schema: bulkRemarkSchema,
    defaults: (device) => ({ remark: str(at(device, "remark")) }),
  },
};

/** A field of an answer that may be anything (a part call's loose object, or null). */
function at(values: unknown, key: string): unknown {
  return values && typeof values === "object" ? (values as Record<string, unknown>)[key] : undefined;
}

function str(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}


// ---------------------------------------------------------------------------------------------- row actions

/** A rescue record's remark (rescue tab). */
export const rescueRemarkSchema = rowRemarkSchema;
/** A repair (report-to-repair) or maintenance record added from the operation tab. */
export const repairSchema = z.object({ content: requiredText(200, "deviceAction.contentRequired") });
export const maintenanceSchema = z.object({ content: requiredText(200, "deviceAction.contentRequired") });
/** A maintenance record's new content (§7 PUT /v1/device-maintain-records). */
export const maintenanceEditSchema = z.object({
  recordId: z.string().check(z.regex(/^\d{1,18}$/)),
  content: requiredText(200, "deviceAction.contentRequired"),
});
/** A row named by its id only (a deletion confirmed in its modal). */
export const recordIdSchema = z.object({ recordId: z.string().check(z.regex(/^\d{1,18}$/)) });
/** The handling written on a repair record. */
export const handleContentSchema = z.object({
  recordId: z.string().check(z.regex(/^\d{1,18}$/)),
  handleContent: requiredText(200, "deviceAction.handleContentRequired"),
});
