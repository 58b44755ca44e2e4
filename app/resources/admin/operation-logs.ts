import type { ResourceDef } from "~/engine/types";

/** §3 OperationLog (/log/operation). */
export const operationLogs: ResourceDef = {
  "name": "operationLogs",
  "permission": "operationLog",
  "titleKey": "menu.operationLog",
  "basePath": "/log/operation",
  "idKey": "id",
  "labelKey": "entity",
  "columns": [
    {
      "key": "createdDate",
      "labelKey": "opLog.createdDate",
      "kind": "datetime",
      "sortable": true
    },
    {
      "key": "operator",
      "labelKey": "opLog.operator",
      "sortable": true
    },
    {
      "key": "action",
      "labelKey": "opLog.action",
      "kind": "enum",
      "enumKey": "opLog.actionValues",
      "sortable": true
    },
    {
      "key": "entityType",
      "labelKey": "opLog.entityType",
      "kind": "enum",
      "enumKey": "opLog.entityTypeValues"
    },
    {
      "key": "entity",
      "labelKey": "opLog.entity",
      "sortable": true
    },
    {
      "key": "entityId",
      "labelKey": "opLog.entityId"
    },
    {
      "key": "source",
      "labelKey": "opLog.source",
      "kind": "enum",
      "enumKey": "opLog.sourceValues"
    },
    {
      "key": "reason",
      "labelKey": "opLog.reason",
      "kind": "ellipsis"
    }
  ],
  "filters": [
    {
      "name": "createdDateBegin",
      "endName": "createdDateEnd",
      "labelKey": "opLog.createdDate",
      "kind": "datetime-range"
    },
    {
      "name": "operator",
      "labelKey": "opLog.operator",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "action",
      "labelKey": "opLog.action",
      "kind": "select",
      "options": [
        "SELECT",
        "ADD",
        "UPDATE",
        "EXPORT",
        "IMPORT",
        "ACTIVATE",
        "BIND",
        "UNBIND",
        "OTHER",
        "DELETE",
        "RESET"
      ],
      "enumKey": "opLog.actionValues"
    },
    {
      "name": "entityType",
      "labelKey": "opLog.entityType",
      "kind": "select",
      "options": [
        "SYSTEM",
        "DEVICE",
        "USER",
        "OTHER"
      ],
      "enumKey": "opLog.entityTypeValues"
    },
    {
      "name": "entity",
      "labelKey": "opLog.entity",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "source",
      "labelKey": "opLog.source",
      "kind": "select",
      "options": [
        "MINI_PROGRAM",
        "PC",
        "APP",
        "UNKNOWN"
      ],
      "enumKey": "opLog.sourceValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "createdDate",
      "operator",
      "action",
      "entity"
    ],
    "defaultSort": {
      "field": "createdDate",
      "order": "descend"
    },
    "filters": [
      "createdDateBegin",
      "createdDateEnd",
      "operator",
      "action",
      "entityType",
      "entity",
      "source"
    ]
  },
  "detail": [
    {
      "key": "createdDate",
      "labelKey": "opLog.createdDate",
      "kind": "datetime"
    },
    {
      "key": "operator",
      "labelKey": "opLog.operator"
    },
    {
      "key": "action",
      "labelKey": "opLog.action",
      "kind": "enum",
      "enumKey": "opLog.actionValues"
    },
    {
      "key": "entityType",
      "labelKey": "opLog.entityType",
      "kind": "enum",
      "enumKey": "opLog.entityTypeValues"
    },
    {
      "key": "entity",
      "labelKey": "opLog.entity"
    },
    {
      "key": "entityId",
      "labelKey": "opLog.entityId"
    },
    {
      "key": "source",
      "labelKey": "opLog.source",
      "kind": "enum",
      "enumKey": "opLog.sourceValues"
    },
    {
      "key": "reason",
      "labelKey": "opLog.reason",
      "kind": "ellipsis"
    }
  ]
};
