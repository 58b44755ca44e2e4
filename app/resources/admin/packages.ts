import type { ResourceDef } from "~/engine/types";

/** §3 Package (/config/package). */
export const packages: ResourceDef = {
  "name": "packages",
  "permission": "package",
  "titleKey": "menu.package",
  "basePath": "/config/package",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "id",
      "labelKey": "cfgPackage.id",
      "sortable": true
    },
    {
      "key": "name",
      "labelKey": "cfgPackage.name",
      "sortable": true
    },
    {
      "key": "nameEn",
      "labelKey": "cfgPackage.nameEn"
    },
    {
      "key": "years",
      "labelKey": "cfgPackage.years",
      "sortable": true
    },
    {
      "key": "deviceCount",
      "labelKey": "cfgPackage.deviceCount",
      "kind": "number"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "cfgPackage.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "nameEn",
      "labelKey": "cfgPackage.nameEn",
      "kind": "text",
      "maxLength": 50
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "years"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "nameEn"
    ]
  },
  "detail": [
    {
      "key": "id",
      "labelKey": "cfgPackage.id"
    },
    {
      "key": "name",
      "labelKey": "cfgPackage.name"
    },
    {
      "key": "nameEn",
      "labelKey": "cfgPackage.nameEn"
    },
    {
      "key": "years",
      "labelKey": "cfgPackage.years"
    },
    {
      "key": "deviceCount",
      "labelKey": "cfgPackage.deviceCount",
      "kind": "number"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "cfgPackage.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "nameEn",
      "labelKey": "cfgPackage.nameEn",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "years",
      "labelKey": "cfgPackage.years",
      "kind": "number",
      "required": true
    }
  ]
};
