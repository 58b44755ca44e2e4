import type { CrudConfig } from "~/engine/crud.server";
import * as platform from "~/platform/org.server";
import { formToBody } from "./schema-helpers";
import * as forms from "./org-forms";
import * as res from "./org";
import { examQuestions } from "./exam-questions";
import { learningData } from "./learning-data";
import { listCityOptions, listInstitutionOptions } from "~/platform/devices.server";
import type { PlatformContext } from "~/platform/client.server";
import { packagesCalls } from "~/platform/admin.server";
import { localName } from "~/lib/local-name";

const institutionOptions = async (ctx: PlatformContext) => ({
  parentId: await listInstitutionOptions(ctx),
  cityId: await listCityOptions(ctx),
  packageId: (await packagesCalls.list(ctx, { pageNo: 1, pageSize: 100, filters: {} })).rows.map((row) => ({ value: String(row.id), label: localName(row, ctx.lang) || String(row.id) })),
});


export const agenciesCrud: CrudConfig<platform.Agency> = {
  resource: res.agencies,
  calls: platform.agenciesCalls,
  schema: forms.agenciesSchema,
  toBody: (value) => formToBody(value, [], []),
};

export const institutionsCrud: CrudConfig<platform.Institution> = {
  resource: res.institutions,
  calls: platform.institutionsCalls,
  schema: forms.institutionsSchema,
  toBody: (value) => formToBody(value, ["inspectionReportService"], ["parentId", "cityId", "packageId"]),
  uploads: { icon: "small-image" },
  fieldOptions: institutionOptions,
  filterOptions: institutionOptions,
};

export const examQuestionsCrud: CrudConfig<platform.ExamQuestion> = {
  resource: examQuestions,
  calls: platform.examQuestionsCalls,
  schema: forms.examQuestionsSchema,
  toBody: (value) => formToBody(value, [], ["orderNumber"]),
};

export const learningDataCrud: CrudConfig<platform.LearningItem> = {
  resource: learningData,
  calls: platform.learningDataCalls,
  schema: forms.learningDataSchema,
  toBody: (value) => formToBody(value, [], ["orderNumber"]),
  // The schema has checked the file against its item's type; a text item sends none.
  uploads: { file: { kinds: ["image", "video"], of: (value) => (value.learningDataType === "VIDEO" ? "video" : "image") } },
};

/** Editing: no new file keeps the stored one. */
export const learningDataEditCrud: CrudConfig<platform.LearningItem> = { ...learningDataCrud, schema: forms.learningDataEditSchema };
