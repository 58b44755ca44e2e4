import type { ResourceDef } from "~/engine/types";

export const SEND_STATES = ["SUCCESS", "FAIL", "PROCESSING"] as const;
const sendStateTones = { SUCCESS: "green", FAIL: "red", PROCESSING: "blue" } as const;

/** §3 SMS sent records: a read-only list with filters on phone, template, state and send time. */
export const smsRecords: ResourceDef = {
  name: "smsRecords",
  permission: "smsSentRecord",
  titleKey: "sms.title",
  basePath: "/message/sms",
  idKey: "id",
  columns: [
    { key: "id", labelKey: "sms.id", sortable: true },
    { key: "phoneNumber", labelKey: "sms.phoneNumber", sortable: true },
    { key: "templateCode", labelKey: "sms.templateCode", sortable: true },
    { key: "messageTypeName", labelKey: "sms.messageTypeName" },
    { key: "content", labelKey: "sms.content", kind: "ellipsis" },
    { key: "sendState", labelKey: "sms.sendState", kind: "enum", enumKey: "enums.sendState", tones: sendStateTones, sortable: true },
    { key: "sendTime", labelKey: "sms.sendTime", kind: "datetime", sortable: true },
    { key: "responseTime", labelKey: "sms.responseTime", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "phoneNumber", labelKey: "sms.phoneNumber", kind: "text", maxLength: 11 },
    { name: "templateCode", labelKey: "sms.templateCode", kind: "text", maxLength: 50 },
    { name: "sendState", labelKey: "sms.sendState", kind: "select", options: SEND_STATES, enumKey: "enums.sendState" },
    { name: "sendTimeBegin", endName: "sendTimeEnd", labelKey: "sms.sendTimeRange", kind: "datetime-range" },
  ],
  listSpec: {
    sortFields: ["id", "phoneNumber", "templateCode", "sendState", "sendTime", "responseTime"],
    defaultSort: { field: "sendTime", order: "descend" },
    filters: ["phoneNumber", "templateCode", "sendState", "sendTimeBegin", "sendTimeEnd"],
  },
  detail: [
    { key: "id", labelKey: "sms.id" },
    { key: "templateCode", labelKey: "sms.templateCode" },
    { key: "messageTypeName", labelKey: "sms.messageTypeName" },
    { key: "phoneNumber", labelKey: "sms.phoneNumber" },
    { key: "content", labelKey: "sms.content" },
    { key: "sendState", labelKey: "sms.sendState", kind: "enum", enumKey: "enums.sendState", tones: sendStateTones },
    { key: "sendServerAddress", labelKey: "sms.sendServerAddress" },
    { key: "responseCode", labelKey: "sms.responseCode" },
    { key: "responseMessage", labelKey: "sms.responseMessage" },
    { key: "sendTime", labelKey: "sms.sendTime", kind: "datetime" },
    { key: "responseTime", labelKey: "sms.responseTime", kind: "datetime" },
    { key: "description", labelKey: "sms.description" },
  ],
};
