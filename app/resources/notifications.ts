import type { ResourceDef } from "~/engine/types";

export const READ_STATES = ["UNREAD", "READ"] as const;

/** §3 notification messages (the bell's "see all" list). */
export const notifications: ResourceDef = {
  name: "notifications",
  permission: "notification",
  titleKey: "notification.title",
  basePath: "/notification",
  idKey: "id",
  columns: [
    { key: "content", labelKey: "notification.content" },
    { key: "readState", labelKey: "notification.readState", kind: "enum", enumKey: "enums.readState", tones: { UNREAD: "orange", READ: "gray" } },
    { key: "createdDate", labelKey: "notification.createdDate", kind: "datetime" },
    { key: "remark", labelKey: "notification.remark", kind: "ellipsis" },
  ],
  filters: [{ name: "readState", labelKey: "notification.readState", kind: "select", options: READ_STATES, enumKey: "enums.readState" }],
  listSpec: { sortFields: [], filters: ["readState"] },
};
