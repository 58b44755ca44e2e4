import { defineResource } from "~/engine/define-resource";
import { typedUpload } from "../attrs";

export const LOCK_TABS = ["ALL", "BOUND", "UNBOUND"] as const;

/** Lock firmware/key files the platform accepts (README Decisions: the spec names no type). */
export const LOCK_FILE_TYPES = ["bin", "hex"] as const;

/** §3 smart lock: a list with tabs (all, bound, unbound), save and delete modals. */
export const smartLocks = defineResource({
  name: "smartLocks", permission: "smartLock", titleKey: "menu.smartLock", basePath: "/device/lock", prefix: "smartLock",
  labelKey: "macAddress", defaultSort: { field: "lastModifiedDate", order: "descend" }, detail: false,
  attrs: {
    // The list's tabs keep their choice in the URL (SmartLockListPage offers LOCK_TABS).
    tab: { labelKey: "smartLock.tabs", filter: "hidden" },
    id: { column: true, sortable: true },
    serialNumber: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20, descriptionKey: "smartLock.serialHint" },
    macAddress: { column: true, filter: "text", field: "text", required: true, maxLength: 17, descriptionKey: "smartLock.macHint" },
    bindDeviceSn: { column: true, filter: "text", field: "text", maxLength: 30 },
    "lockFile.name": { labelKey: "smartLock.lockFile", column: true },
    lockFile: typedUpload(LOCK_FILE_TYPES, "smartLock.lockFileHint"),
    description: { column: true, kind: "ellipsis", field: "textarea", maxLength: 200 },
    lastModifiedBy: { column: true },
    lastModifiedDate: { column: true, kind: "datetime", sortable: true },
  },
});
