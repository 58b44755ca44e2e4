import type { ResourceDef } from "~/engine/types";

/** §3 Area (/config/area). */
export const areas: ResourceDef = {
  "name": "areas",
  "permission": "area",
  "titleKey": "menu.area",
  "basePath": "/config/area",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "code",
      "labelKey": "cfgArea.code",
      "sortable": true
    },
    {
      "key": "name",
      "labelKey": "cfgArea.name",
      "sortable": true
    },
    {
      "key": "nameEn",
      "labelKey": "cfgArea.nameEn"
    },
    {
      "key": "level",
      "labelKey": "cfgArea.level",
      "kind": "enum",
      "enumKey": "cfgArea.levelValues",
      "sortable": true
    },
    {
      "key": "parentName",
      "labelKey": "cfgArea.parentName"
    },
    {
      "key": "lat",
      "labelKey": "cfgArea.lat"
    },
    {
      "key": "lng",
      "labelKey": "cfgArea.lng"
    }
  ],
  "filters": [
    {
      "name": "parentId",
      "labelKey": "cfgArea.parentId",
      "kind": "hidden"
    },
    {
      "name": "code",
      "labelKey": "cfgArea.code",
      "kind": "text",
      "maxLength": 6
    },
    {
      "name": "name",
      "labelKey": "cfgArea.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "level",
      "labelKey": "cfgArea.level",
      "kind": "select",
      "options": [
        "COUNTRY",
        "STATE",
        "CITY",
        "REGION"
      ],
      "enumKey": "cfgArea.levelValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "code",
      "name",
      "level"
    ],
    "defaultSort": {
      "field": "code",
      "order": "ascend"
    },
    "filters": [
      "parentId",
      "code",
      "name",
      "level"
    ]
  },
  "detail": [
    {
      "key": "code",
      "labelKey": "cfgArea.code"
    },
    {
      "key": "name",
      "labelKey": "cfgArea.name"
    },
    {
      "key": "nameEn",
      "labelKey": "cfgArea.nameEn"
    },
    {
      "key": "level",
      "labelKey": "cfgArea.level",
      "kind": "enum",
      "enumKey": "cfgArea.levelValues"
    },
    {
      "key": "parentId",
      "labelKey": "cfgArea.parentId"
    },
    {
      "key": "parentName",
      "labelKey": "cfgArea.parentName"
    },
    {
      "key": "lat",
      "labelKey": "cfgArea.lat"
    },
    {
      "key": "lng",
      "labelKey": "cfgArea.lng"
    }
  ],
  "fields": [
    {
      "name": "code",
      "labelKey": "cfgArea.code",
      "kind": "text",
      "required": true,
      "maxLength": 6,
      "descriptionKey": "cfgArea.codeHint"
    },
    {
      "name": "name",
      "labelKey": "cfgArea.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "nameEn",
      "labelKey": "cfgArea.nameEn",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "level",
      "labelKey": "cfgArea.level",
      "kind": "select",
      "options": [
        "COUNTRY",
        "STATE",
        "CITY",
        "REGION"
      ],
      "enumKey": "cfgArea.levelValues",
      "required": true
    },
    {
      "name": "parentId",
      "labelKey": "cfgArea.parentId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "lat",
      "labelKey": "cfgArea.lat",
      "kind": "number"
    },
    {
      "name": "lng",
      "labelKey": "cfgArea.lng",
      "kind": "number"
    }
  ]
};
