import type { ResourceDef } from "~/engine/types";

/** §3 PushAccount (/integration/push-account). */
export const pushAccounts: ResourceDef = {
  "name": "pushAccounts",
  "permission": "pushAccount",
  "titleKey": "menu.pushAccount",
  "basePath": "/integration/push-account",
  "idKey": "id",
  "labelKey": "username",
  "columns": [
    {
      "key": "username",
      "labelKey": "pushAcct.username",
      "sortable": true
    },
    {
      "key": "type",
      "labelKey": "pushAcct.type",
      "kind": "enum",
      "enumKey": "pushAcct.typeValues"
    },
    {
      "key": "protocol",
      "labelKey": "pushAcct.protocol",
      "kind": "enum",
      "enumKey": "pushAcct.protocolValues"
    },
    {
      "key": "url",
      "labelKey": "pushAcct.url",
      "kind": "ellipsis"
    },
    {
      "key": "innerService",
      "labelKey": "pushAcct.innerService",
      "kind": "enum",
      "enumKey": "pushAcct.innerServiceValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "enabled",
      "labelKey": "pushAcct.enabled",
      "kind": "enum",
      "enumKey": "pushAcct.enabledValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    }
  ],
  "filters": [
    {
      "name": "username",
      "labelKey": "pushAcct.username",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "type",
      "labelKey": "pushAcct.type",
      "kind": "select",
      "options": [
        "INSTITUTION",
        "REGION",
        "PLATFORM"
      ],
      "enumKey": "pushAcct.typeValues"
    },
    {
      "name": "protocol",
      "labelKey": "pushAcct.protocol",
      "kind": "select",
      "options": [
        "HTTP",
        "HTTPS",
        "MQTT"
      ],
      "enumKey": "pushAcct.protocolValues"
    },
    {
      "name": "url",
      "labelKey": "pushAcct.url",
      "kind": "text",
      "maxLength": 500
    },
    {
      "name": "enabled",
      "labelKey": "pushAcct.enabled",
      "kind": "select",
      "options": [
        "true",
        "false"
      ],
      "enumKey": "pushAcct.enabledValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "username"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "username",
      "type",
      "protocol",
      "url",
      "enabled"
    ]
  },
  "detail": [
    {
      "key": "username",
      "labelKey": "pushAcct.username"
    },
    {
      "key": "type",
      "labelKey": "pushAcct.type",
      "kind": "enum",
      "enumKey": "pushAcct.typeValues"
    },
    {
      "key": "protocol",
      "labelKey": "pushAcct.protocol",
      "kind": "enum",
      "enumKey": "pushAcct.protocolValues"
    },
    {
      "key": "url",
      "labelKey": "pushAcct.url",
      "kind": "ellipsis"
    },
    {
      "key": "innerService",
      "labelKey": "pushAcct.innerService",
      "kind": "enum",
      "enumKey": "pushAcct.innerServiceValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "enabled",
      "labelKey": "pushAcct.enabled",
      "kind": "enum",
      "enumKey": "pushAcct.enabledValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "includeSubInstitutions",
      "labelKey": "pushAcct.includeSubInstitutions",
      "kind": "enum",
      "enumKey": "pushAcct.includeSubInstitutionsValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "pushSelfTest",
      "labelKey": "pushAcct.pushSelfTest",
      "kind": "enum",
      "enumKey": "pushAcct.pushSelfTestValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "pushEvents",
      "labelKey": "pushAcct.pushEvents",
      "kind": "enum",
      "enumKey": "pushAcct.pushEventsValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    }
  ],
  "fields": [
    {
      "name": "username",
      "labelKey": "pushAcct.username",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "type",
      "labelKey": "pushAcct.type",
      "kind": "select",
      "options": [
        "INSTITUTION",
        "REGION",
        "PLATFORM"
      ],
      "enumKey": "pushAcct.typeValues",
      "required": true
    },
    {
      "name": "protocol",
      "labelKey": "pushAcct.protocol",
      "kind": "select",
      "options": [
        "HTTP",
        "HTTPS",
        "MQTT"
      ],
      "enumKey": "pushAcct.protocolValues",
      "required": true
    },
    {
      "name": "url",
      "labelKey": "pushAcct.url",
      "kind": "text",
      "required": true,
      "maxLength": 500
    },
    {
      "name": "password",
      "labelKey": "pushAcct.password",
      "kind": "text",
      "descriptionKey": "cfgCommon.secretHint",
      "maxLength": 64
    },
    {
      "name": "certificatePath",
      "labelKey": "pushAcct.certificatePath",
      "kind": "text",
      "descriptionKey": "cfgCommon.secretHint",
      "maxLength": 200
    },
    {
      "name": "innerService",
      "labelKey": "pushAcct.innerService",
      "kind": "checkbox"
    },
    {
      "name": "enabled",
      "labelKey": "pushAcct.enabled",
      "kind": "checkbox"
    },
    {
      "name": "includeSubInstitutions",
      "labelKey": "pushAcct.includeSubInstitutions",
      "kind": "checkbox"
    },
    {
      "name": "pushSelfTest",
      "labelKey": "pushAcct.pushSelfTest",
      "kind": "checkbox"
    },
    {
      "name": "pushEvents",
      "labelKey": "pushAcct.pushEvents",
      "kind": "checkbox"
    }
  ]
};
