/**
 * §3 device config groups and §5 device config rules: one zod/mini schema per group, used by conform in the
 * browser and by the save action, plus the field declarations the form is built from.
 */
import * as z from "zod/mini";
import { startBeforeEnd } from "./schema-helpers";
import type { FieldDef } from "~/engine/types";
import { toPlatformDateTime } from "~/engine/values";
import { msg } from "~/i18n/messages";
import { isBaseStationToken, isIpAddress, WAKE_OFFSET_MAX, WAKE_OFFSET_MIN } from "~/lib/validators";

export const CONFIG_GROUPS = [
  "parameters",
  "location-fence-config",
  "quality-guarantee",
  "message-service",
  "call-for-help",
  "competition",
  "service-package",
  "service-configs",
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export const isConfigGroup = (value: string | undefined): value is ConfigGroup => CONFIG_GROUPS.includes(value as ConfigGroup);

export const ADDRESS_TYPES = ["IP", "DOMAIN"] as const;
export const POSITION_MODES = ["GPS_AND_BDS", "GPS", "BDS", "LBS", "CUSTOM"] as const;
export const WAKE_MODES = ["TIMED", "REAL_TIME"] as const;
export const EXECUTE_TYPES = ["IMMEDIATE", "TIMED"] as const;
/** Service packages by id (the platform's package list: basic, standard, premium, full cover). */
export const PACKAGES = ["1", "2", "3", "4"] as const;
export const PUBLIC_MODES = ["PUBLIC", "HALF", "NEVER", "BUSINESS_HOURS"] as const;
export const AVAILABLE_DAYS = ["WEEKDAY", "HOLIDAY", "EVERYDAY"] as const;
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export const FENCE_RADIUS_MIN = 10;
export const FENCE_RADIUS_MAX = 10000;

/** A whole number in [min, max]; an empty field says "required", anything else out of range says so. */
export function intIn(min: number, max: number, requiredKey = "validation.required") {
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredKey : "deviceConfig.integer") })
    .check(z.refine(Number.isInteger, "deviceConfig.integer"), z.refine((n) => n >= min && n <= max, msg("deviceConfig.numberRange", { min, max })));
}

const required = (key = "validation.required") =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, key), z.maxLength(100, msg("validation.maxLength", { max: 100 })));
const oneOf = <T extends readonly [string, ...string[]]>(values: T, key = "validation.required") => z.enum(values, { error: key });
const flag = z.optional(z.boolean());
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/;
const date = (key = "validation.required") => required(key).check(z.regex(DATE, "deviceConfig.date"));
const dateTime = (key = "validation.required") => required(key).check(z.regex(DATE_TIME, "validation.dateTime"));
const HOSTNAME = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** An address of the chosen type: a valid IP for IP, a host name for DOMAIN. */
function addressMatchesType<T extends Record<string, unknown>>(typeField: keyof T & string, addressField: keyof T & string) {
  return z.refine<T>(
    (value) => {
      const address = value[addressField];
      if (typeof address !== "string") return true;
      return value[typeField] === "IP" ? isIpAddress(address) : HOSTNAME.test(address) && !/^[\d.]+$/.test(address);
    },
    { error: (issue) => ((issue.input as T)?.[typeField] === "IP" ? "validation.ip" : "deviceConfig.domain"), path: [addressField] },
  );
}

const dateTimeKey = (v: string) => toPlatformDateTime(v, "start") ?? v;

export const configSchemas = {
  parameters: z
    .object({
      selfCheckDay: intIn(1, 31, "deviceConfig.selfCheckRequired"),
      selfCheckWeek: intIn(1, 7, "deviceConfig.selfCheckRequired"),
      selfCheckHour: intIn(0, 23, "deviceConfig.selfCheckRequired"),
      selfCheckMinute: intIn(0, 59, "deviceConfig.selfCheckRequired"),
      wakeMode: oneOf(WAKE_MODES),
      wakeOffset: intIn(WAKE_OFFSET_MIN, WAKE_OFFSET_MAX, "deviceConfig.wakeOffsetRequired"),
      serverAddressType: oneOf(ADDRESS_TYPES, "deviceConfig.serverRequired"),
      serverAddress: required("deviceConfig.serverRequired"),
      serverPort: intIn(1, 65535, "deviceConfig.serverRequired"),
      baseStationAddressType: oneOf(ADDRESS_TYPES, "deviceConfig.baseStationRequired"),
      baseStationAddress: required("deviceConfig.baseStationRequired"),
      baseStationPort: intIn(1, 65535, "deviceConfig.baseStationRequired"),
      baseStationToken: z.string({ error: "deviceConfig.tokenLength" }).check(z.refine(isBaseStationToken, "deviceConfig.tokenLength")),
      positionModuleType: oneOf(POSITION_MODES, "deviceConfig.positionModuleRequired"),
      recordingMaxMinutes: intIn(1, 120, "deviceConfig.recordingRequired"),
    })
    .check(addressMatchesType("serverAddressType", "serverAddress"), addressMatchesType("baseStationAddressType", "baseStationAddress")),
  "location-fence-config": z.object({
    fenceEnabled: flag,
    fenceRadius: intIn(FENCE_RADIUS_MIN, FENCE_RADIUS_MAX, "deviceConfig.fenceRadiusRequired"),
    positionMode: oneOf(POSITION_MODES),
  }),
  "quality-guarantee": z
    .object({
      guaranteeBeginDate: date(),
      guaranteeExpiryDate: date(),
      contractYears: intIn(0, 20),
      extensionYears: intIn(0, 20),
    })
    .check(startBeforeEnd("guaranteeBeginDate", "guaranteeExpiryDate")),
  "message-service": z
    .object({
      smsNotice: flag,
      voiceNotice: flag,
      emailNotice: flag,
      noticePhone: z.optional(z.string().check(z.trim(), z.regex(/^1\d{10}$/, "validation.phone"))),
      noticeEmail: z.optional(z.string().check(z.trim(), z.maxLength(100, msg("validation.maxLength", { max: 100 })), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "validation.email"))),
    }),
  "call-for-help": z.object({
    callDistance: intIn(1, 10000),
    receiverCountLimit: intIn(1, 100),
    rescueDuration: intIn(1, 240),
  }),
  competition: z
    .object({
      competitionMode: flag,
      executeType: oneOf(EXECUTE_TYPES, "deviceConfig.executeTypeRequired"),
      startTime: dateTime("deviceConfig.startTimeRequired"),
      endTime: dateTime("deviceConfig.endTimeRequired"),
    })
    .check(startBeforeEnd("startTime", "endTime", dateTimeKey)),
  "service-package": z
    .object({
      packageId: oneOf(PACKAGES),
      packageBeginDate: date(),
      packageExpiryDate: date(),
    })
    .check(startBeforeEnd("packageBeginDate", "packageExpiryDate")),
  "service-configs": z.object({
    publicMode: oneOf(PUBLIC_MODES),
    openDays: oneOf(AVAILABLE_DAYS),
    oneKeyHelp: flag,
    informVolunteer: flag,
    inspectionReport: flag,
  }),
} as const;

const L = (name: string) => `deviceConfig.${name}`;
const num = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, labelKey: L(name), kind: "number", required: true, ...extra });
const sel = (name: string, options: readonly string[], enumKey: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name, labelKey: L(name), kind: "select", required: true, options, enumKey, ...extra,
});
const check = (name: string): FieldDef => ({ name, labelKey: L(name), kind: "checkbox" });

export const configFields: Record<ConfigGroup, readonly FieldDef[]> = {
  parameters: [
    num("selfCheckDay"),
    sel("selfCheckWeek", WEEKDAYS, "deviceDetailEnums.weekday"),
    num("selfCheckHour"),
    num("selfCheckMinute"),
    sel("wakeMode", WAKE_MODES, "deviceDetailEnums.wakeMode"),
    num("wakeOffset", { descriptionKey: L("wakeOffsetHint"), descriptionParams: { min: WAKE_OFFSET_MIN, max: WAKE_OFFSET_MAX } }),
    sel("serverAddressType", ADDRESS_TYPES, "deviceDetailEnums.addressType"),
    { name: "serverAddress", labelKey: L("serverAddress"), kind: "text", required: true, maxLength: 100 },
    num("serverPort"),
    sel("baseStationAddressType", ADDRESS_TYPES, "deviceDetailEnums.addressType"),
    { name: "baseStationAddress", labelKey: L("baseStationAddress"), kind: "text", required: true, maxLength: 100 },
    num("baseStationPort"),
    { name: "baseStationToken", labelKey: L("baseStationToken"), kind: "text", required: true, maxLength: 16, descriptionKey: L("tokenHint") },
    sel("positionModuleType", POSITION_MODES, "deviceDetailEnums.positionMode"),
    num("recordingMaxMinutes", { descriptionKey: L("minutesHint") }),
  ],
  "location-fence-config": [
    check("fenceEnabled"),
    num("fenceRadius", { descriptionKey: L("fenceRadiusHint"), descriptionParams: { min: FENCE_RADIUS_MIN, max: FENCE_RADIUS_MAX } }),
    sel("positionMode", POSITION_MODES, "deviceDetailEnums.positionMode"),
  ],
  "quality-guarantee": [
    { name: "guaranteeBeginDate", labelKey: L("guaranteeBeginDate"), kind: "date", required: true },
    { name: "guaranteeExpiryDate", labelKey: L("guaranteeExpiryDate"), kind: "date", required: true },
    num("contractYears"),
    num("extensionYears"),
  ],
  "message-service": [
    check("smsNotice"),
    check("voiceNotice"),
    check("emailNotice"),
    { name: "noticePhone", labelKey: L("noticePhone"), kind: "text", maxLength: 11 },
    { name: "noticeEmail", labelKey: L("noticeEmail"), kind: "text", maxLength: 100 },
  ],
  "call-for-help": [num("callDistance", { descriptionKey: L("metresHint") }), num("receiverCountLimit"), num("rescueDuration", { descriptionKey: L("minutesHint") })],
  competition: [
    check("competitionMode"),
    sel("executeType", EXECUTE_TYPES, "deviceDetailEnums.executeType"),
    { name: "startTime", labelKey: L("startTime"), kind: "datetime", required: true },
    { name: "endTime", labelKey: L("endTime"), kind: "datetime", required: true },
  ],
  "service-package": [
    sel("packageId", PACKAGES, "deviceDetailEnums.servicePackage"),
    { name: "packageBeginDate", labelKey: L("packageBeginDate"), kind: "date", required: true },
    { name: "packageExpiryDate", labelKey: L("packageExpiryDate"), kind: "date", required: true },
  ],
  "service-configs": [
    sel("publicMode", PUBLIC_MODES, "deviceEnums.publicMode"),
    sel("openDays", AVAILABLE_DAYS, "deviceEnums.availableDay"),
    check("oneKeyHelp"),
    check("informVolunteer"),
    check("inspectionReport"),
  ],
};

export type ConfigValues = Record<string, string | number | boolean | null>;

/** The validated form value as the platform stores it: flags as booleans, date-times in §9's format. */
export function toConfigPayload(group: ConfigGroup, value: Record<string, unknown>): ConfigValues {
  const payload: ConfigValues = {};
  for (const field of configFields[group]) {
    const raw = value[field.name];
    if (field.kind === "checkbox") payload[field.name] = raw === true;
    else if (field.kind === "datetime") payload[field.name] = typeof raw === "string" ? toPlatformDateTime(raw, "start") ?? raw : null;
    else if (field.kind === "select" && (field.options === WEEKDAYS || field.options === PACKAGES)) payload[field.name] = raw === undefined ? null : Number(raw);
    else payload[field.name] = raw === undefined || raw === "" ? null : (raw as string | number);
  }
  return payload;
}

/** The stored config as form default values (strings; checked boxes "on"; date-times for datetime-local inputs). */
export function toFormDefaults(group: ConfigGroup, config: Record<string, unknown>): Record<string, string | undefined> {
  const defaults: Record<string, string | undefined> = {};
  for (const field of configFields[group]) {
    const raw = config[field.name];
    if (field.kind === "checkbox") defaults[field.name] = raw === true ? "on" : undefined;
    else if (raw === null || raw === undefined) defaults[field.name] = undefined;
    else if (field.kind === "datetime") defaults[field.name] = String(raw).replace(" ", "T");
    else defaults[field.name] = String(raw);
  }
  return defaults;
}

/**
 * §5 "Config parameters must change before saving": true when the new payload differs from the stored config
 * in any field of the group (missing and null count as the same; numbers compare by value).
 */
export function configChanged(group: ConfigGroup, current: Record<string, unknown>, next: ConfigValues): boolean {
  return configFields[group].some((field) => {
    const a = current[field.name] ?? null;
    const b = next[field.name] ?? null;
    if (field.kind === "checkbox") return Boolean(a) !== Boolean(b);
    if (a === null || b === null) return a !== b;
    return String(a) !== String(b);
  });
}
