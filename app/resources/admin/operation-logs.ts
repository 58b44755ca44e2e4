import { defineResource } from "~/engine/define-resource";

const ACTIONS = ["SELECT", "ADD", "UPDATE", "EXPORT", "IMPORT", "ACTIVATE", "BIND", "UNBIND", "OTHER", "DELETE", "RESET"] as const;

const ENTITY_TYPES = ["SYSTEM", "DEVICE", "USER", "OTHER"] as const;

const SOURCES = ["MINI_PROGRAM", "PC", "APP", "UNKNOWN"] as const;

/** §3 OperationLog (/log/operation). */
export const operationLogs = defineResource({
  name: "operationLogs", permission: "operationLog", titleKey: "menu.operationLog", basePath: "/log/operation", prefix: "opLog",
  labelKey: "entity", defaultSort: { field: "createdDate", order: "descend" }, readOnly: true,
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    operator: { column: true, sortable: true, filter: "text" },
    action: { column: true, sortable: true, values: ACTIONS, filter: "select" },
    entityType: { column: true, values: ENTITY_TYPES, filter: "select" },
    entity: { column: true, sortable: true, filter: "text" },
    entityId: { column: true },
    source: { column: true, values: SOURCES, filter: "select" },
    reason: { column: true, kind: "ellipsis" },
  },
});
