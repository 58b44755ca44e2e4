import { defineResource } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";

const LOG_LEVELS = ["INFO", "WARN", "ERROR"] as const;

const levelTones: Record<string, Tone> = { INFO: "blue", WARN: "orange", ERROR: "red" };

const SERVICES = ["device-gateway", "message-center", "rescue-dispatch", "report-generator", "data-sync", "auth-server"] as const;

/** §3 RunLog (/log/run). */
export const runLogs = defineResource({
  name: "runLogs", permission: "runLog", titleKey: "menu.runLog", basePath: "/log/run", prefix: "runLog",
  labelKey: "service", defaultSort: { field: "createdDate", order: "descend" }, readOnly: true,
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    level: { column: true, sortable: true, values: LOG_LEVELS, tones: levelTones, filter: "select" },
    service: { column: true, sortable: true, values: SERVICES, filter: "select" },
    message: { column: true, kind: "ellipsis", filter: "text" },
    host: { column: true },
  },
});
