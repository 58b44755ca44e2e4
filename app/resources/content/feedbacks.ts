import { defineResource } from "~/engine/define-resource";

/** §3 Feedback (/service/feedback). */
export const feedbacks = defineResource({
  name: "feedbacks", permission: "feedback", titleKey: "menu.feedback", basePath: "/service/feedback", prefix: "feedback",
  labelKey: "contact", defaultSort: { field: "createdDate", order: "descend" }, readOnly: true,
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true },
    type: { column: true, values: ["IMPROVEMENT", "DEMAND", "PROBLEM", "OTHER"], sortable: true, filter: "select" },
    origin: { column: true, values: ["MINI_PROGRAM", "PC", "APP"], filter: "select" },
    handleState: {
      column: true, values: ["UNTREATED", "PROCESSED", "PROCESSING"], sortable: true, filter: "select",
      tones: { UNTREATED: "orange", PROCESSED: "green", PROCESSING: "gray" },
    },
    contact: { column: true, filter: "text" },
    phone: { column: true, filter: "text" },
    content: { column: true, kind: "ellipsis", filter: "text" },
    handleNote: {},
  },
});
