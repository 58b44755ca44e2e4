import type { ResourceDef } from "~/engine/types";

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
