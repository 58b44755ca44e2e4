/** The form schemas of ./org.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { UPLOAD_KINDS, limitLabel } from "~/lib/uploads";
import { hasAllowedExtension, isSafeFileName } from "~/lib/validators";
import { intIn, optionalChecked, optionalText, requiredId, requiredText } from "./schema-helpers";
import { LEARNING_FILE_KINDS } from "./learning-data";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

export const agenciesSchema = z.object({
  name: requiredText(50),
  contact: optionalText(20),
});

export const institutionsSchema = z.object({
  name: requiredText(50),
  nameEn: optionalText(100),
  level: z.enum(["PROVINCE", "CITY", "REGION", "UNIT"], { error: "validation.required" }),
  parentId: optionalId,
  cityId: requiredId,
  address: optionalText(100),
  contact: optionalText(20),
  phone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  icon: z.optional(z.any()),
  packageId: optionalId,
  inspectionReportService: z.optional(z.string()),
  callForHelpCode: optionalChecked(20, (v) => /^[A-Za-z0-9]{4,20}$/.test(v), "institution.callForHelpCodeRule"),
});

export const examQuestionsSchema = z.object({
  orderNumber: intIn(1, 999),
  question: requiredText(200),
  optionA: requiredText(100),
  optionB: requiredText(100),
  optionC: requiredText(100),
  answerOption: z.enum(["OPTION_A", "OPTION_B", "OPTION_C"], { error: "validation.required" }),
  description: optionalText(200),
});

type LearningValue = { learningDataType?: string; content?: string; file?: unknown };

/**
 * The file a learning item's type asks for: an image or a video of an allowed type within its kind's limit, none
 * for a text item (whose text is required). On edit a missing file keeps the stored one. Runs even while other
 * fields are wrong, so every error shows at once.
 */
function learningFileRules(fileRequired: boolean) {
  return z.superRefine<LearningValue>(
    (value, ctx) => {
      const type = value.learningDataType;
      const file = value.file instanceof File && value.file.size > 0 ? value.file : undefined;
      const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message, input: value });
      if (type === "TEXT") {
        if (file) fail("file", "learningData.textNoFile");
        if (!value.content?.trim()) fail("content", "learningData.contentRequired");
        return;
      }
      if (type !== "IMAGE" && type !== "VIDEO") return;
      const kind = LEARNING_FILE_KINDS[type];
      if (!file) {
        if (fileRequired) fail("file", type === "VIDEO" ? "learningData.videoRequired" : "learningData.imageRequired");
        return;
      }
      if (!isSafeFileName(file.name)) fail("file", "validation.fileName");
      else if (!hasAllowedExtension(file.name, UPLOAD_KINDS[kind].types)) fail("file", msg("validation.fileType", { types: UPLOAD_KINDS[kind].types.join(", ") }));
      else if (file.size > UPLOAD_KINDS[kind].maxBytes) fail("file", msg("validation.fileSize", { max: limitLabel(kind) }));
    },
    { when: () => true },
  );
}

const learningDataFields = {
  orderNumber: intIn(1, 999),
  key: requiredText(50).check(z.regex(/^[A-Za-z0-9_-]+$/, "learningData.keyFormat")),
  title: requiredText(100),
  learningDataType: z.enum(["TEXT", "IMAGE", "VIDEO"], { error: "validation.required" }),
  content: optionalText(5000),
  file: z.optional(z.any()),
  description: optionalText(200),
};

export const learningDataSchema = z.object(learningDataFields).check(learningFileRules(true));

/** Editing: no new file keeps the stored one. */
export const learningDataEditSchema = z.object(learningDataFields).check(learningFileRules(false));
