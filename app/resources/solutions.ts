// Rescue solutions and device balance (§2 solution management and agency balance configuration), declared once
// with defineResource: one attribute list gives each screen its columns, filters, detail and form.
import { defineResource } from "~/engine/define-resource";
import type { FieldDef, Tone } from "~/engine/types";

const HELP_STATES = ["SENDED", "NOTIFIED", "RECEIVED", "FINISHED"] as const;

export const helpStateTones: Record<string, Tone> = { SENDED: "orange", NOTIFIED: "blue", RECEIVED: "green", FINISHED: "gray" };

export const responseTones: Record<string, Tone> = { ACCEPTED: "green", REFUSED: "red", UNHANDLED: "gray" };

const DISPLAY_STATES = ["NOT_STARTED", "IN_PROGRESS", "FINISHED"] as const;

const displayTones: Record<string, Tone> = { NOT_STARTED: "blue", IN_PROGRESS: "green", FINISHED: "gray" };

const GUARANTEE_STATES = ["UNSTARTED", "GUARANTEE_NORMAL", "GUARANTEE_RESCUE", "FINISHED", "UNKNOWN"] as const;

export const guaranteeTones: Record<string, Tone> = { UNSTARTED: "gray", GUARANTEE_NORMAL: "green", GUARANTEE_RESCUE: "red", FINISHED: "gray", UNKNOWN: "gray" };

export const EXECUTE_TYPES = ["IMMEDIATE", "TIMED"] as const;

const CERTIFICATE_STATES = ["VALID", "INVALID"] as const;

const certificateTones: Record<string, Tone> = { VALID: "green", INVALID: "gray" };

/** §4 one-key-help records (/solution/help/calls). */
export const helpCalls = defineResource({
  name: "helpCalls", permission: "helpSolution", titleKey: "helpCall.title", basePath: "/solution/help/calls", prefix: "helpCall",
  labelKey: "address", defaultSort: { field: "callForHelpDate", order: "descend" },
  attrs: {
    callForHelpDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    volunteerName: { column: true },
    volunteerPhone: { column: true },
    cityId: { detail: false, filter: "select", dynamic: true },
    cityName: { column: true },
    address: { column: true, kind: "ellipsis", filter: "text", maxLength: 100 },
    state: { column: true, values: HELP_STATES, tones: helpStateTones, sortable: true, filter: "select" },
    notifiedCount: { column: true, kind: "number" },
    acceptedCount: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number" },
  },
});

/** §3 one-click help settings (one form). */
export const helpConfigFields: readonly FieldDef[] = [
  { name: "callDistance", labelKey: "helpConfig.callDistance", kind: "number", required: true, descriptionKey: "helpConfig.callDistanceHint" },
  { name: "viewRange", labelKey: "helpConfig.viewRange", kind: "number", required: true, descriptionKey: "helpConfig.viewRangeHint" },
  { name: "receiverLimit", labelKey: "helpConfig.receiverLimit", kind: "number", required: true, descriptionKey: "helpConfig.receiverLimitHint" },
  { name: "rescueDuration", labelKey: "helpConfig.rescueDuration", kind: "number", required: true, descriptionKey: "helpConfig.rescueDurationHint" },
];

/** Devices that were in view range of calls (/solution/help/devices). */
export const helpDevices = defineResource({
  name: "helpDevices", permission: "helpSolution", titleKey: "helpDevice.title", basePath: "/solution/help/devices", prefix: "helpDevice",
  defaultSort: { field: "callCount", order: "descend" },
  attrs: {
    sn: { column: true, filter: "text", maxLength: 32 },
    institutionName: { column: true },
    cityId: { detail: false, filter: "select", dynamic: true },
    cityName: { column: true },
    address: { column: true, kind: "ellipsis" },
    callCount: { column: true, kind: "number", sortable: true },
    nearestDistance: { column: true, kind: "number" },
    lastCallDate: { column: true, kind: "datetime", sortable: true },
  },
});

/** Volunteers notified of calls and how they answered (/solution/help/volunteers). */
export const helpVolunteers = defineResource({
  name: "helpVolunteers", permission: "helpSolution", titleKey: "helpVolunteer.title", basePath: "/solution/help/volunteers", prefix: "helpVolunteer",
  defaultSort: { field: "acceptedCount", order: "descend" },
  attrs: {
    name: { column: true, filter: "text", maxLength: 20 },
    phoneNumber: { column: true, filter: "text", maxLength: 11 },
    cityId: { detail: false, filter: "select", dynamic: true },
    cityName: { column: true },
    certificateState: { column: true, values: CERTIFICATE_STATES, tones: certificateTones },
    notifiedCount: { column: true, kind: "number", sortable: true },
    acceptedCount: { column: true, kind: "number", sortable: true },
    refusedCount: { column: true, kind: "number" },
    unhandledCount: { column: true, kind: "number" },
    lastNotifiedTime: { column: true, kind: "datetime", sortable: true },
  },
});

/** §3 competitions (/solution/event/list). */
export const events = defineResource({
  name: "events", permission: "eventSolution", titleKey: "event.title", basePath: "/solution/event/list", prefix: "event",
  labelKey: "name", defaultSort: { field: "startTime", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    displayState: { column: true, values: DISPLAY_STATES, tones: displayTones, filter: "select" },
    guaranteeState: { column: true, values: GUARANTEE_STATES, tones: guaranteeTones },
    startTime: { column: true, kind: "datetime", sortable: true, filter: "range", field: "datetime", required: true },
    endTime: { column: true, kind: "datetime", sortable: true, field: "datetime", required: true },
    executeType: { values: EXECUTE_TYPES, field: "select", required: true },
    cityId: { detail: false, filter: "select", dynamic: true, field: "select", required: true },
    cityName: { column: true },
    address: { column: true, kind: "ellipsis", filter: "text", field: "text", required: true, maxLength: 100 },
    deviceCount: { column: true, kind: "number" },
    volunteerCount: { column: true, kind: "number" },
    description: { field: "textarea", maxLength: 500 },
  },
});

/** The settings every new event starts from (one form). */
export const eventConfigFields: readonly FieldDef[] = [
  { name: "executeType", labelKey: "eventConfig.executeType", kind: "select", options: EXECUTE_TYPES, enumKey: "event.executeTypeValues", required: true },
  { name: "guardRadius", labelKey: "eventConfig.guardRadius", kind: "number", required: true, descriptionKey: "eventConfig.guardRadiusHint" },
  { name: "volunteersPerDevice", labelKey: "eventConfig.volunteersPerDevice", kind: "number", required: true },
  { name: "reportMinutes", labelKey: "eventConfig.reportMinutes", kind: "number", required: true },
];

const competitionFilter = { detail: false, filter: "select", dynamic: true, field: "select", required: true } as const;

/** Devices guarding events (/solution/event/devices): add by serial number, remove. */
export const eventDevices = defineResource({
  name: "eventDevices", permission: "eventSolution", titleKey: "eventDevice.title", basePath: "/solution/event/devices", prefix: "eventDevice",
  labelKey: "deviceSn", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    competitionId: competitionFilter,
    competitionName: { column: true },
    deviceSn: { column: true, filter: "text", field: "text", required: true, maxLength: 32 },
    post: { column: true, filter: "text", field: "text", required: true, maxLength: 50 },
    address: { column: true, kind: "ellipsis" },
    deviceState: { column: true, values: ["NORMAL", "WARNING", "ABNORMAL", "UNKNOWN"], tones: { NORMAL: "green", WARNING: "orange", ABNORMAL: "red", UNKNOWN: "gray" } },
    networkState: { column: true, values: ["ONLINE", "INSTABLE", "UNREGISTERED", "OFFLINE", "UNKNOWN"], tones: { ONLINE: "green", INSTABLE: "orange", UNREGISTERED: "gray", OFFLINE: "gray", UNKNOWN: "gray" } },
  },
});

/** Volunteers on duty at events (/solution/event/volunteers): add by phone, remove. */
export const eventVolunteers = defineResource({
  name: "eventVolunteers", permission: "eventSolution", titleKey: "eventVolunteer.title", basePath: "/solution/event/volunteers", prefix: "eventVolunteer",
  labelKey: "volunteerName", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    competitionId: competitionFilter,
    competitionName: { column: true },
    volunteerName: { column: true },
    volunteerPhone: { column: true, filter: "text", field: "text", required: true, maxLength: 11 },
    post: { column: true, filter: "text", field: "text", required: true, maxLength: 50 },
    certificateState: { column: true, values: CERTIFICATE_STATES, tones: certificateTones },
  },
});

/** §7 device balance configs (/agency/balance): one per agency, edited, never added or deleted. */
export const balanceConfigs = defineResource({
  name: "balanceConfigs", permission: "balanceConfig", titleKey: "menu.balanceConfig", basePath: "/agency/balance", prefix: "balance",
  labelKey: "agencyName", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    agencyId: { detail: false, filter: "select", dynamic: true },
    agencyName: { column: true },
    deviceCount: { column: true, kind: "number" },
    inUseCount: { column: true, kind: "number" },
    maxDeviceCount: { column: true, kind: "number", sortable: true, field: "number", required: true, descriptionKey: "balance.maxDeviceCountHint" },
    description: { column: true, kind: "ellipsis", field: "textarea", maxLength: 200 },
    lastModifiedBy: { column: true },
    lastModifiedDate: { column: true, kind: "datetime" },
  },
});
