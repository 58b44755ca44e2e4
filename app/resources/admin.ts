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

/** §3 MessageEvent (/config/message-event). */
export const messageEvents: ResourceDef = {
  "name": "messageEvents",
  "permission": "messageEvent",
  "titleKey": "menu.messageEvent",
  "basePath": "/config/message-event",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "name",
      "labelKey": "cfgEvent.name",
      "sortable": true
    },
    {
      "key": "code",
      "labelKey": "cfgEvent.code",
      "sortable": true
    },
    {
      "key": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "enum",
      "enumKey": "cfgEvent.entityValues",
      "sortable": true
    },
    {
      "key": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "enum",
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "key": "level",
      "labelKey": "cfgEvent.level",
      "kind": "enum",
      "enumKey": "cfgEvent.levelValues",
      "tones": {
        "COMMON": "gray",
        "WARNING": "orange",
        "SERIOUS": "red"
      },
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "cfgEvent.name",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "code",
      "labelKey": "cfgEvent.code",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "select",
      "options": [
        "DEVICE",
        "VOLUNTEER",
        "INSTITUTION",
        "SYSTEM"
      ],
      "enumKey": "cfgEvent.entityValues"
    },
    {
      "name": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "select",
      "options": [
        "REAL_TIME",
        "ON_TIME"
      ],
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "name": "level",
      "labelKey": "cfgEvent.level",
      "kind": "select",
      "options": [
        "COMMON",
        "WARNING",
        "SERIOUS"
      ],
      "enumKey": "cfgEvent.levelValues"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name",
      "code",
      "entity",
      "level"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "code",
      "entity",
      "timedType",
      "level"
    ]
  },
  "detail": [
    {
      "key": "name",
      "labelKey": "cfgEvent.name"
    },
    {
      "key": "code",
      "labelKey": "cfgEvent.code"
    },
    {
      "key": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "enum",
      "enumKey": "cfgEvent.entityValues"
    },
    {
      "key": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "enum",
      "enumKey": "cfgEvent.timedTypeValues"
    },
    {
      "key": "level",
      "labelKey": "cfgEvent.level",
      "kind": "enum",
      "enumKey": "cfgEvent.levelValues",
      "tones": {
        "COMMON": "gray",
        "WARNING": "orange",
        "SERIOUS": "red"
      }
    },
    {
      "key": "smsTemplate",
      "labelKey": "cfgEvent.smsTemplate"
    },
    {
      "key": "vmsTemplate",
      "labelKey": "cfgEvent.vmsTemplate"
    },
    {
      "key": "emailTemplate",
      "labelKey": "cfgEvent.emailTemplate"
    },
    {
      "key": "contentTemplate",
      "labelKey": "cfgEvent.contentTemplate"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "cfgEvent.name",
      "kind": "text",
      "required": true,
      "maxLength": 30
    },
    {
      "name": "code",
      "labelKey": "cfgEvent.code",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "entity",
      "labelKey": "cfgEvent.entity",
      "kind": "select",
      "options": [
        "DEVICE",
        "VOLUNTEER",
        "INSTITUTION",
        "SYSTEM"
      ],
      "enumKey": "cfgEvent.entityValues",
      "required": true
    },
    {
      "name": "timedType",
      "labelKey": "cfgEvent.timedType",
      "kind": "select",
      "options": [
        "REAL_TIME",
        "ON_TIME"
      ],
      "enumKey": "cfgEvent.timedTypeValues",
      "required": true
    },
    {
      "name": "level",
      "labelKey": "cfgEvent.level",
      "kind": "select",
      "options": [
        "COMMON",
        "WARNING",
        "SERIOUS"
      ],
      "enumKey": "cfgEvent.levelValues",
      "required": true
    },
    {
      "name": "smsTemplate",
      "labelKey": "cfgEvent.smsTemplate",
      "kind": "textarea",
      "maxLength": 200
    },
    {
      "name": "vmsTemplate",
      "labelKey": "cfgEvent.vmsTemplate",
      "kind": "textarea",
      "maxLength": 200
    },
    {
      "name": "emailTemplate",
      "labelKey": "cfgEvent.emailTemplate",
      "kind": "textarea",
      "maxLength": 500
    },
    {
      "name": "contentTemplate",
      "labelKey": "cfgEvent.contentTemplate",
      "kind": "textarea",
      "maxLength": 500
    }
  ]
};

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

/** Global config (§2): one settings form; "stale after" feeds the readiness forecast. */
export const globalConfigFields = [
  { name: "platformName", labelKey: "globalCfg.platformName", kind: "text", required: true, maxLength: 30 },
  { name: "platformNameEn", labelKey: "globalCfg.platformNameEn", kind: "text", required: true, maxLength: 50 },
  { name: "staleDeviceHours", labelKey: "globalCfg.staleDeviceHours", kind: "number", required: true, descriptionKey: "globalCfg.staleDeviceHoursHint" },
  { name: "selfTestOverdueHours", labelKey: "globalCfg.selfTestOverdueHours", kind: "number", required: true },
  { name: "expiryWarningDays", labelKey: "globalCfg.expiryWarningDays", kind: "number", required: true },
  { name: "inspectionReportDay", labelKey: "globalCfg.inspectionReportDay", kind: "number", required: true },
  { name: "supportPhone", labelKey: "globalCfg.supportPhone", kind: "text", maxLength: 11 },
  { name: "supportEmail", labelKey: "globalCfg.supportEmail", kind: "text", maxLength: 100 },
] as const satisfies ResourceDef["fields"];
