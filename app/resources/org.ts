import * as z from "zod/mini";
import type { ResourceDef, Tone } from "~/engine/types";
import { msg } from "~/i18n/messages";
import { isHttpUrl } from "~/lib/validators";
import { intIn, numberIn, optionalChecked, optionalText, requiredText } from "./schema-helpers";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

/** §3 Agency (/agency/list). */
export const agencies: ResourceDef = {
  "name": "agencies",
  "permission": "agencyList",
  "titleKey": "menu.agencyList",
  "basePath": "/agency/list",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "id",
      "labelKey": "agency.id",
      "sortable": true
    },
    {
      "key": "name",
      "labelKey": "agency.name",
      "sortable": true
    },
    {
      "key": "contact",
      "labelKey": "agency.contact"
    },
    {
      "key": "deviceCount",
      "labelKey": "agency.deviceCount",
      "kind": "number"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "agency.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "contact",
      "labelKey": "agency.contact",
      "kind": "text",
      "maxLength": 20
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "contact"
    ]
  },
  "detail": [
    {
      "key": "id",
      "labelKey": "agency.id"
    },
    {
      "key": "name",
      "labelKey": "agency.name"
    },
    {
      "key": "contact",
      "labelKey": "agency.contact"
    },
    {
      "key": "deviceCount",
      "labelKey": "agency.deviceCount",
      "kind": "number"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "agency.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "contact",
      "labelKey": "agency.contact",
      "kind": "text",
      "maxLength": 20
    }
  ]
};
export const agenciesSchema = z.object({
  name: requiredText(50),
  contact: optionalText(20),
});

/** §3 Institution (/institution/list). */
export const institutions: ResourceDef = {
  "name": "institutions",
  "permission": "institutionList",
  "titleKey": "menu.institutionList",
  "basePath": "/institution/list",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "id",
      "labelKey": "institution.id",
      "sortable": true
    },
    {
      "key": "name",
      "labelKey": "institution.name",
      "sortable": true
    },
    {
      "key": "level",
      "labelKey": "institution.level",
      "kind": "enum",
      "enumKey": "institution.levelValues",
      "sortable": true
    },
    {
      "key": "parentName",
      "labelKey": "institution.parentName"
    },
    {
      "key": "cityName",
      "labelKey": "institution.cityName"
    },
    {
      "key": "address",
      "labelKey": "institution.address",
      "kind": "ellipsis"
    },
    {
      "key": "contact",
      "labelKey": "institution.contact"
    },
    {
      "key": "phone",
      "labelKey": "institution.phone"
    },
    {
      "key": "deviceCount",
      "labelKey": "institution.deviceCount",
      "kind": "number"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "institution.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "level",
      "labelKey": "institution.level",
      "kind": "select",
      "options": [
        "PROVINCE",
        "CITY",
        "REGION",
        "UNIT"
      ],
      "enumKey": "institution.levelValues"
    },
    {
      "name": "parentId",
      "labelKey": "institution.parentId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "cityId",
      "labelKey": "institution.cityId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "address",
      "labelKey": "institution.address",
      "kind": "text",
      "maxLength": 100
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "level"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "level",
      "parentId",
      "cityId",
      "address"
    ]
  },
  "detail": [
    {
      "key": "id",
      "labelKey": "institution.id"
    },
    {
      "key": "name",
      "labelKey": "institution.name"
    },
    {
      "key": "nameEn",
      "labelKey": "institution.nameEn"
    },
    {
      "key": "level",
      "labelKey": "institution.level",
      "kind": "enum",
      "enumKey": "institution.levelValues"
    },
    {
      "key": "parentId",
      "labelKey": "institution.parentId"
    },
    {
      "key": "parentName",
      "labelKey": "institution.parentName"
    },
    {
      "key": "cityId",
      "labelKey": "institution.cityId"
    },
    {
      "key": "cityName",
      "labelKey": "institution.cityName"
    },
    {
      "key": "address",
      "labelKey": "institution.address",
      "kind": "ellipsis"
    },
    {
      "key": "contact",
      "labelKey": "institution.contact"
    },
    {
      "key": "phone",
      "labelKey": "institution.phone"
    },
    {
      "key": "packageId",
      "labelKey": "institution.packageId"
    },
    {
      "key": "packageName",
      "labelKey": "institution.packageName"
    },
    {
      "key": "deviceCount",
      "labelKey": "institution.deviceCount",
      "kind": "number"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "institution.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "nameEn",
      "labelKey": "institution.nameEn",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "level",
      "labelKey": "institution.level",
      "kind": "select",
      "options": [
        "PROVINCE",
        "CITY",
        "REGION",
        "UNIT"
      ],
      "enumKey": "institution.levelValues",
      "required": true
    },
    {
      "name": "parentId",
      "labelKey": "institution.parentId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "cityId",
      "labelKey": "institution.cityId",
      "kind": "select",
      "dynamic": true,
      "required": true
    },
    {
      "name": "address",
      "labelKey": "institution.address",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "contact",
      "labelKey": "institution.contact",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "phone",
      "labelKey": "institution.phone",
      "kind": "text",
      "maxLength": 11
    },
    {
      "name": "packageId",
      "labelKey": "institution.packageId",
      "kind": "select",
      "dynamic": true
    }
  ]
};
export const institutionsSchema = z.object({
  name: requiredText(50),
  nameEn: optionalText(100),
  level: z.enum(["PROVINCE", "CITY", "REGION", "UNIT"], { error: "validation.required" }),
  parentId: optionalId,
  cityId: optionalId,
  address: optionalText(100),
  contact: optionalText(20),
  phone: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  packageId: optionalId,
});

/** §3 ExamQuestion (/volunteer/exam-question). */
export const examQuestions: ResourceDef = {
  "name": "examQuestions",
  "permission": "examQuestion",
  "titleKey": "menu.examQuestion",
  "basePath": "/volunteer/exam-question",
  "idKey": "id",
  "labelKey": "question",
  "columns": [
    {
      "key": "orderNumber",
      "labelKey": "examQuestion.orderNumber",
      "sortable": true
    },
    {
      "key": "question",
      "labelKey": "examQuestion.question",
      "kind": "ellipsis"
    },
    {
      "key": "optionA",
      "labelKey": "examQuestion.optionA"
    },
    {
      "key": "optionB",
      "labelKey": "examQuestion.optionB"
    },
    {
      "key": "optionC",
      "labelKey": "examQuestion.optionC"
    },
    {
      "key": "answerOption",
      "labelKey": "examQuestion.answerOption",
      "kind": "enum",
      "enumKey": "examQuestion.answerOptionValues"
    }
  ],
  "filters": [
    {
      "name": "question",
      "labelKey": "examQuestion.question",
      "kind": "text",
      "maxLength": 200
    },
    {
      "name": "answerOption",
      "labelKey": "examQuestion.answerOption",
      "kind": "select",
      "options": [
        "OPTION_A",
        "OPTION_B",
        "OPTION_C"
      ],
      "enumKey": "examQuestion.answerOptionValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "orderNumber"
    ],
    "defaultSort": {
      "field": "orderNumber",
      "order": "ascend"
    },
    "filters": [
      "question",
      "answerOption"
    ]
  },
  "detail": [
    {
      "key": "orderNumber",
      "labelKey": "examQuestion.orderNumber"
    },
    {
      "key": "question",
      "labelKey": "examQuestion.question",
      "kind": "ellipsis"
    },
    {
      "key": "optionA",
      "labelKey": "examQuestion.optionA"
    },
    {
      "key": "optionB",
      "labelKey": "examQuestion.optionB"
    },
    {
      "key": "optionC",
      "labelKey": "examQuestion.optionC"
    },
    {
      "key": "answerOption",
      "labelKey": "examQuestion.answerOption",
      "kind": "enum",
      "enumKey": "examQuestion.answerOptionValues"
    },
    {
      "key": "description",
      "labelKey": "examQuestion.description"
    }
  ],
  "fields": [
    {
      "name": "orderNumber",
      "labelKey": "examQuestion.orderNumber",
      "kind": "number",
      "required": true
    },
    {
      "name": "question",
      "labelKey": "examQuestion.question",
      "kind": "textarea",
      "required": true,
      "maxLength": 200
    },
    {
      "name": "optionA",
      "labelKey": "examQuestion.optionA",
      "kind": "text",
      "required": true,
      "maxLength": 100
    },
    {
      "name": "optionB",
      "labelKey": "examQuestion.optionB",
      "kind": "text",
      "required": true,
      "maxLength": 100
    },
    {
      "name": "optionC",
      "labelKey": "examQuestion.optionC",
      "kind": "text",
      "required": true,
      "maxLength": 100
    },
    {
      "name": "answerOption",
      "labelKey": "examQuestion.answerOption",
      "kind": "select",
      "options": [
        "OPTION_A",
        "OPTION_B",
        "OPTION_C"
      ],
      "enumKey": "examQuestion.answerOptionValues",
      "required": true
    },
    {
      "name": "description",
      "labelKey": "examQuestion.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};
export const examQuestionsSchema = z.object({
  orderNumber: intIn(1, 999),
  question: requiredText(200),
  optionA: requiredText(100),
  optionB: requiredText(100),
  optionC: requiredText(100),
  answerOption: z.enum(["OPTION_A", "OPTION_B", "OPTION_C"], { error: "validation.required" }),
  description: optionalText(200),
});

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
      "accept": ".jpg,.jpeg,.gif,.png,.svg,.webp",
      "descriptionKey": "cfgCommon.imageHint"
    },
    {
      "name": "description",
      "labelKey": "learningData.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};
export const learningDataSchema = z.object({
  orderNumber: intIn(1, 999),
  key: requiredText(50).check(z.regex(/^[A-Za-z0-9_-]+$/, "learningData.keyFormat")),
  title: requiredText(100),
  learningDataType: z.enum(["TEXT", "IMAGE", "VIDEO"], { error: "validation.required" }),
  content: optionalText(5000),
  file: z.optional(z.any()),
  description: optionalText(200),
});
