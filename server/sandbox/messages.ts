// Sent-record sample lists (SMS, voice, e-mail): read-only list + by-id, one generic pair of routes each.
import type { Services } from "./services.js";
import type { Route } from "./http.js";
import { type Filter, type ListSpec, readOnlyRoutes } from "./list.js";

const SEND_STATES = ["SUCCESS", "FAIL", "PROCESSING"] as const;

/** Filters and sorts every sent-record list has; `recipient` is the phone or e-mail column. */
function sentRecordSpec(table: string, select: string, recipient: "phoneNumber" | "addressTo"): ListSpec<Record<string, unknown>> {
  const filters: Record<string, Filter> = {
    [recipient]: { column: recipient, op: "contains" },
    templateCode: { column: "templateCode", op: "eq" },
    sendState: { column: "sendState", op: "eq", values: SEND_STATES },
    sendTimeBegin: { column: "sendTime", op: "from" },
    sendTimeEnd: { column: "sendTime", op: "to" },
  };
  const sorts: Record<string, string> = { id: "id", sendTime: "sendTime", templateCode: "templateCode", sendState: "sendState", [recipient]: recipient };
  if (select.includes("responseTime")) sorts.responseTime = "responseTime";
  return { from: table, select, idColumn: "id", filters, sorts, defaultSort: { field: "sendTime", order: "descend" } };
}

const SMS_FIELDS =
  "id, templateCode, messageTypeName, phoneNumber, content, sendState, sendServerAddress, responseMessage, responseCode, sendTime, responseTime, description";

const sentRecordLists = [
  { path: "sms-sent-records", mark: "smsSentRecord", spec: sentRecordSpec("sms_sent_records", SMS_FIELDS, "phoneNumber") },
  {
    path: "vms-sent-records",
    mark: "vmsSentRecord",
    spec: sentRecordSpec("vms_sent_records", `${SMS_FIELDS}, sponsorPhoneNumber, calledPhoneNumber, calledTime`, "phoneNumber"),
  },
  {
    path: "email-sent-records",
    mark: "emailSentRecord",
    spec: sentRecordSpec(
      "email_sent_records",
      "id, templateCode, messageTypeName, addressFrom, addressTo, content, sendState, responseCode, sendTime, attachmentPath",
      "addressTo",
    ),
  },
];

export function messageRoutes({ db }: Services): Route[] {
  return sentRecordLists.flatMap(({ path, mark, spec }) => readOnlyRoutes(db, path, mark, spec));
}
