/** The form schemas of ./content.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { storedFileHref } from "~/engine/record-values";
import { isHttpUrl } from "~/lib/validators";
import { intIn, numberIn, optionalChecked, optionalText, requiredText, uploadField } from "./schema-helpers";
import { QUESTION_TYPES } from "./content";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

/** The add or edit form (§5: article cover and content required, with their own texts; on edit the stored cover stays). */
export const newsSchema = (mode: "create" | "edit") => z.object({
  title: requiredText(100),
  type: z.enum(["NEWS", "KNOWLEDGE", "GUIDE"], { error: "validation.required" }),
  cover: uploadField("small-image", mode, "news.coverRequired"),
  content: requiredText(20000, "news.contentRequired"),
  top: z.optional(z.string()),
  publishTime: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/, "validation.dateTime"))),
});

/** The add or edit form (§5: course cover required on add, with its own text). */
export const coursesSchema = (mode: "create" | "edit") => z.object({
  name: requiredText(50),
  type: z.enum(["ONLINE", "OFFLINE"], { error: "validation.required" }),
  courseDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "cfgCommon.date"))),
  startTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "cfgCommon.time")),
  hours: numberIn(0.5, 40),
  price: z.optional(numberIn(0, 100000)),
  peopleCount: z.optional(intIn(1, 1000)),
  address: optionalText(100),
  url: optionalChecked(500, isHttpUrl, "validation.url"),
  intro: optionalText(20000),
  contact: optionalText(20),
  phone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  cover: uploadField("small-image", mode, "course.coverRequired"),
});

/**
 * A mini-program video: its address typed in, or a short video uploaded (§5 "video at most 10M": these are the
 * short ones; learning material takes 100M) whose stored address becomes the URL.
 */
export const videosSchema = z
  .object({
    name: requiredText(50),
    type: z.enum(["TEACHING", "PROMOTION", "CASE"], { error: "validation.required" }),
    photographer: optionalText(30),
    url: optionalChecked(500, (value) => isHttpUrl(value) || storedFileHref(value) !== undefined, "validation.url"),
    file: uploadField("small-video", "edit", "video.urlOrFile"),
  })
  .check(z.refine((video) => Boolean(video.url || video.file), { error: "video.urlOrFile", path: ["url"] }));

export const questionnairesSchema = z.object({
  name: requiredText(50),
  peopleGroup: z.enum(["ALL", "VOLUNTEER", "AUTH_VOLUNTEER"], { error: "validation.required" }),
  source: optionalText(30),
  url: optionalChecked(500, isHttpUrl, "validation.url"),
  miniProgramPath: optionalText(200),
  appId: optionalText(40),
});

export const questionnaireQuestionSchema = z.object({
  name: requiredText(200),
  type: z.enum(QUESTION_TYPES, { error: "validation.required" }),
  answer: requiredText(500),
  orderNumber: z.optional(intIn(0, 999)),
});

export const customerQuestionsSchema = z.object({
  orderNumber: z.optional(intIn(0, 999)),
  type: z.enum(QUESTION_TYPES, { error: "validation.required" }),
  question: requiredText(200),
  answer: requiredText(500),
});

export const contractsSchema = z.object({
  name: requiredText(50),
  number: requiredText(30),
  signer: requiredText(20),
  signerPhone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  partyA: requiredText(50),
  partyB: requiredText(50),
  contact: optionalText(20),
  contactPhone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  signDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "cfgCommon.date"))),
  file: z.optional(z.any()),
  remark: optionalText(200),
});
