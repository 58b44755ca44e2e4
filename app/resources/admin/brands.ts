import type { ResourceDef } from "~/engine/types";

/** §3 Brand (/config/brand). */
export const brands: ResourceDef = {
  "name": "brands",
  "permission": "brand",
  "titleKey": "menu.brand",
  "basePath": "/config/brand",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "id",
      "labelKey": "cfgBrand.id",
      "sortable": true
    },
    {
      "key": "logo",
      "labelKey": "cfgBrand.logo",
      "kind": "image",
      "altKey": "name"
    },
    {
      "key": "name",
      "labelKey": "cfgBrand.name",
      "sortable": true
    },
    {
      "key": "nameEn",
      "labelKey": "cfgBrand.nameEn",
      "sortable": true
    },
    {
      "key": "modelCount",
      "labelKey": "cfgBrand.modelCount",
      "kind": "number"
    },
    {
      "key": "deviceCount",
      "labelKey": "cfgBrand.deviceCount",
      "kind": "number"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "cfgBrand.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "nameEn",
      "labelKey": "cfgBrand.nameEn",
      "kind": "text",
      "maxLength": 50
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "nameEn"
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
      "labelKey": "cfgBrand.id"
    },
    {
      "key": "name",
      "labelKey": "cfgBrand.name"
    },
    {
      "key": "nameEn",
      "labelKey": "cfgBrand.nameEn"
    },
    {
      "key": "logo",
      "labelKey": "cfgBrand.logo",
      "kind": "image",
      "altKey": "name"
    },
    {
      "key": "modelCount",
      "labelKey": "cfgBrand.modelCount",
      "kind": "number"
    },
    {
      "key": "deviceCount",
      "labelKey": "cfgBrand.deviceCount",
      "kind": "number"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "cfgBrand.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "nameEn",
      "labelKey": "cfgBrand.nameEn",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "logo",
      "labelKey": "cfgBrand.logo",
      "kind": "file",
      "accept": ".jpg,.jpeg,.gif,.png,.svg,.webp",
      "descriptionKey": "cfgCommon.imageHint"
    }
  ]
};
