import { defineResource } from "~/engine/define-resource";

/** §3 ExamQuestion (/volunteer/exam-question). */
export const examQuestions = defineResource({
  name: "examQuestions", permission: "examQuestion", titleKey: "menu.examQuestion", basePath: "/volunteer/exam-question", prefix: "examQuestion",
  labelKey: "question", defaultSort: { field: "orderNumber", order: "ascend" },
  attrs: {
    orderNumber: { column: true, sortable: true, field: "number", required: true },
    question: { column: true, kind: "ellipsis", filter: "text", field: "textarea", required: true, maxLength: 200 },
    optionA: { column: true, field: "text", required: true, maxLength: 100 },
    optionB: { column: true, field: "text", required: true, maxLength: 100 },
    optionC: { column: true, field: "text", required: true, maxLength: 100 },
    answerOption: { column: true, values: ["OPTION_A", "OPTION_B", "OPTION_C"], filter: "select", field: "select", required: true },
    description: { field: "textarea", maxLength: 200 },
  },
});
