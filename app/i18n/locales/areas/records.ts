import { defineArea } from "../shape";

/** Message records (voice, e-mail) and operation records (repair, incident, inspection reports, device inspections). */
export const recordsArea = defineArea(
  {
    vms: {
      content: "语音内容",
      sponsorPhoneNumber: "主叫号码",
      calledPhoneNumber: "被叫号码",
      calledTime: "呼叫时间",
    },
    emailRecord: {
      addressFrom: "发件地址",
      addressTo: "收件地址",
      content: "邮件内容",
      attachmentPath: "附件",
    },
  },
  {
    vms: {
      content: "Voice content",
      sponsorPhoneNumber: "Calling number",
      calledPhoneNumber: "Called number",
      calledTime: "Call time",
    },
    emailRecord: {
      addressFrom: "From",
      addressTo: "To",
      content: "Content",
      attachmentPath: "Attachment",
    },
  },
);
