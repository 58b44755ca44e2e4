import type { ResourceDef } from "~/engine/types";

/** §3 MessageEvent (/config/message-event). */
export const messageEvents: ResourceDef = {
  "name": "messageEvents",
  "permission": "messageEvent",
  "titleKey": "menu.messageEvent",
  "basePath": "/config/message-event",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "cfgEvent.name",
      "sortable": true
    },
    {
      "key": "code",
      "labelKey": "cfgEvent.code",
      "sortable": true
    },
    {
      "key": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "enum",
      "enumKey": "cfgEvent.entityValues",
      "sortable": true
    },
    {
      "key": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "enum",
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "key": "level",
      "labelKey": "cfgEvent.level",
      "kind": "enum",
      "enumKey": "cfgEvent.levelValues",
      "tones": {
        "COMMON": "gray",
        "WARNING": "orange",
        "SERIOUS": "red"
      },
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "cfgEvent.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "code",
      "labelKey": "cfgEvent.code",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "select",
      "options": [
        "DEVICE",
        "VOLUNTEER",
        "INSTITUTION",
        "SYSTEM"
      ],
      "enumKey": "cfgEvent.entityValues"
    },
    {
      "name": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "select",
      "options": [
        "REAL_TIME",
        "ON_TIME"
      ],
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "name": "level",
      "labelKey": "cfgEvent.level",
      "kind": "select",
      "options": [
        "COMMON",
        "WARNING",
        "SERIOUS"
      ],
      "enumKey": "cfgEvent.levelValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "code",
      "entity",
      "level"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "code",
      "entity",
      "timedType",
      "level"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "cfgEvent.name"
    },
    {
      "key": "code",
      "labelKey": "cfgEvent.code"
    },
    {
      "key": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "enum",
      "enumKey": "cfgEvent.entityValues"
    },
    {
      "key": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "enum",
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "key": "level",
      "labelKey": "cfgEvent.level",
      "kind": "enum",
      "enumKey": "cfgEvent.levelValues",
      "tones": {
        "COMMON": "gray",
        "WARNING": "orange",
        "SERIOUS": "red"
      }
    },
    {
      "key": "smsTemplate",
      "labelKey": "cfgEvent.smsTemplate"
    },
    {
      "key": "vmsTemplate",
      "labelKey": "cfgEvent.vmsTemplate"
    },
    {
      "key": "emailTemplate",
      "labelKey": "cfgEvent.emailTemplate"
    },
    {
      "key": "contentTemplate",
      "labelKey": "cfgEvent.contentTemplate"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "cfgEvent.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "code",
      "labelKey": "cfgEvent.code",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "select",
      "options": [
        "DEVICE",
        "VOLUNTEER",
        "INSTITUTION",
        "SYSTEM"
      ],
      "enumKey": "cfgEvent.entityValues",
      "required": true
    },
    {
      "name": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "select",
      "options": [
        "REAL_TIME",
        "ON_TIME"
      ],
      "enumKey": "cfgEvent.timedTypeValues",
      "required": true
    },
    {
      "name": "level",
      "labelKey": "cfgEvent.level",
      "kind": "select",
      "options": [
        "COMMON",
        "WARNING",
        "SERIOUS"
      ],
      "enumKey": "cfgEvent.levelValues",
      "required": true
    },
    {
      "name": "smsTemplate",
      "labelKey": "cfgEvent.smsTemplate",
      "kind": "textarea",
      "maxLength": 200
    },
    {
      "name": "vmsTemplate",
      "labelKey": "cfgEvent.vmsTemplate",
      "kind": "textarea",
      "maxLength": 200
    },
    {
      "name": "emailTemplate",
      "labelKey": "cfgEvent.emailTemplate",
      "kind": "textarea",
      "maxLength": 500
    },
    {
      "name": "contentTemplate",
      "labelKey": "cfgEvent.contentTemplate",
      "kind": "textarea",
      "maxLength": 500
    }
  ]
};
