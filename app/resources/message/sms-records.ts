import { defineResource, type Attr } from "~/engine/define-resource";
import { sendState } from "../attrs";

/** What every sent record has (the voice and e-mail records borrow them), in the order of the SMS detail. */
export const sentRecordAttrs = {
  id: { column: true, sortable: true },
  templateCode: { column: true, sortable: true, filter: "text" },
  messageTypeName: { column: true },
  phoneNumber: { column: true, sortable: true, filter: "text", maxLength: 11 },
  content: { column: true, kind: "ellipsis" },
  sendState,
  sendServerAddress: {},
  responseCode: {},
  responseMessage: {},
  sendTime: { column: true, kind: "datetime", sortable: true, filter: "range", filterLabelKey: "sms.sendTimeRange" },
  responseTime: { column: true, kind: "datetime", sortable: true },
  description: {},
} satisfies Record<string, Attr>;

/** §3 SMS sent records (/message/sms): a read-only list with filters on phone, template, state and send time. */
export const smsRecords = defineResource({
  name: "smsRecords", permission: "smsSentRecord", titleKey: "sms.title", basePath: "/message/sms", prefix: "sms",
  defaultSort: { field: "sendTime", order: "descend" },
  attrs: sentRecordAttrs,
  order: { columns: ["id", "phoneNumber"], filters: ["phoneNumber"] },
  readOnly: true,
});
