import { defineResource } from "~/engine/define-resource";

export const REPORT_PERIODS = ["YEARLY", "HALF_YEARLY", "QUARTERLY", "MONTHLY", "WEEKLY", "DAILY"] as const;

export const REPORT_STATES = ["SENDING", "GENERATING", "COMPLETED", "FAILED"] as const;

/** Institution inspection reports (/operation/inspection-report; §3; §4 periods and states; §7 paged with pageNum). */
export const inspectionReports = defineResource({
  name: "inspectionReports", permission: "inspectionReport", titleKey: "menu.inspectionReport", basePath: "/operation/inspection-report", prefix: "inspectionReport",
  labelKey: "mechanism", defaultSort: { field: "generationTime", order: "descend" },
  attrs: {
    institutionId: { labelKey: "inspectionReport.institution", detail: false, field: "select", required: true, dynamic: true },
    id: { column: true, sortable: true },
    mechanism: { column: true, sortable: true, filter: "text" },
    inspectionCycle: { column: true, values: REPORT_PERIODS, enumKey: "inspectionReport.periods", filter: "select", field: "select", required: true },
    coverNum: { column: true, kind: "number", sortable: true },
    sendState: {
      column: true, values: REPORT_STATES, enumKey: "inspectionReport.states", tones: { COMPLETED: "green", SENDING: "blue", GENERATING: "blue", FAILED: "red" }, sortable: true,
      filter: "select",
    },
    sendServerAddress: {},
    responseMessage: {},
    fileSize: { column: true, kind: "fileSize" },
    generationTime: { column: true, kind: "datetime", sortable: true, filter: "range" },
  },
  order: { detail: ["id", "mechanism", "inspectionCycle", "generationTime"] },
});
