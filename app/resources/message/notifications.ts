import { defineResource } from "~/engine/define-resource";

export const READ_STATES = ["UNREAD", "READ"] as const;

/** §3 notification messages (/notification, the bell's "see all" list), in the platform's order. */
export const notifications = defineResource({
  name: "notifications", permission: "notification", titleKey: "notification.title", basePath: "/notification", prefix: "notification",
  attrs: {
    content: { column: true },
    readState: { column: true, values: READ_STATES, enumKey: "enums.readState", tones: { UNREAD: "orange", READ: "gray" }, filter: "select" },
    createdDate: { column: true, kind: "datetime" },
    remark: { column: true, kind: "ellipsis" },
  },
  sortById: false,
  readOnly: true,
  detail: false,
});
