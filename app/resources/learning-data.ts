import { defineResource } from "~/engine/define-resource";
import { UPLOAD_KINDS, limitLabel, type UploadKind } from "~/lib/uploads";

const acceptOf = (types: readonly string[]) => types.map((type) => `.${type}`).join(",");

/** §3 LearningItem (/volunteer/learning-data). */
export const learningData = defineResource({
  name: "learningData", permission: "learningData", titleKey: "menu.learningData", basePath: "/volunteer/learning-data", prefix: "learningData",
  labelKey: "title", defaultSort: { field: "orderNumber", order: "ascend" },
  attrs: {
    orderNumber: { column: true, sortable: true, field: "number", required: true },
    key: { column: true, filter: "text", field: "text", required: true, maxLength: 50 },
    title: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 100 },
    learningDataType: { column: true, values: ["TEXT", "IMAGE", "VIDEO"], filter: "select", field: "select", required: true },
    content: { field: "textarea", maxLength: 5000 },
    file: {
      detail: false,
      field: "file",
      // Before a kind is chosen (or without JavaScript on an add form): either kind; the server checks per kind.
      accept: acceptOf([...UPLOAD_KINDS.image.types, ...UPLOAD_KINDS.video.types]),
      descriptionKey: "learningData.fileHint",
      descriptionParams: {
        imageTypes: UPLOAD_KINDS.image.types.join(", "), imageMax: limitLabel("image"),
        videoTypes: UPLOAD_KINDS.video.types.join(", "), videoMax: limitLabel("video"),
      },
      followsChoice: {
        field: "learningDataType",
        choices: {
          IMAGE: { accept: acceptOf(UPLOAD_KINDS.image.types), descriptionKey: "learningData.imageHint", descriptionParams: { types: UPLOAD_KINDS.image.types.join(", "), max: limitLabel("image") } },
          VIDEO: { accept: acceptOf(UPLOAD_KINDS.video.types), descriptionKey: "learningData.videoHint", descriptionParams: { types: UPLOAD_KINDS.video.types.join(", "), max: limitLabel("video") } },
          TEXT: null,
        },
      },
    },
    description: { field: "textarea", maxLength: 200 },
  },
});

/** A learning item's file kind per its type (§5: images for IMAGE items, a video up to 100M for VIDEO ones). */
export const LEARNING_FILE_KINDS = { IMAGE: "image", VIDEO: "video" } as const satisfies Record<string, UploadKind>;
