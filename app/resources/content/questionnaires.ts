import { defineResource } from "~/engine/define-resource";
import type { ResourceDef } from "~/engine/types";
import { QUESTION_TYPES } from "./customer-questions";

/** §3 Questionnaire (/content/questionnaire). */
export const questionnaires = defineResource({
  name: "questionnaires", permission: "questionnaire", titleKey: "menu.questionnaire", basePath: "/content/questionnaire",
  prefix: "questionnaire", labelKey: "name", defaultSort: { field: "id", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    peopleGroup: { column: true, values: ["ALL", "VOLUNTEER", "AUTH_VOLUNTEER"], filter: "select", field: "select", required: true },
    source: { column: true, field: "text", maxLength: 30 },
    url: { column: true, kind: "ellipsis", field: "text", maxLength: 500 },
    miniProgramPath: { field: "text", maxLength: 200 },
    appId: { field: "text", maxLength: 40 },
  },
});

/**
 * §3 a questionnaire's question: name, type, answer (the answer or the choices offered), and its place in the
 * questionnaire. Listed, added, edited and deleted on the questionnaire's page (`questionsOf`), with the
 * questionnaire's marks. A questionnaire has a handful of questions: sorted and paged, not filtered, no detail.
 */
export const questionnaireQuestions = defineResource({
  name: "questionnaireQuestions", permission: "questionnaire", titleKey: "questionnaireQuestion.title", basePath: "/content/questionnaire",
  prefix: "questionnaireQuestion", labelKey: "name", defaultSort: { field: "orderNumber", order: "ascend" }, detail: false,
  attrs: {
    name: { column: true, sortable: true, field: "textarea", required: true, maxLength: 200 },
    type: {
      column: true, values: QUESTION_TYPES, enumKey: "custQuestion.typeValues", sortable: true, field: "select", required: true,
    },
    answer: {
      column: true, kind: "ellipsis", field: "textarea", required: true, maxLength: 500,
      descriptionKey: "questionnaireQuestion.answerHint",
    },
    orderNumber: { column: true, kind: "number", sortable: true, field: "number" },
  },
  order: { columns: ["orderNumber"] },
});

/** One questionnaire's questions, at `/content/questionnaire/:id/questions` (its modals below that path). */
export const questionsOf = (questionnaireId: string): ResourceDef => ({ ...questionnaireQuestions, basePath: `${questionnaires.basePath}/${questionnaireId}/questions` });
