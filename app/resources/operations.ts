import type { ColumnDef, ResourceDef, Tone } from "~/engine/types";

/** §4 problem handling (repair): unhandled, handling, closed. */
export const REPAIR_STATES = ["UNHANDLE", "HANGLEING", "HANGLED"] as const;

export const OPEN_REPAIR_STATES = ["UNHANDLE", "HANGLEING"] as const;

const repairTones: Record<string, Tone> = { UNHANDLE: "orange", HANGLEING: "blue", HANGLED: "green" };

export const INCIDENT_TYPES = ["USED", "DOOR_OPENED", "OUT_OF_FENCE", "POWER_LOW", "OFFLINE", "SELF_TEST_FAILED", "OTHER"] as const;

export const EVENT_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;

export const HANDLE_STATES = ["PROCESSING", "PROCESSED", "UNTREATED"] as const;

export const REPORT_PERIODS = ["YEARLY", "HALF_YEARLY", "QUARTERLY", "MONTHLY", "WEEKLY", "DAILY"] as const;

export const REPORT_STATES = ["SENDING", "GENERATING", "COMPLETED", "FAILED"] as const;

export const SEND_STATES = ["SUCCESS", "FAIL", "PROCESSING"] as const;

const levelTones: Record<string, Tone> = { COMMON: "gray", WARNING: "orange", SERIOUS: "red" };

const handleTones: Record<string, Tone> = { PROCESSED: "green", PROCESSING: "blue", UNTREATED: "orange" };

const reportTones: Record<string, Tone> = { COMPLETED: "green", SENDING: "blue", GENERATING: "blue", FAILED: "red" };

const sendTones: Record<string, Tone> = { SUCCESS: "green", FAIL: "red", PROCESSING: "blue" };

const createdColumn: ColumnDef = { key: "createdDate", labelKey: "common.createdDate", kind: "datetime", sortable: true };

/** Repair records across the fleet (§2 operation management; §7 report-to-repair-records). */
export const repairRecords: ResourceDef = {
  name: "repairRecords",
  permission: "repairRecord",
  titleKey: "menu.repairRecord",
  basePath: "/operation/repair",
  idKey: "id",
  labelKey: "serialNumber",
  columns: [
    { key: "id", labelKey: "repair.id", sortable: true },
    { key: "serialNumber", labelKey: "repair.serialNumber", sortable: true },
    { key: "content", labelKey: "repair.content", kind: "ellipsis" },
    { key: "state", labelKey: "repair.state", kind: "enum", enumKey: "deviceDetailEnums.problemHandling", tones: repairTones, sortable: true },
    { key: "handleContent", labelKey: "repair.handleContent", kind: "ellipsis" },
    { key: "operator", labelKey: "repair.operator" },
    createdColumn,
  ],
  filters: [
    { name: "serialNumber", labelKey: "repair.serialNumber", kind: "text", maxLength: 30 },
    { name: "state", labelKey: "repair.state", kind: "select", options: REPAIR_STATES, enumKey: "deviceDetailEnums.problemHandling" },
    { name: "operator", labelKey: "repair.operator", kind: "text", maxLength: 20 },
    { name: "createdDateBegin", endName: "createdDateEnd", labelKey: "common.createdDate", kind: "datetime-range" },
  ],
  listSpec: {
    sortFields: ["id", "serialNumber", "state", "createdDate"],
    defaultSort: { field: "createdDate", order: "descend" },
    filters: ["serialNumber", "state", "operator", "createdDateBegin", "createdDateEnd"],
  },
  detail: [
    { key: "id", labelKey: "repair.id" },
    { key: "serialNumber", labelKey: "repair.serialNumber" },
    { key: "address", labelKey: "repair.address" },
    { key: "content", labelKey: "repair.content" },
    { key: "state", labelKey: "repair.state", kind: "enum", enumKey: "deviceDetailEnums.problemHandling", tones: repairTones },
    { key: "handleContent", labelKey: "repair.handleContent" },
    { key: "operator", labelKey: "repair.operator" },
    createdColumn,
  ],
  fields: [
    { name: "serialNumber", labelKey: "repair.serialNumber", kind: "text", required: true, maxLength: 30 },
    { name: "content", labelKey: "repair.content", kind: "textarea", required: true, maxLength: 200 },
  ],
};

/** Editing an open repair: its problem and whether someone is on it (closing is the handle form's job). */
export const repairEditFields = [
  { name: "content", labelKey: "repair.content", kind: "textarea", required: true, maxLength: 200 },
  { name: "state", labelKey: "repair.state", kind: "select", required: true, options: OPEN_REPAIR_STATES, enumKey: "deviceDetailEnums.problemHandling" },
] as const satisfies ResourceDef["fields"];

/** Incident records: device events that needed someone (§2 operation management; §4 levels, handle states). */
export const incidentRecords: ResourceDef = {
  name: "incidentRecords",
  permission: "incidentRecord",
  titleKey: "menu.incidentRecord",
  basePath: "/operation/incident",
  idKey: "id",
  labelKey: "serialNumber",
  columns: [
    { key: "id", labelKey: "incident.id", sortable: true },
    { key: "serialNumber", labelKey: "incident.serialNumber", sortable: true },
    { key: "incidentType", labelKey: "incident.incidentType", kind: "enum", enumKey: "incident.types" },
    { key: "level", labelKey: "incident.level", kind: "enum", enumKey: "deviceDetailEnums.eventLevel", tones: levelTones, sortable: true },
    { key: "content", labelKey: "incident.content", kind: "ellipsis" },
    { key: "handleState", labelKey: "incident.handleState", kind: "enum", enumKey: "incident.handleStates", tones: handleTones, sortable: true },
    { key: "occurredTime", labelKey: "incident.occurredTime", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "serialNumber", labelKey: "incident.serialNumber", kind: "text", maxLength: 30 },
    { name: "incidentType", labelKey: "incident.incidentType", kind: "select", options: INCIDENT_TYPES, enumKey: "incident.types" },
    { name: "level", labelKey: "incident.level", kind: "select", options: EVENT_LEVELS, enumKey: "deviceDetailEnums.eventLevel" },
    { name: "handleState", labelKey: "incident.handleState", kind: "select", options: HANDLE_STATES, enumKey: "incident.handleStates" },
    { name: "occurredTimeBegin", endName: "occurredTimeEnd", labelKey: "incident.occurredTime", kind: "datetime-range" },
  ],
  listSpec: {
    sortFields: ["id", "serialNumber", "level", "handleState", "occurredTime"],
    defaultSort: { field: "occurredTime", order: "descend" },
    filters: ["serialNumber", "incidentType", "level", "handleState", "occurredTimeBegin", "occurredTimeEnd"],
  },
  detail: [
    { key: "id", labelKey: "incident.id" },
    { key: "serialNumber", labelKey: "incident.serialNumber" },
    { key: "address", labelKey: "incident.address" },
    { key: "incidentType", labelKey: "incident.incidentType", kind: "enum", enumKey: "incident.types" },
    { key: "level", labelKey: "incident.level", kind: "enum", enumKey: "deviceDetailEnums.eventLevel", tones: levelTones },
    { key: "occurredTime", labelKey: "incident.occurredTime", kind: "datetime" },
    { key: "content", labelKey: "incident.content" },
    { key: "handleState", labelKey: "incident.handleState", kind: "enum", enumKey: "incident.handleStates", tones: handleTones },
    { key: "handleContent", labelKey: "incident.handleContent" },
    { key: "lastModifiedBy", labelKey: "common.lastModifiedBy" },
    { key: "lastModifiedDate", labelKey: "common.lastModifiedDate", kind: "datetime" },
  ],
  fields: [
    { name: "serialNumber", labelKey: "incident.serialNumber", kind: "text", required: true, maxLength: 30 },
    { name: "incidentType", labelKey: "incident.incidentType", kind: "select", required: true, options: INCIDENT_TYPES, enumKey: "incident.types" },
    { name: "level", labelKey: "incident.level", kind: "select", required: true, options: EVENT_LEVELS, enumKey: "deviceDetailEnums.eventLevel" },
    { name: "occurredTime", labelKey: "incident.occurredTime", kind: "datetime", required: true },
    { name: "address", labelKey: "incident.address", kind: "text", maxLength: 100 },
    { name: "content", labelKey: "incident.content", kind: "textarea", required: true, maxLength: 200 },
    { name: "handleState", labelKey: "incident.handleState", kind: "select", required: true, options: HANDLE_STATES, enumKey: "incident.handleStates" },
    { name: "handleContent", labelKey: "incident.handleContent", kind: "textarea", maxLength: 200 },
  ],
};

/** Institution inspection reports (§3; §4 periods and states; §7 paged with pageNum). */
export const inspectionReports: ResourceDef = {
  name: "inspectionReports",
  permission: "inspectionReport",
  titleKey: "menu.inspectionReport",
  basePath: "/operation/inspection-report",
  idKey: "id",
  labelKey: "mechanism",
  columns: [
    { key: "id", labelKey: "inspectionReport.id", sortable: true },
    { key: "mechanism", labelKey: "inspectionReport.mechanism", sortable: true },
    { key: "inspectionCycle", labelKey: "inspectionReport.inspectionCycle", kind: "enum", enumKey: "inspectionReport.periods" },
    { key: "coverNum", labelKey: "inspectionReport.coverNum", kind: "number", sortable: true },
    { key: "sendState", labelKey: "inspectionReport.sendState", kind: "enum", enumKey: "inspectionReport.states", tones: reportTones, sortable: true },
    { key: "fileSize", labelKey: "inspectionReport.fileSize", kind: "fileSize" },
    { key: "generationTime", labelKey: "inspectionReport.generationTime", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "mechanism", labelKey: "inspectionReport.mechanism", kind: "text", maxLength: 50 },
    { name: "inspectionCycle", labelKey: "inspectionReport.inspectionCycle", kind: "select", options: REPORT_PERIODS, enumKey: "inspectionReport.periods" },
    { name: "sendState", labelKey: "inspectionReport.sendState", kind: "select", options: REPORT_STATES, enumKey: "inspectionReport.states" },
    { name: "generationTimeBegin", endName: "generationTimeEnd", labelKey: "inspectionReport.generationTime", kind: "datetime-range" },
  ],
  listSpec: {
    sortFields: ["id", "mechanism", "coverNum", "sendState", "generationTime"],
    defaultSort: { field: "generationTime", order: "descend" },
    filters: ["mechanism", "inspectionCycle", "sendState", "generationTimeBegin", "generationTimeEnd"],
  },
  detail: [
    { key: "id", labelKey: "inspectionReport.id" },
    { key: "mechanism", labelKey: "inspectionReport.mechanism" },
    { key: "inspectionCycle", labelKey: "inspectionReport.inspectionCycle", kind: "enum", enumKey: "inspectionReport.periods" },
    { key: "generationTime", labelKey: "inspectionReport.generationTime", kind: "datetime" },
    { key: "coverNum", labelKey: "inspectionReport.coverNum", kind: "number" },
    { key: "sendState", labelKey: "inspectionReport.sendState", kind: "enum", enumKey: "inspectionReport.states", tones: reportTones },
    { key: "sendServerAddress", labelKey: "inspectionReport.sendServerAddress" },
    { key: "responseMessage", labelKey: "inspectionReport.responseMessage" },
    { key: "fileSize", labelKey: "inspectionReport.fileSize", kind: "fileSize" },
  ],
  fields: [
    { name: "institutionId", labelKey: "inspectionReport.institution", kind: "select", required: true, dynamic: true },
    { name: "inspectionCycle", labelKey: "inspectionReport.inspectionCycle", kind: "select", required: true, options: REPORT_PERIODS, enumKey: "inspectionReport.periods" },
  ],
};

/** Device inspection records (§3: inspector, device, photos, remarks; §7 paged with pageNum). */
export const deviceInspections: ResourceDef = {
  name: "deviceInspections",
  permission: "deviceInspection",
  titleKey: "menu.deviceInspection",
  basePath: "/operation/device-inspection",
  idKey: "id",
  labelKey: "product",
  columns: [
    { key: "id", labelKey: "deviceInspection.id", sortable: true },
    { key: "product", labelKey: "deviceInspection.product", sortable: true },
    { key: "mechanism", labelKey: "deviceInspection.mechanism", sortable: true },
    { key: "inspector", labelKey: "deviceInspection.inspector" },
    { key: "sendState", labelKey: "deviceInspection.sendState", kind: "enum", enumKey: "enums.sendState", tones: sendTones, sortable: true },
    { key: "remarks", labelKey: "deviceInspection.remarks", kind: "ellipsis" },
    { key: "inspectionTime", labelKey: "deviceInspection.inspectionTime", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "product", labelKey: "deviceInspection.product", kind: "text", maxLength: 30 },
    { name: "mechanism", labelKey: "deviceInspection.mechanism", kind: "text", maxLength: 50 },
    { name: "inspector", labelKey: "deviceInspection.inspector", kind: "text", maxLength: 20 },
    { name: "sendState", labelKey: "deviceInspection.sendState", kind: "select", options: SEND_STATES, enumKey: "enums.sendState" },
    { name: "inspectionTimeBegin", endName: "inspectionTimeEnd", labelKey: "deviceInspection.inspectionTime", kind: "datetime-range" },
  ],
  listSpec: {
    sortFields: ["id", "product", "mechanism", "sendState", "inspectionTime"],
    defaultSort: { field: "inspectionTime", order: "descend" },
    filters: ["product", "mechanism", "inspector", "sendState", "inspectionTimeBegin", "inspectionTimeEnd"],
  },
  detail: [
    { key: "id", labelKey: "deviceInspection.id" },
    { key: "product", labelKey: "deviceInspection.product" },
    { key: "mechanism", labelKey: "deviceInspection.mechanism" },
    { key: "inspector", labelKey: "deviceInspection.inspector" },
    { key: "inspectionTime", labelKey: "deviceInspection.inspectionTime", kind: "datetime" },
    { key: "sendState", labelKey: "deviceInspection.sendState", kind: "enum", enumKey: "enums.sendState", tones: sendTones },
    { key: "remarks", labelKey: "deviceInspection.remarks" },
  ],
  fields: [{ name: "remarks", labelKey: "deviceInspection.remarks", kind: "textarea", maxLength: 200 }],
};
