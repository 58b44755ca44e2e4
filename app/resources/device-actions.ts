/**
 * §4/§7 device actions: each a modal route (/device/:id/<action>) with its form fields, one zod/mini schema shared
 * by conform and the action, the permission it needs, and whether it is destructive (confirmed, red button).
 */
import * as z from "zod/mini";
import type { FieldDef } from "~/engine/types";
import { AVAILABLE_DAYS, intIn } from "./device-config";
import { optionalText, requiredText } from "./schema-helpers";

export const NOTICE_STATES = ["NOTIFIED", "NOT_NOTICE"] as const;
const TIME = /^\d{2}:\d{2}$/;
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50000;

export interface DeviceActionDef {
  name: string;
  /** Permission action on the device list mark (`deviceList.<action>`). */
  permission: "edit" | "update";
  danger?: boolean;
  fields: readonly FieldDef[];
  schema: z.ZodMiniType<Record<string, unknown>>;
  /** Sets default values from the device record. */
  defaults?: (device: Record<string, unknown>) => Record<string, string | undefined>;
}

const confirmOnly = z.object({});
const A = (name: string) => `deviceAction.${name}`;

const publicTime = z
  .object({
    openDays: z.enum(AVAILABLE_DAYS, { error: "validation.required" }),
    beginTime: requiredText(5).check(z.regex(TIME, "validation.time")),
    endTime: requiredText(5).check(z.regex(TIME, "validation.time")),
  })
  .check(
    z.refine((value) => value.beginTime < value.endTime, { error: "validation.timeRange", path: ["endTime"] }),
  );

export const deviceActions: Record<string, DeviceActionDef> = {
  reset: {
    name: "reset",
    permission: "update",
    danger: true,
    fields: [{ name: "reason", labelKey: A("resetReason"), kind: "textarea", required: true, maxLength: 200 }],
    schema: z.object({ reason: requiredText(200, "deviceAction.resetReasonRequired") }),
  },
  "ignore-abnormal": { name: "ignore-abnormal", permission: "update", fields: [], schema: confirmOnly },
  "cancel-ignore-abnormal": { name: "cancel-ignore-abnormal", permission: "update", fields: [], schema: confirmOnly },
  "cancel-activation": { name: "cancel-activation", permission: "update", danger: true, fields: [], schema: confirmOnly },
  "untie-package": { name: "untie-package", permission: "update", danger: true, fields: [], schema: confirmOnly },
  exit: { name: "exit", permission: "update", danger: true, fields: [], schema: confirmOnly },
  "unbind-module": { name: "unbind-module", permission: "update", danger: true, fields: [], schema: confirmOnly },
  "unbind-cabinet": { name: "unbind-cabinet", permission: "update", danger: true, fields: [], schema: confirmOnly },
  "unbind-lock": { name: "unbind-lock", permission: "update", danger: true, fields: [], schema: confirmOnly },
  "electrode-info": {
    name: "electrode-info",
    permission: "edit",
    fields: [
      { name: "electrodeSerialNumber", labelKey: A("electrodeSerialNumber"), kind: "text", required: true, maxLength: 30 },
      { name: "electrodeLotNumber", labelKey: A("electrodeLotNumber"), kind: "text", maxLength: 30 },
      { name: "electrodeExpiryDate", labelKey: A("electrodeExpiryDate"), kind: "date", required: true },
    ],
    schema: z.object({
      electrodeSerialNumber: requiredText(30).check(z.regex(/^[A-Za-z0-9-]+$/, "validation.alphanumeric")),
      electrodeLotNumber: optionalText(30),
      electrodeExpiryDate: requiredText(10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date")),
    }),
    defaults: (device) => ({
      electrodeSerialNumber: str(device.electrodeSerialNumber),
      electrodeLotNumber: str(device.electrodeLotNumber),
      electrodeExpiryDate: str(device.electrodeExpiryDate)?.slice(0, 10),
    }),
  },
  "system-info": {
    name: "system-info",
    permission: "edit",
    fields: [{ name: "radius", labelKey: A("radius"), kind: "number", required: true, descriptionKey: A("radiusHint"), descriptionParams: { min: RADIUS_MIN, max: RADIUS_MAX } }],
    schema: z.object({ radius: intIn(RADIUS_MIN, RADIUS_MAX) }),
    defaults: (device) => ({ radius: str(device.radius) }),
  },
  "public-time": {
    name: "public-time",
    permission: "edit",
    fields: [
      { name: "openDays", labelKey: A("openDays"), kind: "select", required: true, options: AVAILABLE_DAYS, enumKey: "enums.availableDay" },
      { name: "beginTime", labelKey: A("beginTime"), kind: "time", required: true },
      { name: "endTime", labelKey: A("endTime"), kind: "time", required: true },
    ],
    schema: publicTime,
    defaults: (device) => ({ openDays: str(device.openDays), beginTime: str(device.publicBeginTime), endTime: str(device.publicEndTime) }),
  },
  "notice-switch": {
    name: "notice-switch",
    permission: "edit",
    fields: [{ name: "notice", labelKey: A("notice"), kind: "select", required: true, options: NOTICE_STATES, enumKey: "enums.notice" }],
    schema: z.object({ notice: z.enum(NOTICE_STATES, { error: "validation.required" }) }),
    defaults: (device) => ({ notice: str(device.notice) }),
  },
  "send-message": {
    name: "send-message",
    permission: "edit",
    fields: [{ name: "content", labelKey: A("content"), kind: "textarea", required: true, maxLength: 200 }],
    schema: z.object({ content: requiredText(200, "deviceAction.contentRequired") }),
  },
  remark: {
    name: "remark",
    permission: "edit",
    fields: [{ name: "remark", labelKey: A("remark"), kind: "textarea", maxLength: 200 }],
    schema: z.object({ remark: optionalText(200) }),
    defaults: (device) => ({ remark: str(device.remark) }),
  },
};

function str(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

export const isDeviceAction = (name: string | undefined): name is string =>
  name !== undefined && Object.prototype.hasOwnProperty.call(deviceActions, name);

// ---------------------------------------------------------------------------------------------- row actions

/** A rescue record's remark (rescue tab). */
export const rescueRemarkSchema = z.object({ recordId: z.string().check(z.regex(/^\d{1,18}$/)), remark: optionalText(200) });
/** A task to cancel (overview's task list). */
export const taskSchema = z.object({ taskId: z.string().check(z.regex(/^\d{1,18}$/)) });
/** Related admin to add (from the options) or remove. */
export const adminSchema = z.object({ adminId: z.string({ error: "deviceAction.adminRequired" }).check(z.regex(/^\d{1,18}$/, "deviceAction.adminRequired")) });
/** Volunteers to link (from the wait-allocated list) or unlink: at least one. */
export const volunteerIdsSchema = z.object({
  ids: z.array(z.string().check(z.regex(/^\d{1,18}$/)), { error: "validation.selectAtLeastOne" }).check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(100)),
});
/** A repair (report-to-repair) or maintenance record added from the operation tab. */
export const repairSchema = z.object({ content: requiredText(200, "deviceAction.contentRequired") });
export const maintenanceSchema = z.object({ content: requiredText(200, "deviceAction.contentRequired") });
/** The handling written on a repair record. */
export const handleContentSchema = z.object({
  recordId: z.string().check(z.regex(/^\d{1,18}$/)),
  handleContent: requiredText(200, "deviceAction.handleContentRequired"),
});
