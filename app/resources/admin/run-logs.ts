import type { ResourceDef } from "~/engine/types";

/** §3 RunLog (/log/run). */
export const runLogs: ResourceDef = {
  "name": "runLogs",
  "permission": "runLog",
  "titleKey": "menu.runLog",
  "basePath": "/log/run",
  "idKey": "id",
  "labelKey": "service",
  "columns": [
    {
      "key": "createdDate",
      "labelKey": "runLog.createdDate",
      "kind": "datetime",
      "sortable": true
    },
    {
      "key": "level",
      "labelKey": "runLog.level",
      "kind": "enum",
      "enumKey": "runLog.levelValues",
      "tones": {
        "INFO": "blue",
        "WARN": "orange",
        "ERROR": "red"
      },
      "sortable": true
    },
    {
      "key": "service",
      "labelKey": "runLog.service",
      "kind": "enum",
      "enumKey": "runLog.serviceValues",
      "sortable": true
    },
    {
      "key": "message",
      "labelKey": "runLog.message",
      "kind": "ellipsis"
    },
    {
      "key": "host",
      "labelKey": "runLog.host"
    }
  ],
  "filters": [
    {
      "name": "createdDateBegin",
      "endName": "createdDateEnd",
      "labelKey": "runLog.createdDate",
      "kind": "datetime-range"
    },
    {
      "name": "level",
      "labelKey": "runLog.level",
      "kind": "select",
      "options": [
        "INFO",
        "WARN",
        "ERROR"
      ],
      "enumKey": "runLog.levelValues"
    },
    {
      "name": "service",
      "labelKey": "runLog.service",
      "kind": "select",
      "options": [
        "device-gateway",
        "message-center",
        "rescue-dispatch",
        "report-generator",
        "data-sync",
        "auth-server"
      ],
      "enumKey": "runLog.serviceValues"
    },
    {
      "name": "message",
      "labelKey": "runLog.message",
      "kind": "text",
      "maxLength": 50
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "createdDate",
      "level",
      "service"
    ],
    "defaultSort": {
      "field": "createdDate",
      "order": "descend"
    },
    "filters": [
      "createdDateBegin",
      "createdDateEnd",
      "level",
      "service",
      "message"
    ]
  },
  "detail": [
    {
      "key": "createdDate",
      "labelKey": "runLog.createdDate",
      "kind": "datetime"
    },
    {
      "key": "level",
      "labelKey": "runLog.level",
      "kind": "enum",
      "enumKey": "runLog.levelValues",
      "tones": {
        "INFO": "blue",
        "WARN": "orange",
        "ERROR": "red"
      }
    },
    {
      "key": "service",
      "labelKey": "runLog.service",
      "kind": "enum",
      "enumKey": "runLog.serviceValues"
    },
    {
      "key": "message",
      "labelKey": "runLog.message",
      "kind": "ellipsis"
    },
    {
      "key": "host",
      "labelKey": "runLog.host"
    }
  ]
};
