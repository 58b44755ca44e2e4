import { z } from "zod";
import { tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const agenciesRowSchema = z.object({ id, name: text, contact: text, deviceCount: num });
export type Agency = z.infer<typeof agenciesRowSchema>;
export const agenciesCalls = tableCalls("agencies", agenciesRowSchema);

export const institutionsRowSchema = z.object({ id, name: text, nameEn: text, level: text, parentId: id.nullish(), parentName: text, cityId: id.nullish(), cityName: text, address: text, contact: text, phone: text, packageId: id.nullish(), packageName: text, deviceCount: num });
export type Institution = z.infer<typeof institutionsRowSchema>;
export const institutionsCalls = tableCalls("institutions", institutionsRowSchema);

export const examQuestionsRowSchema = z.object({ id, orderNumber: num, question: text, optionA: text, optionB: text, optionC: text, answerOption: text, description: text, ...audit });
export type ExamQuestion = z.infer<typeof examQuestionsRowSchema>;
export const examQuestionsCalls = tableCalls("exam-questions", examQuestionsRowSchema);

export const learningDataRowSchema = z.object({ id, orderNumber: num, key: text, title: text, learningDataType: text, content: text, file: text, description: text, ...audit });
export type LearningItem = z.infer<typeof learningDataRowSchema>;
export const learningDataCalls = tableCalls("learning-data", learningDataRowSchema);

/** Global config (§2): one settings row. */
export const globalConfigSchema = z.object({
  id, platformName: text, platformNameEn: text, staleDeviceHours: num, selfTestOverdueHours: num, expiryWarningDays: num, supportPhone: text,
  supportEmail: text, inspectionReportDay: num, ...audit,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
export const globalConfigCalls = tableCalls("global-configs", globalConfigSchema);
