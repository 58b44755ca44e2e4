import type { ResourceDef } from "~/engine/types";

/** §3 VipCard (/vip/list). */
export const vipCards: ResourceDef = {
  "name": "vipCards",
  "permission": "vipList",
  "titleKey": "menu.vipList",
  "basePath": "/vip/list",
  "idKey": "id",
  "labelKey": "serialNumber",
  "columns": [
    {
      "key": "serialNumber",
      "labelKey": "vipCard.serialNumber",
      "sortable": true
    },
    {
      "key": "boundPersonCount",
      "labelKey": "vipCard.boundPersonCount",
      "kind": "number",
      "sortable": true
    },
    {
      "key": "accountCount",
      "labelKey": "vipCard.accountCount",
      "kind": "number"
    },
    {
      "key": "systemName",
      "labelKey": "vipCard.systemName"
    },
    {
      "key": "systemTheme",
      "labelKey": "vipCard.systemTheme"
    },
    {
      "key": "expiryDate",
      "labelKey": "vipCard.expiryDate",
      "kind": "date",
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "serialNumber",
      "labelKey": "vipCard.serialNumber",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "systemName",
      "labelKey": "vipCard.systemName",
      "kind": "text",
      "maxLength": 30
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "serialNumber",
      "boundPersonCount",
      "expiryDate"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "serialNumber",
      "systemName"
    ]
  },
  "detail": [
    {
      "key": "serialNumber",
      "labelKey": "vipCard.serialNumber"
    },
    {
      "key": "boundPersonCount",
      "labelKey": "vipCard.boundPersonCount",
      "kind": "number"
    },
    {
      "key": "accountCount",
      "labelKey": "vipCard.accountCount",
      "kind": "number"
    },
    {
      "key": "systemName",
      "labelKey": "vipCard.systemName"
    },
    {
      "key": "systemNameEn",
      "labelKey": "vipCard.systemNameEn"
    },
    {
      "key": "systemTheme",
      "labelKey": "vipCard.systemTheme"
    },
    {
      "key": "expiryDate",
      "labelKey": "vipCard.expiryDate",
      "kind": "date"
    }
  ],
  "fields": [
    {
      "name": "serialNumber",
      "labelKey": "vipCard.serialNumber",
      "kind": "text",
      "required": true,
      "maxLength": 20,
      "descriptionKey": "vipCard.serialNumberHint"
    },
    {
      "name": "secret",
      "labelKey": "vipCard.secret",
      "kind": "text",
      "descriptionKey": "cfgCommon.secretHint",
      "maxLength": 64
    },
    {
      "name": "systemName",
      "labelKey": "vipCard.systemName",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "systemNameEn",
      "labelKey": "vipCard.systemNameEn",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "systemTheme",
      "labelKey": "vipCard.systemTheme",
      "kind": "text",
      "maxLength": 30,
      "descriptionKey": "vipCard.systemThemeHint"
    },
    {
      "name": "expiryDate",
      "labelKey": "vipCard.expiryDate",
      "kind": "date"
    }
  ]
};
