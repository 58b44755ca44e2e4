/** The form schemas of ./people.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { optionalChecked, optionalText, requiredText } from "./schema-helpers";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

export const volunteersSchema = z.object({
  firstName: requiredText(20),
  lastName: optionalText(20),
  nickName: optionalText(30),
  gender: z.enum(["MALE", "FEMALE", "UNKNOWN"], { error: "validation.required" }),
  phoneNumber: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  email: optionalChecked(100, (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "validation.email"),
  cityId: optionalId,
  address: optionalText(100),
  birthDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "cfgCommon.date"))),
  receiveHelpWeekOption: z.optional(z.enum(["WEEKDAY", "WEEKEND", "ALL_WEEK"])),
  receiveHelpTimeBegin: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "cfgCommon.time"))),
  receiveHelpTimeEnd: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "cfgCommon.time"))),
  description: optionalText(200),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const today = () => new Date().toISOString().slice(0, 10);

export const volunteerHonorSchema = z.object({
  honorContent: requiredText(100),
  obtainedDate: z
    .string({ error: "validation.required" })
    .check(z.regex(DATE_ONLY, "validation.date"), z.refine((value) => value <= today(), "validation.notFuture")),
});
