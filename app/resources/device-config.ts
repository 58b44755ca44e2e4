/**
 * §3 device config groups: the field declarations the form is built from and the platform's values. The §5 rules
 * (one zod/mini schema per group) are in ./device-config-forms.ts, so that the config tab's frame loads no zod.
 */
import type { FieldDef } from "~/engine/types";
import { toPlatformDateTime } from "~/engine/values";
import { WAKE_OFFSET_MAX, WAKE_OFFSET_MIN } from "~/lib/validators";

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
