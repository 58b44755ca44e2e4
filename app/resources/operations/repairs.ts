import { defineResource } from "~/engine/define-resource";
import type { FieldDef } from "~/engine/types";

/** §4 problem handling (repair): unhandled, handling, closed. */
export const REPAIR_STATES = ["UNHANDLE", "HANGLEING", "HANGLED"] as const;

export const OPEN_REPAIR_STATES = ["UNHANDLE", "HANGLEING"] as const;

const STATE_LABELS = "deviceDetailEnums.problemHandling";

/** Repair records across the fleet (/operation/repair; §2 operation management; §7 report-to-repair-records). */
export const repairRecords = defineResource({
  name: "repairRecords", permission: "repairRecord", titleKey: "menu.repairRecord", basePath: "/operation/repair", prefix: "repair",
  labelKey: "serialNumber", defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    id: { column: true, sortable: true },
    serialNumber: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    address: {},
    content: { column: true, kind: "ellipsis", field: "textarea", required: true, maxLength: 200 },
    state: { column: true, values: REPAIR_STATES, enumKey: STATE_LABELS, tones: { UNHANDLE: "orange", HANGLEING: "blue", HANGLED: "green" }, sortable: true, filter: "select" },
    handleContent: { column: true, kind: "ellipsis" },
    operator: { column: true, filter: "text", maxLength: 20 },
    createdDate: { labelKey: "common.createdDate", column: true, kind: "datetime", sortable: true, filter: "range" },
  },
});

/** Editing an open repair: its problem and whether someone is on it (closing is the handle form's job). */
export const repairEditFields: readonly FieldDef[] = [
  ...(repairRecords.fields ?? []).filter((field) => field.name === "content"),
  { name: "state", labelKey: "repair.state", kind: "select", required: true, options: OPEN_REPAIR_STATES, enumKey: STATE_LABELS },
];
