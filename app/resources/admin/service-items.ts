import type { ResourceDef } from "~/engine/types";

/** §3 ServiceItem (/config/service). */
export const serviceItems: ResourceDef = {
  "name": "serviceItems",
  "permission": "serviceItem",
  "titleKey": "menu.serviceItem",
  "basePath": "/config/service",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "cfgService.name",
      "sortable": true
    },
    {
      "key": "key",
      "labelKey": "cfgService.key",
      "sortable": true
    },
    {
      "key": "parentName",
      "labelKey": "cfgService.parentName"
    },
    {
      "key": "childCount",
      "labelKey": "cfgService.childCount",
      "kind": "number"
    },
    {
      "key": "orderNo",
      "labelKey": "cfgService.orderNo",
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "cfgService.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "key",
      "labelKey": "cfgService.key",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "parentId",
      "labelKey": "cfgService.parentId",
      "kind": "select",
      "dynamic": true
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "key",
      "orderNo"
    ],
    "defaultSort": {
      "field": "orderNo",
      "order": "ascend"
    },
    "filters": [
      "name",
      "key",
      "parentId",
      "topLevel"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "cfgService.name"
    },
    {
      "key": "key",
      "labelKey": "cfgService.key"
    },
    {
      "key": "parentId",
      "labelKey": "cfgService.parentId"
    },
    {
      "key": "parentName",
      "labelKey": "cfgService.parentName"
    },
    {
      "key": "orderNo",
      "labelKey": "cfgService.orderNo"
    },
    {
      "key": "description",
      "labelKey": "cfgService.description"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "cfgService.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "key",
      "labelKey": "cfgService.key",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "parentId",
      "labelKey": "cfgService.parentId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "orderNo",
      "labelKey": "cfgService.orderNo",
      "kind": "number"
    },
    {
      "name": "description",
      "labelKey": "cfgService.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};
