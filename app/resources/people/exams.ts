import { defineResource } from "~/engine/define-resource";

/** §3 volunteer exam record: a game or paper exam and its score. */
export const volunteerExams = defineResource({
  name: "volunteerExams", permission: "volunteerList", titleKey: "volunteerTab.study-exams", basePath: "/volunteer/list", prefix: "volunteerExam",
  defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    examType: { column: true, values: ["GAME", "PAPER"], filter: "select" },
    score: { column: true, kind: "number", sortable: true },
  },
});
