import { defineResource } from "~/engine/define-resource";
import { imageUpload, onOffSwitch } from "../attrs";

/** §3 NewsItem (/content/news). */
export const news = defineResource({
  name: "news", permission: "news", titleKey: "menu.news", basePath: "/content/news", prefix: "news",
  labelKey: "title", defaultSort: { field: "publishTime", order: "descend" },
  attrs: {
    title: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 100 },
    type: { column: true, values: ["NEWS", "KNOWLEDGE", "GUIDE"], sortable: true, filter: "select", field: "select", required: true },
    cover: { ...imageUpload, requiredOnCreate: true },
    content: { detail: false, field: "richtext", required: true, descriptionKey: "news.contentHint" },
    top: { ...onOffSwitch, column: true, filter: "select" },
    readCount: { column: true, kind: "number", sortable: true },
    likeCount: { column: true, kind: "number", sortable: true },
    publishTime: { column: true, kind: "datetime", sortable: true, filter: "range", field: "datetime" },
  },
});
