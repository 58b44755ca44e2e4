import type { ResourceDef } from "~/engine/types";

/** §3 MqAccount (/integration/mq-account). */
export const mqAccounts: ResourceDef = {
  "name": "mqAccounts",
  "permission": "mqAccount",
  "titleKey": "menu.mqAccount",
  "basePath": "/integration/mq-account",
  "idKey": "id",
  "labelKey": "username",
  "columns": [
    {
      "key": "username",
      "labelKey": "mqAcct.username",
      "sortable": true
    },
    {
      "key": "queue",
      "labelKey": "mqAcct.queue",
      "sortable": true
    },
    {
      "key": "exchange",
      "labelKey": "mqAcct.exchange"
    },
    {
      "key": "virtualHost",
      "labelKey": "mqAcct.virtualHost"
    },
    {
      "key": "routeKey",
      "labelKey": "mqAcct.routeKey"
    }
  ],
  "filters": [
    {
      "name": "username",
      "labelKey": "mqAcct.username",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "queue",
      "labelKey": "mqAcct.queue",
      "kind": "text",
      "maxLength": 100
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "username",
      "queue"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "username",
      "queue"
    ]
  },
  "detail": [
    {
      "key": "username",
      "labelKey": "mqAcct.username"
    },
    {
      "key": "queue",
      "labelKey": "mqAcct.queue"
    },
    {
      "key": "exchange",
      "labelKey": "mqAcct.exchange"
    },
    {
      "key": "virtualHost",
      "labelKey": "mqAcct.virtualHost"
    },
    {
      "key": "routeKey",
      "labelKey": "mqAcct.routeKey"
    }
  ],
  "fields": [
    {
      "name": "username",
      "labelKey": "mqAcct.username",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "password",
      "labelKey": "mqAcct.password",
      "kind": "text",
      "descriptionKey": "cfgCommon.secretHint",
      "maxLength": 64
    },
    {
      "name": "queue",
      "labelKey": "mqAcct.queue",
      "kind": "text",
      "required": true,
      "maxLength": 100,
      "descriptionKey": "mqAcct.queueHint"
    },
    {
      "name": "exchange",
      "labelKey": "mqAcct.exchange",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "virtualHost",
      "labelKey": "mqAcct.virtualHost",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "routeKey",
      "labelKey": "mqAcct.routeKey",
      "kind": "text",
      "maxLength": 100
    }
  ]
};
