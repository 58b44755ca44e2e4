import { defineResource } from "~/engine/define-resource";

/** §4 question types (a customer question's, a questionnaire question's); labels under `custQuestion.typeValues`. */
export const QUESTION_TYPES = ["AED_USE", "AED_INSTALL", "AED_PART", "FUNCTION", "COURSE", "VOLUNTEER", "OTHER"] as const;

/** §3 CustomerQuestion (/service/question). */
export const customerQuestions = defineResource({
  name: "customerQuestions", permission: "customerQuestion", titleKey: "menu.customerQuestion", basePath: "/service/question",
  prefix: "custQuestion", labelKey: "question", defaultSort: { field: "orderNumber", order: "ascend" },
  attrs: {
    orderNumber: { column: true, sortable: true, field: "number" },
    type: { column: true, values: QUESTION_TYPES, sortable: true, filter: "select", field: "select", required: true },
    question: { column: true, kind: "ellipsis", filter: "text", field: "textarea", required: true, maxLength: 200 },
    answer: { column: true, kind: "ellipsis", field: "textarea", required: true, maxLength: 500 },
  },
});
