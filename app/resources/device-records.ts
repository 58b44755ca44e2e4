/**
 * The record lists of the device detail (§2 tabs: rescue record, running record's five sub-tabs, operation
 * record's three, dock users, related volunteers, tasks), each declared once: columns, filters and list params.
 * All need `deviceList.get`; the lists live under /device/:id/…, so basePath is filled in by the route.
 */
import type { ColumnDef, ResourceDef } from "~/engine/types";
import type { DeviceRecords } from "~/platform/device-detail.server";

const R = (name: string) => `deviceRecord.${name}`;
const created: ColumnDef = { key: "createdDate", labelKey: R("createdDate"), kind: "datetime", sortable: true };
const dateSpec = (filters: readonly string[] = []) => ({ sortFields: ["createdDate", "id"], defaultSort: { field: "createdDate", order: "descend" as const }, filters });

function list(name: string, columns: ColumnDef[], extra: Partial<ResourceDef> = {}): ResourceDef {
  return { name, permission: "deviceList", titleKey: R(`${name}Title`), basePath: "", idKey: "id", columns, filters: [], listSpec: dateSpec(), ...extra };
}

const stateTones = { NORMAL: "green", SUCCESS: "green", ABNORMAL: "red", FAIL: "red", POWER_LOW: "orange", POWER_RUN_OUT: "red" } as const;

export const RUNNING_KINDS = ["battery", "communication", "events", "history", "self-test"] as const;
export const OPERATION_KINDS = ["repair", "maintenance", "inspection"] as const;

export const runningRecords: Record<(typeof RUNNING_KINDS)[number], { records: DeviceRecords; resource: ResourceDef }> = {
  battery: {
    records: "battery-data",
    resource: list("battery", [
      created,
      { key: "value", labelKey: R("remainingPower"), kind: "number" },
      { key: "state", labelKey: R("batteryState"), kind: "enum", enumKey: "deviceEnums.batteryState", tones: stateTones },
    ], {
      filters: [{ name: "state", labelKey: R("batteryState"), kind: "select", options: ["NORMAL", "POWER_LOW", "POWER_RUN_OUT"], enumKey: "deviceEnums.batteryState" }],
      listSpec: dateSpec(["state"]),
    }),
  },
  communication: {
    records: "communication-logs",
    resource: list("communication", [
      created,
      { key: "type", labelKey: R("direction"), kind: "enum", enumKey: "deviceDetailEnums.direction" },
      { key: "content", labelKey: R("content") },
      { key: "value", labelKey: R("size") },
      { key: "state", labelKey: R("result"), kind: "enum", enumKey: "enums.sendState", tones: stateTones },
    ], {
      filters: [{ name: "state", labelKey: R("result"), kind: "select", options: ["SUCCESS", "FAIL"], enumKey: "enums.sendState" }],
      listSpec: dateSpec(["state"]),
    }),
  },
  events: {
    records: "event-logs",
    resource: list("events", [
      created,
      { key: "type", labelKey: R("eventName") },
      { key: "level", labelKey: R("level"), kind: "enum", enumKey: "deviceDetailEnums.eventLevel", tones: { COMMON: "blue", WARNING: "orange", SERIOUS: "red" } },
      { key: "content", labelKey: R("content") },
    ], {
      filters: [{ name: "level", labelKey: R("level"), kind: "select", options: ["COMMON", "WARNING", "SERIOUS"], enumKey: "deviceDetailEnums.eventLevel" }],
      listSpec: dateSpec(["level"]),
    }),
  },
  history: {
    records: "history-logs",
    resource: list("history", [
      created,
      { key: "type", labelKey: R("operationType"), kind: "enum", enumKey: "deviceDetailEnums.operationType" },
      { key: "content", labelKey: R("content") },
      { key: "value", labelKey: R("operator") },
    ]),
  },
  "self-test": {
    records: "self-test-data",
    resource: list("selfTest", [
      created,
      { key: "type", labelKey: R("selfTestType"), kind: "enum", enumKey: "deviceDetailEnums.selfTestType" },
      { key: "state", labelKey: R("result"), kind: "enum", enumKey: "deviceDetailEnums.selfTestResult", tones: stateTones },
      { key: "content", labelKey: R("content") },
    ], {
      filters: [{ name: "state", labelKey: R("result"), kind: "select", options: ["NORMAL", "ABNORMAL"], enumKey: "deviceDetailEnums.selfTestResult" }],
      listSpec: dateSpec(["state"]),
    }),
  },
};

export const operationRecords: Record<(typeof OPERATION_KINDS)[number], { records: DeviceRecords; resource: ResourceDef }> = {
  repair: {
    records: "report-to-repair-records",
    resource: list("repair", [
      created,
      { key: "content", labelKey: R("problem") },
      { key: "state", labelKey: R("handleState"), kind: "enum", enumKey: "deviceDetailEnums.problemHandling", tones: { UNHANDLE: "orange", HANGLEING: "blue", HANGLED: "green" } },
      { key: "handleContent", labelKey: R("handleContent") },
      { key: "operator", labelKey: R("reporter") },
    ]),
  },
  maintenance: {
    records: "maintain-records",
    resource: list("maintenance", [
      created,
      { key: "content", labelKey: R("maintenanceContent") },
      { key: "source", labelKey: R("source"), kind: "enum", enumKey: "deviceDetailEnums.maintainSource" },
      { key: "operator", labelKey: R("operator") },
    ]),
  },
  inspection: {
    records: "inspection-records",
    resource: list("inspection", [
      { key: "createdDate", labelKey: R("inspectionTime"), kind: "datetime", sortable: true },
      { key: "mechanism", labelKey: R("mechanism") },
      { key: "operator", labelKey: R("inspector") },
      { key: "content", labelKey: R("remarks") },
      { key: "sendState", labelKey: R("sendState"), kind: "enum", enumKey: "enums.sendState", tones: stateTones },
    ]),
  },
};

export const rescueRecords = list("rescue", [
  { key: "callForHelpDate", labelKey: R("callForHelpDate"), kind: "datetime", sortable: true },
  { key: "address", labelKey: R("address") },
  { key: "state", labelKey: R("rescueState"), kind: "enum", enumKey: "deviceDetailEnums.helpState", tones: { FINISHED: "green", RECEIVED: "blue", NOTIFIED: "orange", SENDED: "gray" } },
  { key: "volunteerCount", labelKey: R("volunteerCount"), kind: "number" },
  { key: "duration", labelKey: R("duration"), kind: "number" },
  { key: "remark", labelKey: R("remark") },
], {
  filters: [{ name: "state", labelKey: R("rescueState"), kind: "select", options: ["SENDED", "NOTIFIED", "RECEIVED", "FINISHED"], enumKey: "deviceDetailEnums.helpState" }],
  listSpec: { sortFields: ["callForHelpDate", "id"], defaultSort: { field: "callForHelpDate", order: "descend" }, filters: ["state"] },
});

export const deviceTasks = list("tasks", [
  created,
  { key: "taskType", labelKey: R("taskType"), kind: "enum", enumKey: "deviceDetailEnums.taskType" },
  { key: "executeType", labelKey: R("executeType"), kind: "enum", enumKey: "deviceDetailEnums.executeType" },
  { key: "state", labelKey: R("taskState"), kind: "enum", enumKey: "deviceDetailEnums.taskState", tones: { EXECUTE_SUCCESSFULLY: "green", EXECUTE_FAILURE: "red", READY_TO_EXECUTE: "orange", EXECUTING: "blue", CANCELLED: "gray" } },
  { key: "operator", labelKey: R("operator") },
]);

export const dockUsers = list("dockUsers", [
  { key: "name", labelKey: R("name") },
  { key: "phoneNumber", labelKey: R("phoneNumber") },
  created,
], {
  filters: [
    { name: "name", labelKey: R("name"), kind: "text", maxLength: 30 },
    { name: "phoneNumber", labelKey: R("phoneNumber"), kind: "text", maxLength: 11 },
  ],
  listSpec: dateSpec(["name", "phoneNumber"]),
});

const volunteerColumns: ColumnDef[] = [
  { key: "id", labelKey: R("volunteerId") },
  { key: "firstName", labelKey: R("name") },
  { key: "phoneNumber", labelKey: R("phoneNumber") },
];

export const linkedVolunteers = list("volunteers", [...volunteerColumns, { key: "linkedDate", labelKey: R("linkedDate"), kind: "datetime" }], {
  listSpec: { sortFields: ["id"], defaultSort: { field: "id", order: "ascend" }, filters: [] },
});

export const waitingVolunteers = list("waitingVolunteers", volunteerColumns, {
  filters: [{ name: "firstName", labelKey: R("name"), kind: "text", maxLength: 30 }],
  listSpec: { sortFields: ["id"], defaultSort: { field: "id", order: "ascend" }, filters: ["firstName"] },
});
