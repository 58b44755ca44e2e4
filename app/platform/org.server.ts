import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callResult, type PlatformContext } from "./client.server";
import { pageQuery, tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const agenciesRowSchema = z.object({ id, name: text, contact: text, deviceCount: num });
export type Agency = z.infer<typeof agenciesRowSchema>;
export const agenciesCalls = tableCalls("agencies", agenciesRowSchema);

export const institutionsRowSchema = z.object({
  id, name: text, nameEn: text, level: text, parentId: id.nullish(), parentName: text, parentNameEn: text, cityId: id.nullish(), cityName: text, cityNameEn: text,
  address: text, contact: text, phone: text, packageId: id.nullish(), packageName: text, packageNameEn: text, icon: text, inspectionReportService: flag, callForHelpCode: text,
  childCount: num, deviceCount: num,
});
export type Institution = z.infer<typeof institutionsRowSchema>;
export const institutionsCalls = tableCalls("institutions", institutionsRowSchema);

/** §3 organisation tree node. */
export interface OrgNode {
  key: string;
  title: string;
  icon?: string | null;
  group?: boolean | null;
  children?: OrgNode[] | null;
}
const orgNodeSchema: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({ key: z.coerce.string(), title: z.string(), icon: text, group: flag, children: z.array(orgNodeSchema).nullish() }),
);

/** GET /v1/org/tree (§7 sample). */
export function getOrgTree(ctx: PlatformContext) {
  return callResult(ctx, "/v1/org/tree", z.array(orgNodeSchema));
}

const institutionRecordSchemas = {
  volunteers: z.object({ id, name: text, phoneNumber: text, certificateState: text, deviceCount: num, since: text }),
  packages: z.object({ id, name: text, nameEn: text, years: num, deviceCount: num, validCount: num, firstExpiry: text }),
  "call-for-help-codes": z.object({ id, code: text, sn: text, address: text, callCount: num }),
} as const;
export type InstitutionRecordKind = keyof typeof institutionRecordSchemas;

/** One of an institution's lists drawn from its devices (volunteers, packages, call-for-help codes). */
export function listInstitutionRecords(ctx: PlatformContext, institutionId: string, kind: InstitutionRecordKind, params: ListParams) {
  const schema = institutionRecordSchemas[kind] as z.ZodType<Record<string, unknown>>;
  return callList(ctx, `/v1/institutions/${encodeURIComponent(institutionId)}/${kind}`, schema, { query: pageQuery(params) });
}

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
