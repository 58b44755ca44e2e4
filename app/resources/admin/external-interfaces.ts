import type { ResourceDef } from "~/engine/types";

/** §3 ExternalInterface (/integration/interface). */
export const externalInterfaces: ResourceDef = {
  "name": "externalInterfaces",
  "permission": "externalInterface",
  "titleKey": "menu.externalInterface",
  "basePath": "/integration/interface",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "extIf.name",
      "sortable": true
    },
    {
      "key": "kind",
      "labelKey": "extIf.kind",
      "kind": "enum",
      "enumKey": "extIf.kindValues",
      "sortable": true
    },
    {
      "key": "appKey",
      "labelKey": "extIf.appKey"
    },
    {
      "key": "url",
      "labelKey": "extIf.url",
      "kind": "ellipsis"
    },
    {
      "key": "enabled",
      "labelKey": "extIf.enabled",
      "kind": "enum",
      "enumKey": "extIf.enabledValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "extIf.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "kind",
      "labelKey": "extIf.kind",
      "kind": "select",
      "options": [
        "ERP",
        "PUBLIC"
      ],
      "enumKey": "extIf.kindValues"
    },
    {
      "name": "appKey",
      "labelKey": "extIf.appKey",
      "kind": "text",
      "maxLength": 40
    },
    {
      "name": "enabled",
      "labelKey": "extIf.enabled",
      "kind": "select",
      "options": [
        "true",
        "false"
      ],
      "enumKey": "extIf.enabledValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "kind"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "kind",
      "appKey",
      "enabled"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "extIf.name"
    },
    {
      "key": "kind",
      "labelKey": "extIf.kind",
      "kind": "enum",
      "enumKey": "extIf.kindValues"
    },
    {
      "key": "appKey",
      "labelKey": "extIf.appKey"
    },
    {
      "key": "url",
      "labelKey": "extIf.url",
      "kind": "ellipsis"
    },
    {
      "key": "enabled",
      "labelKey": "extIf.enabled",
      "kind": "enum",
      "enumKey": "extIf.enabledValues",
      "tones": {
        "true": "green",
        "false": "gray"
      }
    },
    {
      "key": "description",
      "labelKey": "extIf.description"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "extIf.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "kind",
      "labelKey": "extIf.kind",
      "kind": "select",
      "options": [
        "ERP",
        "PUBLIC"
      ],
      "enumKey": "extIf.kindValues",
      "required": true
    },
    {
      "name": "appKey",
      "labelKey": "extIf.appKey",
      "kind": "text",
      "required": true,
      "maxLength": 40
    },
    {
      "name": "appSecret",
      "labelKey": "extIf.appSecret",
      "kind": "text",
      "descriptionKey": "cfgCommon.secretHint",
      "maxLength": 64
    },
    {
      "name": "url",
      "labelKey": "extIf.url",
      "kind": "text",
      "maxLength": 500
    },
    {
      "name": "enabled",
      "labelKey": "extIf.enabled",
      "kind": "checkbox"
    },
    {
      "name": "description",
      "labelKey": "extIf.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};
