import { defineResource } from "~/engine/define-resource";
import { sentRecordAttrs } from "./sms-records";

const { id, templateCode, messageTypeName, sendState, responseCode, sendTime } = sentRecordAttrs;

/** §3 e-mail sent records (/message/email): from, to, content, state, response code, send time, attachment. */
export const emailRecords = defineResource({
  name: "emailRecords", permission: "emailSentRecord", titleKey: "menu.emailSentRecord", basePath: "/message/email", prefix: "sms",
  defaultSort: { field: "sendTime", order: "descend" },
  attrs: {
    id, templateCode, messageTypeName,
    addressFrom: { labelKey: "emailRecord.addressFrom", column: true },
    addressTo: { labelKey: "emailRecord.addressTo", column: true, sortable: true, filter: "text", maxLength: 100 },
    content: { labelKey: "emailRecord.content" },
    sendState, responseCode, sendTime,
    attachmentPath: { labelKey: "emailRecord.attachmentPath" },
  },
  order: { columns: ["id", "addressTo", "addressFrom"], filters: ["addressTo"] },
  readOnly: true,
});
