/** The form schemas of ./admin.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { isHttpUrl } from "~/lib/validators";
import { intIn, numberIn, optionalChecked, optionalText, plainName, requiredText } from "./schema-helpers";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

/**
 * §5 "Upper and last area levels are required": the area's own level (the last of its chain) and, for every level
 * below a country, its upper area — each error on its own field.
 */
export const areasSchema = z
  .object({
    code: requiredText(6).check(z.regex(/^[A-Za-z0-9]{2,6}$/, "cfgArea.codeFormat")),
    name: plainName(30),
    nameEn: requiredText(50),
    level: z.enum(["COUNTRY", "STATE", "CITY", "REGION"], { error: "cfgArea.levelRequired" }),
    parentId: optionalId,
    lat: z.optional(numberIn(-90, 90)),
    lng: z.optional(numberIn(-180, 180)),
  })
  .check(z.refine((area) => area.level === "COUNTRY" || Boolean(area.parentId), { error: "cfgArea.upperRequired", path: ["parentId"] }));

export const brandsSchema = z.object({
  name: plainName(30),
  nameEn: requiredText(50),
  logo: z.optional(z.any()),
});

export const packagesSchema = z.object({
  name: plainName(30),
  nameEn: requiredText(50),
  years: intIn(1, 10),
});

export const serviceItemsSchema = z.object({
  name: requiredText(30),
  key: requiredText(50).check(z.regex(/^[A-Za-z0-9_-]+$/, "cfgService.keyFormat")),
  parentId: optionalId,
  orderNo: z.optional(intIn(0, 999)),
  description: optionalText(200),
});

export const messageEventsSchema = z.object({
  name: requiredText(30),
  code: requiredText(50).check(z.regex(/^[A-Z][A-Z0-9_]*$/, "cfgEvent.codeFormat")),
  entity: z.enum(["DEVICE", "VOLUNTEER", "INSTITUTION", "SYSTEM"], { error: "validation.required" }),
  timedType: z.enum(["REAL_TIME", "ON_TIME"], { error: "validation.required" }),
  level: z.enum(["COMMON", "WARNING", "SERIOUS"], { error: "validation.required" }),
  smsTemplate: optionalText(200),
  vmsTemplate: optionalText(200),
  emailTemplate: optionalText(500),
  contentTemplate: optionalText(500),
});

export const pushAccountsSchema = z.object({
  username: requiredText(30),
  type: z.enum(["INSTITUTION", "REGION", "PLATFORM"], { error: "validation.required" }),
  protocol: z.enum(["HTTP", "HTTPS", "MQTT"], { error: "validation.required" }),
  url: requiredText(500).check(z.refine(isHttpUrl, "validation.url")),
  password: optionalText(64),
  certificatePath: optionalText(200),
  innerService: z.optional(z.string()),
  enabled: z.optional(z.string()),
  includeSubInstitutions: z.optional(z.string()),
  pushSelfTest: z.optional(z.string()),
  pushEvents: z.optional(z.string()),
});

export const mqAccountsSchema = z.object({
  username: requiredText(30).check(z.regex(/^[A-Za-z0-9_.-]+$/, "mqAcct.nameFormat")),
  password: optionalText(64),
  queue: requiredText(100).check(z.regex(/^real_time_data_[A-Za-z0-9_]+$/, "mqAcct.queueFormat")),
  exchange: requiredText(50).check(z.regex(/^[A-Za-z0-9_.-]+$/, "mqAcct.nameFormat")),
  virtualHost: requiredText(50),
  routeKey: optionalText(100),
});

export const externalInterfacesSchema = z.object({
  name: requiredText(30),
  kind: z.enum(["ERP", "PUBLIC"], { error: "validation.required" }),
  appKey: requiredText(40).check(z.regex(/^[A-Za-z0-9_-]+$/, "extIf.keyFormat")),
  appSecret: optionalText(64),
  url: optionalChecked(500, isHttpUrl, "validation.url"),
  enabled: z.optional(z.string()),
  description: optionalText(200),
});

export const vipCardsSchema = z.object({
  serialNumber: requiredText(20).check(z.regex(/^VIP-\d{4}-\d{4}$/, "vipCard.serialFormat")),
  secret: optionalText(64),
  systemName: optionalText(30),
  systemNameEn: optionalText(50),
  systemTheme: optionalChecked(30, (v) => /^((light|dark)--)?#[0-9A-Fa-f]{6}$/.test(v), "vipCard.themeFormat"),
  expiryDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "cfgCommon.date"))),
});

export const globalConfigSchema = z.object({
  platformName: requiredText(30),
  platformNameEn: requiredText(50),
  staleDeviceHours: intIn(1, 720),
  selfTestOverdueHours: intIn(24, 2160),
  expiryWarningDays: intIn(7, 365),
  inspectionReportDay: intIn(1, 28),
  supportPhone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  supportEmail: optionalChecked(100, (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "validation.email"),
});
