import { defineResource } from "~/engine/define-resource";

export const INCIDENT_TYPES = ["USED", "DOOR_OPENED", "OUT_OF_FENCE", "POWER_LOW", "OFFLINE", "SELF_TEST_FAILED", "OTHER"] as const;

export const EVENT_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;

export const HANDLE_STATES = ["PROCESSING", "PROCESSED", "UNTREATED"] as const;

/** Incident records (/operation/incident): device events that needed someone (§2 operation management; §4 levels, handle states). */
export const incidentRecords = defineResource({
  name: "incidentRecords", permission: "incidentRecord", titleKey: "menu.incidentRecord", basePath: "/operation/incident", prefix: "incident",
  labelKey: "serialNumber", defaultSort: { field: "occurredTime", order: "descend" },
  attrs: {
    id: { column: true, sortable: true },
    serialNumber: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    incidentType: { column: true, values: INCIDENT_TYPES, enumKey: "incident.types", filter: "select", field: "select", required: true },
    level: {
      column: true, values: EVENT_LEVELS, enumKey: "deviceDetailEnums.eventLevel", tones: { COMMON: "gray", WARNING: "orange", SERIOUS: "red" }, sortable: true,
      filter: "select", field: "select", required: true,
    },
    occurredTime: { column: true, kind: "datetime", sortable: true, filter: "range", field: "datetime", required: true },
    address: { field: "text", maxLength: 100 },
    content: { column: true, kind: "ellipsis", field: "textarea", required: true, maxLength: 200 },
    handleState: {
      column: true, values: HANDLE_STATES, enumKey: "incident.handleStates", tones: { PROCESSED: "green", PROCESSING: "blue", UNTREATED: "orange" }, sortable: true,
      filter: "select", field: "select", required: true,
    },
    handleContent: { field: "textarea", maxLength: 200 },
    lastModifiedBy: { labelKey: "common.lastModifiedBy" },
    lastModifiedDate: { labelKey: "common.lastModifiedDate", kind: "datetime" },
  },
  order: {
    columns: ["id", "serialNumber", "incidentType", "level", "content", "handleState"],
    filters: ["serialNumber", "incidentType", "level", "handleState"],
    detail: ["id", "serialNumber", "address"],
  },
});
