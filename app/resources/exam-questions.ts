import type { ResourceDef } from "~/engine/types";

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
