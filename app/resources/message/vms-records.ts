import { defineResource } from "~/engine/define-resource";
import { sentRecordAttrs } from "./sms-records";

const { content: _smsContent, ...sms } = sentRecordAttrs;

/** §3 voice (VMS) records (/message/voice): the SMS fields plus the sponsor and called numbers and the call time. */
export const vmsRecords = defineResource({
  name: "vmsRecords", permission: "vmsSentRecord", titleKey: "menu.vmsSentRecord", basePath: "/message/voice", prefix: "sms",
  defaultSort: { field: "sendTime", order: "descend" },
  attrs: {
    ...sms,
    messageTypeName: {},
    responseTime: { kind: "datetime", sortable: true },
    content: { labelKey: "vms.content", column: true, kind: "ellipsis" },
    sponsorPhoneNumber: { labelKey: "vms.sponsorPhoneNumber" },
    calledPhoneNumber: { labelKey: "vms.calledPhoneNumber", column: true },
    calledTime: { labelKey: "vms.calledTime", column: true, kind: "datetime" },
  },
  order: { columns: ["id", "phoneNumber", "calledPhoneNumber", "templateCode", "content"], filters: ["phoneNumber"] },
  readOnly: true,
});
