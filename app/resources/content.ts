import type { ResourceDef } from "~/engine/types";

/** §3 NewsItem (/content/news). */
export const news: ResourceDef = {
  "name": "news",
  "permission": "news",
  "titleKey": "menu.news",
  "basePath": "/content/news",
  "idKey": "id",
  "labelKey": "title",
  "columns": [
    {
      "key": "title",
      "labelKey": "news.title",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "news.type",
      "kind": "enum",
      "enumKey": "news.typeValues",
      "sortable": true
    },
    {
      "key": "top",
      "labelKey": "news.top",
      "kind": "enum",
      "enumKey": "news.topValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "readCount",
      "labelKey": "news.readCount",
      "kind": "number",
      "sortable": true
    },
    {
      "key": "likeCount",
      "labelKey": "news.likeCount",
      "kind": "number",
      "sortable": true
    },
    {
      "key": "publishTime",
      "labelKey": "news.publishTime",
      "kind": "datetime",
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "title",
      "labelKey": "news.title",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "type",
      "labelKey": "news.type",
      "kind": "select",
      "options": [
        "NEWS",
        "KNOWLEDGE",
        "GUIDE"
      ],
      "enumKey": "news.typeValues"
    },
    {
      "name": "top",
      "labelKey": "news.top",
      "kind": "select",
      "options": [
        "true",
        "false"
      ],
      "enumKey": "news.topValues"
    },
    {
      "name": "publishTimeBegin",
      "endName": "publishTimeEnd",
      "labelKey": "news.publishTime",
      "kind": "datetime-range"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "title",
      "type",
      "readCount",
      "likeCount",
      "publishTime"
    ],
    "defaultSort": {
      "field": "publishTime",
      "order": "descend"
    },
    "filters": [
      "title",
      "type",
      "top",
      "publishTimeBegin",
      "publishTimeEnd"
    ]
  },
  "detail": [
    {
      "key": "title",
      "labelKey": "news.title"
    },
    {
      "key": "type",
      "labelKey": "news.type",
      "kind": "enum",
      "enumKey": "news.typeValues"
    },
    {
      "key": "top",
      "labelKey": "news.top",
      "kind": "enum",
      "enumKey": "news.topValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "readCount",
      "labelKey": "news.readCount",
      "kind": "number"
    },
    {
      "key": "likeCount",
      "labelKey": "news.likeCount",
      "kind": "number"
    },
    {
      "key": "publishTime",
      "labelKey": "news.publishTime",
      "kind": "datetime"
    }
  ],
  "fields": [
    {
      "name": "title",
      "labelKey": "news.title",
      "kind": "text",
      "required": true,
      "maxLength": 100
    },
    {
      "name": "type",
      "labelKey": "news.type",
      "kind": "select",
      "options": [
        "NEWS",
        "KNOWLEDGE",
        "GUIDE"
      ],
      "enumKey": "news.typeValues",
      "required": true
    },
    {
      "name": "cover",
      "labelKey": "news.cover",
      "kind": "file",
      "accept": ".jpg,.jpeg,.gif,.png,.svg,.webp",
      "descriptionKey": "cfgCommon.imageHint",
      "requiredOnCreate": true
    },
    {
      "name": "content",
      "labelKey": "news.content",
      "kind": "richtext",
      "required": true,
      "descriptionKey": "news.contentHint"
    },
    {
      "name": "top",
      "labelKey": "news.top",
      "kind": "checkbox"
    },
    {
      "name": "publishTime",
      "labelKey": "news.publishTime",
      "kind": "datetime"
    }
  ]
};

/** §3 Course (/content/course). */
export const courses: ResourceDef = {
  "name": "courses",
  "permission": "course",
  "titleKey": "menu.course",
  "basePath": "/content/course",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "course.name",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "course.type",
      "kind": "enum",
      "enumKey": "course.typeValues"
    },
    {
      "key": "courseDate",
      "labelKey": "course.courseDate",
      "kind": "date",
      "sortable": true
    },
    {
      "key": "startTime",
      "labelKey": "course.startTime"
    },
    {
      "key": "hours",
      "labelKey": "course.hours"
    },
    {
      "key": "price",
      "labelKey": "course.price",
      "sortable": true
    },
    {
      "key": "peopleCount",
      "labelKey": "course.peopleCount"
    },
    {
      "key": "address",
      "labelKey": "course.address",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "course.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "type",
      "labelKey": "course.type",
      "kind": "select",
      "options": [
        "ONLINE",
        "OFFLINE"
      ],
      "enumKey": "course.typeValues"
    },
    {
      "name": "address",
      "labelKey": "course.address",
      "kind": "text",
      "maxLength": 100
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "courseDate",
      "price"
    ],
    "defaultSort": {
      "field": "courseDate",
      "order": "descend"
    },
    "filters": [
      "name",
      "type",
      "address"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "course.name"
    },
    {
      "key": "type",
      "labelKey": "course.type",
      "kind": "enum",
      "enumKey": "course.typeValues"
    },
    {
      "key": "courseDate",
      "labelKey": "course.courseDate",
      "kind": "date"
    },
    {
      "key": "startTime",
      "labelKey": "course.startTime"
    },
    {
      "key": "hours",
      "labelKey": "course.hours"
    },
    {
      "key": "price",
      "labelKey": "course.price"
    },
    {
      "key": "peopleCount",
      "labelKey": "course.peopleCount"
    },
    {
      "key": "address",
      "labelKey": "course.address",
      "kind": "ellipsis"
    },
    {
      "key": "url",
      "labelKey": "course.url"
    },
    {
      "key": "contact",
      "labelKey": "course.contact"
    },
    {
      "key": "phone",
      "labelKey": "course.phone"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "course.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "type",
      "labelKey": "course.type",
      "kind": "select",
      "options": [
        "ONLINE",
        "OFFLINE"
      ],
      "enumKey": "course.typeValues",
      "required": true
    },
    {
      "name": "courseDate",
      "labelKey": "course.courseDate",
      "kind": "date",
      "required": true
    },
    {
      "name": "startTime",
      "labelKey": "course.startTime",
      "kind": "time",
      "required": true
    },
    {
      "name": "hours",
      "labelKey": "course.hours",
      "kind": "number",
      "required": true
    },
    {
      "name": "price",
      "labelKey": "course.price",
      "kind": "number"
    },
    {
      "name": "peopleCount",
      "labelKey": "course.peopleCount",
      "kind": "number"
    },
    {
      "name": "address",
      "labelKey": "course.address",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "url",
      "labelKey": "course.url",
      "kind": "text",
      "maxLength": 500
    },
    {
      "name": "intro",
      "labelKey": "course.intro",
      "kind": "richtext",
      "descriptionKey": "news.contentHint"
    },
    {
      "name": "contact",
      "labelKey": "course.contact",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "phone",
      "labelKey": "course.phone",
      "kind": "text",
      "maxLength": 11
    },
    {
      "name": "cover",
      "labelKey": "course.cover",
      "kind": "file",
      "accept": ".jpg,.jpeg,.gif,.png,.svg,.webp",
      "descriptionKey": "cfgCommon.imageHint",
      "requiredOnCreate": true
    }
  ]
};

/** §3 Video (/content/video). */
export const videos: ResourceDef = {
  "name": "videos",
  "permission": "video",
  "titleKey": "menu.video",
  "basePath": "/content/video",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "video.name",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "video.type",
      "kind": "enum",
      "enumKey": "video.typeValues"
    },
    {
      "key": "photographer",
      "labelKey": "video.photographer"
    },
    {
      "key": "url",
      "labelKey": "video.url",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "video.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "type",
      "labelKey": "video.type",
      "kind": "select",
      "options": [
        "TEACHING",
        "PROMOTION",
        "CASE"
      ],
      "enumKey": "video.typeValues"
    },
    {
      "name": "photographer",
      "labelKey": "video.photographer",
      "kind": "text",
      "maxLength": 30
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name"
    ],
    "defaultSort": {
      "field": "id",
      "order": "descend"
    },
    "filters": [
      "name",
      "type",
      "photographer"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "video.name"
    },
    {
      "key": "type",
      "labelKey": "video.type",
      "kind": "enum",
      "enumKey": "video.typeValues"
    },
    {
      "key": "photographer",
      "labelKey": "video.photographer"
    },
    {
      "key": "url",
      "labelKey": "video.url",
      "kind": "ellipsis"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "video.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "type",
      "labelKey": "video.type",
      "kind": "select",
      "options": [
        "TEACHING",
        "PROMOTION",
        "CASE"
      ],
      "enumKey": "video.typeValues",
      "required": true
    },
    {
      "name": "photographer",
      "labelKey": "video.photographer",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "url",
      "labelKey": "video.url",
      "kind": "text",
      "maxLength": 500,
      "descriptionKey": "video.urlHint"
    },
    {
      "name": "file",
      "labelKey": "video.file",
      "kind": "file",
      "accept": ".mp4,.webm,.mov",
      "descriptionKey": "video.fileHint"
    }
  ]
};

/** §3 Questionnaire (/content/questionnaire). */
export const questionnaires: ResourceDef = {
  "name": "questionnaires",
  "permission": "questionnaire",
  "titleKey": "menu.questionnaire",
  "basePath": "/content/questionnaire",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "questionnaire.name",
      "sortable": true
    },
    {
      "key": "peopleGroup",
      "labelKey": "questionnaire.peopleGroup",
      "kind": "enum",
      "enumKey": "questionnaire.peopleGroupValues"
    },
    {
      "key": "source",
      "labelKey": "questionnaire.source"
    },
    {
      "key": "url",
      "labelKey": "questionnaire.url",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "questionnaire.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "peopleGroup",
      "labelKey": "questionnaire.peopleGroup",
      "kind": "select",
      "options": [
        "ALL",
        "VOLUNTEER",
        "AUTH_VOLUNTEER"
      ],
      "enumKey": "questionnaire.peopleGroupValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name"
    ],
    "defaultSort": {
      "field": "id",
      "order": "descend"
    },
    "filters": [
      "name",
      "peopleGroup"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "questionnaire.name"
    },
    {
      "key": "peopleGroup",
      "labelKey": "questionnaire.peopleGroup",
      "kind": "enum",
      "enumKey": "questionnaire.peopleGroupValues"
    },
    {
      "key": "source",
      "labelKey": "questionnaire.source"
    },
    {
      "key": "url",
      "labelKey": "questionnaire.url",
      "kind": "ellipsis"
    },
    {
      "key": "miniProgramPath",
      "labelKey": "questionnaire.miniProgramPath"
    },
    {
      "key": "appId",
      "labelKey": "questionnaire.appId"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "questionnaire.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "peopleGroup",
      "labelKey": "questionnaire.peopleGroup",
      "kind": "select",
      "options": [
        "ALL",
        "VOLUNTEER",
        "AUTH_VOLUNTEER"
      ],
      "enumKey": "questionnaire.peopleGroupValues",
      "required": true
    },
    {
      "name": "source",
      "labelKey": "questionnaire.source",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "url",
      "labelKey": "questionnaire.url",
      "kind": "text",
      "maxLength": 500
    },
    {
      "name": "miniProgramPath",
      "labelKey": "questionnaire.miniProgramPath",
      "kind": "text",
      "maxLength": 200
    },
    {
      "name": "appId",
      "labelKey": "questionnaire.appId",
      "kind": "text",
      "maxLength": 40
    }
  ]
};

/** §4 question types (a customer question's, a questionnaire question's); labels under `custQuestion.typeValues`. */
export const QUESTION_TYPES = ["AED_USE", "AED_INSTALL", "AED_PART", "FUNCTION", "COURSE", "VOLUNTEER", "OTHER"] as const;

/**
 * §3 a questionnaire's question: name, type, answer (the answer or the choices offered), and its place in the
 * questionnaire. Listed, added, edited and deleted on the questionnaire's page (`questionsOf`), with the
 * questionnaire's marks.
 */
export const questionnaireQuestions: ResourceDef = {
  name: "questionnaireQuestions",
  permission: "questionnaire",
  titleKey: "questionnaireQuestion.title",
  basePath: "/content/questionnaire",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "orderNumber", labelKey: "questionnaireQuestion.orderNumber", kind: "number", sortable: true },
    { key: "name", labelKey: "questionnaireQuestion.name", sortable: true },
    { key: "type", labelKey: "questionnaireQuestion.type", kind: "enum", enumKey: "custQuestion.typeValues", sortable: true },
    { key: "answer", labelKey: "questionnaireQuestion.answer", kind: "ellipsis" },
  ],
  // A questionnaire has a handful of questions: sorted and paged, not filtered.
  filters: [],
  listSpec: {
    sortFields: ["id", "orderNumber", "name", "type"],
    defaultSort: { field: "orderNumber", order: "ascend" },
    filters: [],
  },
  fields: [
    { name: "name", labelKey: "questionnaireQuestion.name", kind: "textarea", required: true, maxLength: 200 },
    { name: "type", labelKey: "questionnaireQuestion.type", kind: "select", options: [...QUESTION_TYPES], enumKey: "custQuestion.typeValues", required: true },
    { name: "answer", labelKey: "questionnaireQuestion.answer", kind: "textarea", required: true, maxLength: 500, descriptionKey: "questionnaireQuestion.answerHint" },
    { name: "orderNumber", labelKey: "questionnaireQuestion.orderNumber", kind: "number" },
  ],
};

/** One questionnaire's questions, at `/content/questionnaire/:id/questions` (its modals below that path). */
export const questionsOf = (questionnaireId: string): ResourceDef => ({ ...questionnaireQuestions, basePath: `${questionnaires.basePath}/${questionnaireId}/questions` });

/** §3 CustomerQuestion (/service/question). */
export const customerQuestions: ResourceDef = {
  "name": "customerQuestions",
  "permission": "customerQuestion",
  "titleKey": "menu.customerQuestion",
  "basePath": "/service/question",
  "idKey": "id",
  "labelKey": "question",
  "columns": [
    {
      "key": "orderNumber",
      "labelKey": "custQuestion.orderNumber",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "custQuestion.type",
      "kind": "enum",
      "enumKey": "custQuestion.typeValues",
      "sortable": true
    },
    {
      "key": "question",
      "labelKey": "custQuestion.question",
      "kind": "ellipsis"
    },
    {
      "key": "answer",
      "labelKey": "custQuestion.answer",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "type",
      "labelKey": "custQuestion.type",
      "kind": "select",
      "options": [...QUESTION_TYPES],
      "enumKey": "custQuestion.typeValues"
    },
    {
      "name": "question",
      "labelKey": "custQuestion.question",
      "kind": "text",
      "maxLength": 200
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "orderNumber",
      "type"
    ],
    "defaultSort": {
      "field": "orderNumber",
      "order": "ascend"
    },
    "filters": [
      "type",
      "question"
    ]
  },
  "detail": [
    {
      "key": "orderNumber",
      "labelKey": "custQuestion.orderNumber"
    },
    {
      "key": "type",
      "labelKey": "custQuestion.type",
      "kind": "enum",
      "enumKey": "custQuestion.typeValues"
    },
    {
      "key": "question",
      "labelKey": "custQuestion.question",
      "kind": "ellipsis"
    },
    {
      "key": "answer",
      "labelKey": "custQuestion.answer",
      "kind": "ellipsis"
    }
  ],
  "fields": [
    {
      "name": "orderNumber",
      "labelKey": "custQuestion.orderNumber",
      "kind": "number"
    },
    {
      "name": "type",
      "labelKey": "custQuestion.type",
      "kind": "select",
      "options": [...QUESTION_TYPES],
      "enumKey": "custQuestion.typeValues",
      "required": true
    },
    {
      "name": "question",
      "labelKey": "custQuestion.question",
      "kind": "textarea",
      "required": true,
      "maxLength": 200
    },
    {
      "name": "answer",
      "labelKey": "custQuestion.answer",
      "kind": "textarea",
      "required": true,
      "maxLength": 500
    }
  ]
};

/** §3 Feedback (/service/feedback). */
export const feedbacks: ResourceDef = {
  "name": "feedbacks",
  "permission": "feedback",
  "titleKey": "menu.feedback",
  "basePath": "/service/feedback",
  "idKey": "id",
  "labelKey": "contact",
  "columns": [
    {
      "key": "createdDate",
      "labelKey": "feedback.createdDate",
      "kind": "datetime",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "feedback.type",
      "kind": "enum",
      "enumKey": "feedback.typeValues",
      "sortable": true
    },
    {
      "key": "origin",
      "labelKey": "feedback.origin",
      "kind": "enum",
      "enumKey": "feedback.originValues"
    },
    {
      "key": "handleState",
      "labelKey": "feedback.handleState",
      "kind": "enum",
      "enumKey": "feedback.handleStateValues",
      "tones": {
        "UNTREATED": "orange",
        "PROCESSED": "green",
        "PROCESSING": "gray"
      },
      "sortable": true
    },
    {
      "key": "contact",
      "labelKey": "feedback.contact"
    },
    {
      "key": "phone",
      "labelKey": "feedback.phone"
    },
    {
      "key": "content",
      "labelKey": "feedback.content",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "type",
      "labelKey": "feedback.type",
      "kind": "select",
      "options": [
        "IMPROVEMENT",
        "DEMAND",
        "PROBLEM",
        "OTHER"
      ],
      "enumKey": "feedback.typeValues"
    },
    {
      "name": "origin",
      "labelKey": "feedback.origin",
      "kind": "select",
      "options": [
        "MINI_PROGRAM",
        "PC",
        "APP"
      ],
      "enumKey": "feedback.originValues"
    },
    {
      "name": "handleState",
      "labelKey": "feedback.handleState",
      "kind": "select",
      "options": [
        "UNTREATED",
        "PROCESSED",
        "PROCESSING"
      ],
      "enumKey": "feedback.handleStateValues"
    },
    {
      "name": "contact",
      "labelKey": "feedback.contact",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "phone",
      "labelKey": "feedback.phone",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "content",
      "labelKey": "feedback.content",
      "kind": "text",
      "maxLength": 50
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "createdDate",
      "type",
      "handleState"
    ],
    "defaultSort": {
      "field": "createdDate",
      "order": "descend"
    },
    "filters": [
      "type",
      "origin",
      "handleState",
      "contact",
      "phone",
      "content"
    ]
  },
  "detail": [
    {
      "key": "createdDate",
      "labelKey": "feedback.createdDate",
      "kind": "datetime"
    },
    {
      "key": "type",
      "labelKey": "feedback.type",
      "kind": "enum",
      "enumKey": "feedback.typeValues"
    },
    {
      "key": "origin",
      "labelKey": "feedback.origin",
      "kind": "enum",
      "enumKey": "feedback.originValues"
    },
    {
      "key": "handleState",
      "labelKey": "feedback.handleState",
      "kind": "enum",
      "enumKey": "feedback.handleStateValues",
      "tones": {
        "UNTREATED": "orange",
        "PROCESSED": "green",
        "PROCESSING": "gray"
      }
    },
    {
      "key": "contact",
      "labelKey": "feedback.contact"
    },
    {
      "key": "phone",
      "labelKey": "feedback.phone"
    },
    {
      "key": "content",
      "labelKey": "feedback.content",
      "kind": "ellipsis"
    },
    {
      "key": "handleNote",
      "labelKey": "feedback.handleNote"
    }
  ]
};

/** §3 Contract (/contract/list). */
export const contracts: ResourceDef = {
  "name": "contracts",
  "permission": "contractList",
  "titleKey": "menu.contractList",
  "basePath": "/contract/list",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "contract.name",
      "sortable": true
    },
    {
      "key": "number",
      "labelKey": "contract.number",
      "sortable": true
    },
    {
      "key": "signer",
      "labelKey": "contract.signer"
    },
    {
      "key": "partyA",
      "labelKey": "contract.partyA"
    },
    {
      "key": "partyB",
      "labelKey": "contract.partyB"
    },
    {
      "key": "signDate",
      "labelKey": "contract.signDate",
      "kind": "date",
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "contract.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "number",
      "labelKey": "contract.number",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "signer",
      "labelKey": "contract.signer",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "partyA",
      "labelKey": "contract.partyA",
      "kind": "text",
      "maxLength": 50
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "number",
      "signDate"
    ],
    "defaultSort": {
      "field": "signDate",
      "order": "descend"
    },
    "filters": [
      "name",
      "number",
      "signer",
      "partyA"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "contract.name"
    },
    {
      "key": "number",
      "labelKey": "contract.number"
    },
    {
      "key": "signer",
      "labelKey": "contract.signer"
    },
    {
      "key": "signerPhone",
      "labelKey": "contract.signerPhone"
    },
    {
      "key": "partyA",
      "labelKey": "contract.partyA"
    },
    {
      "key": "partyB",
      "labelKey": "contract.partyB"
    },
    {
      "key": "contact",
      "labelKey": "contract.contact"
    },
    {
      "key": "contactPhone",
      "labelKey": "contract.contactPhone"
    },
    {
      "key": "signDate",
      "labelKey": "contract.signDate",
      "kind": "date"
    },
    {
      "key": "file",
      "labelKey": "contract.file",
      "kind": "file"
    },
    {
      "key": "remark",
      "labelKey": "contract.remark"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "contract.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "number",
      "labelKey": "contract.number",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "signer",
      "labelKey": "contract.signer",
      "kind": "text",
      "required": true,
      "maxLength": 20
    },
    {
      "name": "signerPhone",
      "labelKey": "contract.signerPhone",
      "kind": "text",
      "maxLength": 11
    },
    {
      "name": "partyA",
      "labelKey": "contract.partyA",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "partyB",
      "labelKey": "contract.partyB",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "contact",
      "labelKey": "contract.contact",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "contactPhone",
      "labelKey": "contract.contactPhone",
      "kind": "text",
      "maxLength": 11
    },
    {
      "name": "signDate",
      "labelKey": "contract.signDate",
      "kind": "date",
      "required": true
    },
    {
      "name": "file",
      "labelKey": "contract.file",
      "kind": "file",
      "accept": ".pdf,.doc,.docx,.jpg,.jpeg,.png",
      "descriptionKey": "cfgCommon.fileHint"
    },
    {
      "name": "remark",
      "labelKey": "contract.remark",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};
