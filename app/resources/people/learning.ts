import { defineResource } from "~/engine/define-resource";

/** §3 learning record: what a volunteer studied, online or offline. */
export const volunteerLearning = defineResource({
  name: "volunteerLearning", permission: "volunteerList", titleKey: "volunteerTab.study-learning", basePath: "/volunteer/list", prefix: "volunteerLearning",
  defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    title: { column: true },
    studyType: { column: true, values: ["ONLINE", "OFFLINE"], filter: "select" },
  },
});
