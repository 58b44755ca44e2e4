import { defineResource } from "~/engine/define-resource";

/** §3 Video (/content/video). */
export const videos = defineResource({
  name: "videos", permission: "video", titleKey: "menu.video", basePath: "/content/video", prefix: "video",
  labelKey: "name", defaultSort: { field: "id", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    type: { column: true, values: ["TEACHING", "PROMOTION", "CASE"], filter: "select", field: "select", required: true },
    photographer: { column: true, filter: "text", field: "text", maxLength: 30 },
    url: { column: true, kind: "ellipsis", field: "text", maxLength: 500, descriptionKey: "video.urlHint" },
    file: { detail: false, field: "file", descriptionKey: "video.fileHint", accept: ".mp4,.webm,.mov" },
  },
});
