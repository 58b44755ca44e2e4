import type { ResourceDef } from "~/engine/types";
import { UPLOAD_KINDS, limitLabel, type UploadKind } from "~/lib/uploads";

const acceptOf = (types: readonly string[]) => types.map((type) => `.${type}`).join(",");

/** §3 LearningItem (/volunteer/learning-data). */
export const learningData: ResourceDef = {
  "name": "learningData",
  "permission": "learningData",
  "titleKey": "menu.learningData",
  "basePath": "/volunteer/learning-data",
  "idKey": "id",
  "labelKey": "title",
  "columns": [
    {
      "key": "orderNumber",
      "labelKey": "learningData.orderNumber",
      "sortable": true
    },
    {
      "key": "key",
      "labelKey": "learningData.key"
    },
    {
      "key": "title",
      "labelKey": "learningData.title",
      "sortable": true
    },
    {
      "key": "learningDataType",
      "labelKey": "learningData.learningDataType",
      "kind": "enum",
      "enumKey": "learningData.learningDataTypeValues"
    }
  ],
  "filters": [
    {
      "name": "key",
      "labelKey": "learningData.key",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "title",
      "labelKey": "learningData.title",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "learningDataType",
      "labelKey": "learningData.learningDataType",
      "kind": "select",
      "options": [
        "TEXT",
        "IMAGE",
        "VIDEO"
      ],
      "enumKey": "learningData.learningDataTypeValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "orderNumber",
      "title"
    ],
    "defaultSort": {
      "field": "orderNumber",
      "order": "ascend"
    },
    "filters": [
      "key",
      "title",
      "learningDataType"
    ]
  },
  "detail": [
    {
      "key": "orderNumber",
      "labelKey": "learningData.orderNumber"
    },
    {
      "key": "key",
      "labelKey": "learningData.key"
    },
    {
      "key": "title",
      "labelKey": "learningData.title"
    },
    {
      "key": "learningDataType",
      "labelKey": "learningData.learningDataType",
      "kind": "enum",
      "enumKey": "learningData.learningDataTypeValues"
    },
    {
      "key": "content",
      "labelKey": "learningData.content"
    },
    {
      "key": "description",
      "labelKey": "learningData.description"
    }
  ],
  "fields": [
    {
      "name": "orderNumber",
      "labelKey": "learningData.orderNumber",
      "kind": "number",
      "required": true
    },
    {
      "name": "key",
      "labelKey": "learningData.key",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "title",
      "labelKey": "learningData.title",
      "kind": "text",
      "required": true,
      "maxLength": 100
    },
    {
      "name": "learningDataType",
      "labelKey": "learningData.learningDataType",
      "kind": "select",
      "options": [
        "TEXT",
        "IMAGE",
        "VIDEO"
      ],
      "enumKey": "learningData.learningDataTypeValues",
      "required": true
    },
    {
      "name": "content",
      "labelKey": "learningData.content",
      "kind": "textarea",
      "maxLength": 5000
    },
    {
      "name": "file",
      "labelKey": "learningData.file",
      "kind": "file",
      // Before a kind is chosen (or without JavaScript on an add form): either kind; the server checks per kind.
      "accept": acceptOf([...UPLOAD_KINDS.image.types, ...UPLOAD_KINDS.video.types]),
      "descriptionKey": "learningData.fileHint",
      "descriptionParams": {
        imageTypes: UPLOAD_KINDS.image.types.join(", "), imageMax: limitLabel("image"),
        videoTypes: UPLOAD_KINDS.video.types.join(", "), videoMax: limitLabel("video"),
      },
      "followsChoice": {
        field: "learningDataType",
        choices: {
          IMAGE: { accept: acceptOf(UPLOAD_KINDS.image.types), descriptionKey: "learningData.imageHint", descriptionParams: { types: UPLOAD_KINDS.image.types.join(", "), max: limitLabel("image") } },
          VIDEO: { accept: acceptOf(UPLOAD_KINDS.video.types), descriptionKey: "learningData.videoHint", descriptionParams: { types: UPLOAD_KINDS.video.types.join(", "), max: limitLabel("video") } },
          TEXT: null,
        },
      },
    },
    {
      "name": "description",
      "labelKey": "learningData.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};

/** A learning item's file kind per its type (§5: images for IMAGE items, a video up to 100M for VIDEO ones). */
export const LEARNING_FILE_KINDS = { IMAGE: "image", VIDEO: "video" } as const satisfies Record<string, UploadKind>;
