import type { ResourceDef } from "~/engine/types";

export const LOCK_TABS = ["ALL", "BOUND", "UNBOUND"] as const;

/** Lock firmware/key files the platform accepts (README Decisions: the spec names no type). */
export const LOCK_FILE_TYPES = ["bin", "hex"] as const;

/** §3 smart lock: a list with tabs (all, bound, unbound), save and delete modals. */
export const smartLocks: ResourceDef = {
  name: "smartLocks",
  permission: "smartLock",
  titleKey: "menu.smartLock",
  basePath: "/device/lock",
  idKey: "id",
  labelKey: "macAddress",
  columns: [
    { key: "id", labelKey: "smartLock.id", sortable: true },
    { key: "serialNumber", labelKey: "smartLock.serialNumber", sortable: true },
    { key: "macAddress", labelKey: "smartLock.macAddress" },
    { key: "bindDeviceSn", labelKey: "smartLock.bindDeviceSn" },
    { key: "lockFile.name", labelKey: "smartLock.lockFile" },
    { key: "description", labelKey: "smartLock.description", kind: "ellipsis" },
    { key: "lastModifiedBy", labelKey: "smartLock.lastModifiedBy" },
    { key: "lastModifiedDate", labelKey: "smartLock.lastModifiedDate", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "tab", labelKey: "smartLock.tabs", kind: "hidden", options: LOCK_TABS },
    { name: "serialNumber", labelKey: "smartLock.serialNumber", kind: "text", maxLength: 20 },
    { name: "macAddress", labelKey: "smartLock.macAddress", kind: "text", maxLength: 17 },
    { name: "bindDeviceSn", labelKey: "smartLock.bindDeviceSn", kind: "text", maxLength: 30 },
  ],
  listSpec: {
    sortFields: ["id", "serialNumber", "lastModifiedDate"],
    defaultSort: { field: "lastModifiedDate", order: "descend" },
    filters: ["tab", "serialNumber", "macAddress", "bindDeviceSn"],
  },
  fields: [
    { name: "serialNumber", labelKey: "smartLock.serialNumber", kind: "text", required: true, maxLength: 20, descriptionKey: "smartLock.serialHint" },
    { name: "macAddress", labelKey: "smartLock.macAddress", kind: "text", required: true, maxLength: 17, descriptionKey: "smartLock.macHint" },
    { name: "bindDeviceSn", labelKey: "smartLock.bindDeviceSn", kind: "text", maxLength: 30 },
    { name: "lockFile", labelKey: "smartLock.lockFile", kind: "file", accept: LOCK_FILE_TYPES.map((type) => `.${type}`).join(","), descriptionKey: "smartLock.lockFileHint", descriptionParams: { types: LOCK_FILE_TYPES.join(", "), max: "10M" } },
    { name: "description", labelKey: "smartLock.description", kind: "textarea", maxLength: 200 },
  ],
};
