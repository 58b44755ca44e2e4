/**
 * §5 device config rules: one zod/mini schema per config group of ./device-config.ts, used by conform in the browser
 * and by the save action (only the group's form page imports them).
 */
import * as z from "zod/mini";
import { startBeforeEnd } from "./schema-helpers";
import { toPlatformDateTime } from "~/engine/values";
import { msg } from "~/i18n/messages";
import { isBaseStationToken, isIpAddress, WAKE_OFFSET_MAX, WAKE_OFFSET_MIN } from "~/lib/validators";
import { ADDRESS_TYPES, AVAILABLE_DAYS, EXECUTE_TYPES, FENCE_RADIUS_MAX, FENCE_RADIUS_MIN, PACKAGES, POSITION_MODES, PUBLIC_MODES, WAKE_MODES } from "./device-config";

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
