import type { CrudConfig } from "~/engine/crud.server";
import * as platform from "~/platform/content.server";
import { sanitizeRichText } from "~/lib/rich-text";
import { formToBody } from "./schema-helpers";
import * as forms from "./content-forms";
import * as res from "./content";

export const newsCrud: CrudConfig<platform.NewsItem> = {
  resource: res.news,
  calls: platform.newsCalls,
  schema: forms.newsSchema("create"),
  editSchema: forms.newsSchema("edit"),
  // Formatted text leaves sanitised (the platform sanitises again; the detail sanitises what it shows).
  toBody: (value) => {
    const body = formToBody(value, ["top"], []);
    if (typeof body.content === "string") body.content = sanitizeRichText(body.content);
    return body;
  },
  uploads: {"cover": "small-image"},
};

export const coursesCrud: CrudConfig<platform.Course> = {
  resource: res.courses,
  calls: platform.coursesCalls,
  schema: forms.coursesSchema("create"),
  editSchema: forms.coursesSchema("edit"),
  toBody: (value) => {
    const body = formToBody(value, [], ["hours", "price", "peopleCount"]);
    if (typeof body.intro === "string") body.intro = sanitizeRichText(body.intro);
    return body;
  },
  uploads: {"cover": "small-image"},
};

export const videosCrud: CrudConfig<platform.Video> = {
  resource: res.videos,
  calls: platform.videosCalls,
  schema: forms.videosSchema,
  // An uploaded short video (10M) is stored first; its address is the video's URL.
  toBody: (value) => {
    const { file, ...body } = formToBody(value, [], []);
    return typeof file === "string" ? { ...body, url: file } : body;
  },
  uploads: { file: "small-video" },
};

export const questionnairesCrud: CrudConfig<platform.Questionnaire> = {
  resource: res.questionnaires,
  calls: platform.questionnairesCalls,
  schema: forms.questionnairesSchema,
  toBody: (value) => formToBody(value, [], []),
};

/** A questionnaire's questions, on the questionnaire's page; a question of another questionnaire is a 404 there. */
export const questionnaireQuestionCrud = (questionnaireId: string): CrudConfig<platform.QuestionnaireQuestion> => ({
  resource: res.questionsOf(questionnaireId),
  calls: platform.questionnaireQuestionCalls,
  schema: forms.questionnaireQuestionSchema,
  toBody: (value) => ({ ...formToBody(value, [], ["orderNumber"]), questionnaireId: Number(questionnaireId) }),
  owner: { field: "questionnaireId", id: questionnaireId },
});

export const customerQuestionsCrud: CrudConfig<platform.CustomerQuestion> = {
  resource: res.customerQuestions,
  calls: platform.customerQuestionsCalls,
  schema: forms.customerQuestionsSchema,
  toBody: (value) => formToBody(value, [], ["orderNumber"]),
};

export const feedbacksCrud: CrudConfig<platform.Feedback> = { resource: res.feedbacks, calls: platform.feedbacksCalls };

export const contractsCrud: CrudConfig<platform.Contract> = {
  resource: res.contracts,
  calls: platform.contractsCalls,
  schema: forms.contractsSchema,
  toBody: (value) => formToBody(value, [], []),
  uploads: {"file": "file"},
};
