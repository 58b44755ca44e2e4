import { z } from "zod";
import { tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const newsRowSchema = z.object({ id, title: text, type: text, cover: text, content: text, top: flag, readCount: num, likeCount: num, publishTime: text, ...audit });
export type NewsItem = z.infer<typeof newsRowSchema>;
export const newsCalls = tableCalls("news", newsRowSchema);

export const coursesRowSchema = z.object({ id, name: text, type: text, courseDate: text, startTime: text, hours: num, price: num, peopleCount: num, address: text, url: text, intro: text, contact: text, phone: text, cover: text, ...audit });
export type Course = z.infer<typeof coursesRowSchema>;
export const coursesCalls = tableCalls("courses", coursesRowSchema);

export const videosRowSchema = z.object({ id, name: text, type: text, photographer: text, url: text, ...audit });
export type Video = z.infer<typeof videosRowSchema>;
export const videosCalls = tableCalls("videos", videosRowSchema);

export const questionnairesRowSchema = z.object({ id, name: text, peopleGroup: text, source: text, url: text, miniProgramPath: text, appId: text, ...audit });
export type Questionnaire = z.infer<typeof questionnairesRowSchema>;
export const questionnairesCalls = tableCalls("questionnaires", questionnairesRowSchema);

/** A questionnaire's questions, listed by questionnaireId. */
export const questionnaireQuestionRowSchema = z.object({ id, questionnaireId: id.nullish(), name: text, type: text, answer: text, orderNumber: num, ...audit });
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionRowSchema>;
export const questionnaireQuestionCalls = tableCalls("questionnaire-questions", questionnaireQuestionRowSchema);

export const customerQuestionsRowSchema = z.object({ id, orderNumber: num, type: text, question: text, answer: text, ...audit });
export type CustomerQuestion = z.infer<typeof customerQuestionsRowSchema>;
export const customerQuestionsCalls = tableCalls("customer-questions", customerQuestionsRowSchema);

export const feedbacksRowSchema = z.object({ id, type: text, origin: text, handleState: text, contact: text, phone: text, content: text, handleNote: text, ...audit });
export type Feedback = z.infer<typeof feedbacksRowSchema>;
export const feedbacksCalls = tableCalls("feedbacks", feedbacksRowSchema);

export const contractsRowSchema = z.object({ id, name: text, number: text, signer: text, signerPhone: text, partyA: text, partyB: text, contact: text, contactPhone: text, signDate: text, file: text, remark: text, ...audit });
export type Contract = z.infer<typeof contractsRowSchema>;
export const contractsCalls = tableCalls("contracts", contractsRowSchema);

/** Global config (§2): one settings row. */
export const globalConfigSchema = z.object({
  id, platformName: text, platformNameEn: text, staleDeviceHours: num, selfTestOverdueHours: num, expiryWarningDays: num, supportPhone: text,
  supportEmail: text, inspectionReportDay: num, ...audit,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
export const globalConfigCalls = tableCalls("global-configs", globalConfigSchema);
