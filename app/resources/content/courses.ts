import { defineResource } from "~/engine/define-resource";
import { imageUpload } from "../attrs";

/** §3 Course (/content/course). */
export const courses = defineResource({
  name: "courses", permission: "course", titleKey: "menu.course", basePath: "/content/course", prefix: "course",
  labelKey: "name", defaultSort: { field: "courseDate", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    type: { column: true, values: ["ONLINE", "OFFLINE"], filter: "select", field: "select", required: true },
    courseDate: { column: true, kind: "date", sortable: true, field: "date", required: true },
    startTime: { column: true, field: "time", required: true },
    hours: { column: true, field: "number", required: true },
    price: { column: true, sortable: true, field: "number" },
    peopleCount: { column: true, field: "number" },
    address: { column: true, kind: "ellipsis", filter: "text", field: "text", maxLength: 100 },
    url: { field: "text", maxLength: 500 },
    intro: { detail: false, field: "richtext", descriptionKey: "news.contentHint" },
    contact: { field: "text", maxLength: 20 },
    phone: { field: "text", maxLength: 11 },
    cover: { ...imageUpload, requiredOnCreate: true },
  },
});
