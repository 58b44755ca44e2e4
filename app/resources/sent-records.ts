import type { ColumnDef, FilterDef, ResourceDef } from "~/engine/types";
import { SEND_STATES, smsRecords } from "./sms-records";

const sendStateTones = { SUCCESS: "green", FAIL: "red", PROCESSING: "blue" } as const;
const sendState = (labelKey: string): ColumnDef => ({ key: "sendState", labelKey, kind: "enum", enumKey: "enums.sendState", tones: sendStateTones, sortable: true });
const sendTimeFilter = (labelKey: string): FilterDef => ({ name: "sendTimeBegin", endName: "sendTimeEnd", labelKey, kind: "datetime-range" });

/** §3 voice (VMS) records: the SMS fields plus the sponsor and called numbers and the call time. */
export const vmsRecords: ResourceDef = {
  ...smsRecords,
  name: "vmsRecords",
  permission: "vmsSentRecord",
  titleKey: "menu.vmsSentRecord",
  basePath: "/message/voice",
  columns: [
    { key: "id", labelKey: "sms.id", sortable: true },
    { key: "phoneNumber", labelKey: "sms.phoneNumber", sortable: true },
    { key: "calledPhoneNumber", labelKey: "vms.calledPhoneNumber" },
    { key: "templateCode", labelKey: "sms.templateCode", sortable: true },
    { key: "content", labelKey: "vms.content", kind: "ellipsis" },
    sendState("sms.sendState"),
    { key: "sendTime", labelKey: "sms.sendTime", kind: "datetime", sortable: true },
    { key: "calledTime", labelKey: "vms.calledTime", kind: "datetime" },
  ],
  detail: [
    ...(smsRecords.detail ?? []).filter((column) => column.key !== "content"),
    { key: "content", labelKey: "vms.content" },
    { key: "sponsorPhoneNumber", labelKey: "vms.sponsorPhoneNumber" },
    { key: "calledPhoneNumber", labelKey: "vms.calledPhoneNumber" },
    { key: "calledTime", labelKey: "vms.calledTime", kind: "datetime" },
  ],
};

/** §3 e-mail sent records: from, to, content, state, response code, send time, attachment. */
export const emailRecords: ResourceDef = {
  name: "emailRecords",
  permission: "emailSentRecord",
  titleKey: "menu.emailSentRecord",
  basePath: "/message/email",
  idKey: "id",
  columns: [
    { key: "id", labelKey: "sms.id", sortable: true },
    { key: "addressTo", labelKey: "emailRecord.addressTo", sortable: true },
    { key: "addressFrom", labelKey: "emailRecord.addressFrom" },
    { key: "templateCode", labelKey: "sms.templateCode", sortable: true },
    { key: "messageTypeName", labelKey: "sms.messageTypeName" },
    sendState("sms.sendState"),
    { key: "sendTime", labelKey: "sms.sendTime", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "addressTo", labelKey: "emailRecord.addressTo", kind: "text", maxLength: 100 },
    { name: "templateCode", labelKey: "sms.templateCode", kind: "text", maxLength: 50 },
    { name: "sendState", labelKey: "sms.sendState", kind: "select", options: SEND_STATES, enumKey: "enums.sendState" },
    sendTimeFilter("sms.sendTimeRange"),
  ],
  listSpec: {
    sortFields: ["id", "addressTo", "templateCode", "sendState", "sendTime"],
    defaultSort: { field: "sendTime", order: "descend" },
    filters: ["addressTo", "templateCode", "sendState", "sendTimeBegin", "sendTimeEnd"],
  },
  detail: [
    { key: "id", labelKey: "sms.id" },
    { key: "templateCode", labelKey: "sms.templateCode" },
    { key: "messageTypeName", labelKey: "sms.messageTypeName" },
    { key: "addressFrom", labelKey: "emailRecord.addressFrom" },
    { key: "addressTo", labelKey: "emailRecord.addressTo" },
    { key: "content", labelKey: "emailRecord.content" },
    sendState("sms.sendState"),
    { key: "responseCode", labelKey: "sms.responseCode" },
    { key: "sendTime", labelKey: "sms.sendTime", kind: "datetime" },
    { key: "attachmentPath", labelKey: "emailRecord.attachmentPath" },
  ],
};
