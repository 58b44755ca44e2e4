/**
 * The record lists of the device detail (§2 tabs: rescue record, running record's five sub-tabs, operation
 * record's three, dock users, related volunteers, tasks), each declared once: columns, filters and list params.
 * All need `deviceList.get`; the lists live under /device/:id/…, so basePath is filled in by the route.
 */
import { defineResource, type Attr, type ResourceSpec } from "~/engine/define-resource";
import type { ResourceDef } from "~/engine/types";
import type { DeviceRecords } from "~/platform/device-detail.server";

const R = (name: string) => `deviceRecord.${name}`;

/** One record list: labels under `deviceRecord.`, newest first unless said otherwise; no detail, no form. */
function list(name: string, attrs: ResourceSpec["attrs"], defaultSort: ResourceSpec["defaultSort"] = { field: "createdDate", order: "descend" }): ResourceDef {
  return defineResource({ name, permission: "deviceList", titleKey: R(`${name}Title`), basePath: "", prefix: "deviceRecord", defaultSort, attrs, detail: false, readOnly: true });
}

const created: Attr = { column: true, kind: "datetime", sortable: true };

/** A column labelled `deviceRecord.<labelName>` (the record's field names are generic: type, value, content, state). */
const shown = (labelName: string, attr: Attr = {}): Attr => ({ labelKey: R(labelName), column: true, ...attr });

/** An enum whose value labels live under `deviceDetailEnums.<name>`. */
const detailEnum = (name: string, attr: Attr = {}): Attr => ({ kind: "enum", enumKey: `deviceDetailEnums.${name}`, ...attr });

const stateTones = { NORMAL: "green", SUCCESS: "green", ABNORMAL: "red", FAIL: "red", POWER_LOW: "orange", POWER_RUN_OUT: "red" } as const;

/** A state column with its select filter offering `values`. */
const stateFilter = (labelName: string, enumKey: string, values: readonly string[], tones: Attr["tones"] = stateTones): Attr =>
  shown(labelName, { values, enumKey, tones, filter: "select" });

export const RUNNING_KINDS = ["battery", "communication", "events", "history", "self-test"] as const;
export const OPERATION_KINDS = ["repair", "maintenance", "inspection"] as const;

export const runningRecords: Record<(typeof RUNNING_KINDS)[number], { records: DeviceRecords; resource: ResourceDef }> = {
  battery: {
    records: "battery-data",
    resource: list("battery", {
      createdDate: created,
      value: shown("remainingPower", { kind: "number" }),
      state: stateFilter("batteryState", "deviceEnums.batteryState", ["NORMAL", "POWER_LOW", "POWER_RUN_OUT"]),
    }),
  },
  communication: {
    records: "communication-logs",
    resource: list("communication", {
      createdDate: created,
      type: shown("direction", detailEnum("direction")),
      content: shown("content"),
      value: shown("size"),
      state: stateFilter("result", "enums.sendState", ["SUCCESS", "FAIL"]),
    }),
  },
  events: {
    records: "event-logs",
    resource: list("events", {
      createdDate: created,
      type: shown("eventName"),
      level: stateFilter("level", "deviceDetailEnums.eventLevel", ["COMMON", "WARNING", "SERIOUS"], { COMMON: "blue", WARNING: "orange", SERIOUS: "red" }),
      content: shown("content"),
    }),
  },
  history: {
    records: "history-logs",
    resource: list("history", {
      createdDate: created,
      type: shown("operationType", detailEnum("operationType")),
      content: shown("content"),
      value: shown("operator"),
    }),
  },
  "self-test": {
    records: "self-test-data",
    resource: list("selfTest", {
      createdDate: created,
      type: shown("selfTestType", detailEnum("selfTestType")),
      state: stateFilter("result", "deviceDetailEnums.selfTestResult", ["NORMAL", "ABNORMAL"]),
      content: shown("content"),
    }),
  },
};

export const operationRecords: Record<(typeof OPERATION_KINDS)[number], { records: DeviceRecords; resource: ResourceDef }> = {
  repair: {
    records: "report-to-repair-records",
    resource: list("repair", {
      createdDate: created,
      content: shown("problem"),
      state: shown("handleState", detailEnum("problemHandling", { tones: { UNHANDLE: "orange", HANGLEING: "blue", HANGLED: "green" } })),
      handleContent: shown("handleContent"),
      operator: shown("reporter"),
    }),
  },
  maintenance: {
    records: "maintain-records",
    resource: list("maintenance", {
      createdDate: created,
      content: shown("maintenanceContent"),
      source: shown("source", detailEnum("maintainSource")),
      operator: shown("operator"),
    }),
  },
  inspection: {
    records: "inspection-records",
    resource: list("inspection", {
      createdDate: shown("inspectionTime", created),
      mechanism: shown("mechanism"),
      operator: shown("inspector"),
      content: shown("remarks"),
      sendState: shown("sendState", { kind: "enum", enumKey: "enums.sendState", tones: stateTones }),
    }),
  },
};

export const rescueRecords = list("rescue", {
  callForHelpDate: created,
  address: shown("address"),
  state: stateFilter("rescueState", "deviceDetailEnums.helpState", ["SENDED", "NOTIFIED", "RECEIVED", "FINISHED"], { FINISHED: "green", RECEIVED: "blue", NOTIFIED: "orange", SENDED: "gray" }),
  volunteerCount: shown("volunteerCount", { kind: "number" }),
  duration: shown("duration", { kind: "number" }),
  remark: shown("remark"),
}, { field: "callForHelpDate", order: "descend" });

export const deviceTasks = list("tasks", {
  createdDate: created,
  taskType: shown("taskType", detailEnum("taskType")),
  executeType: shown("executeType", detailEnum("executeType")),
  state: shown("taskState", detailEnum("taskState", { tones: { EXECUTE_SUCCESSFULLY: "green", EXECUTE_FAILURE: "red", READY_TO_EXECUTE: "orange", EXECUTING: "blue", CANCELLED: "gray" } })),
  operator: shown("operator"),
});

export const dockUsers = list("dockUsers", {
  name: shown("name", { filter: "text", maxLength: 30 }),
  phoneNumber: shown("phoneNumber", { filter: "text", maxLength: 11 }),
  createdDate: created,
});

/** A device's volunteers: linked ones, and those waiting to be linked (searched by name). */
const volunteer = { id: shown("volunteerId"), firstName: shown("name"), phoneNumber: shown("phoneNumber") };

const byId = { field: "id", order: "ascend" } as const;

export const linkedVolunteers = list("volunteers", { ...volunteer, linkedDate: shown("linkedDate", { kind: "datetime" }) }, byId);

export const waitingVolunteers = list("waitingVolunteers", { ...volunteer, firstName: { ...volunteer.firstName, filter: "text", maxLength: 30 } }, byId);
