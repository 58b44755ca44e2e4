import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, type PlatformContext } from "./client.server";
import { pageQuery, tableCalls } from "./table.server";

/** §3 SMS record. */
export const smsRecordSchema = z.object({
  id: z.union([z.number(), z.string()]),
  templateCode: z.string().nullish(),
  messageTypeName: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  content: z.string().nullish(),
  sendState: z.string().nullish(),
  sendServerAddress: z.string().nullish(),
  responseMessage: z.string().nullish(),
  responseCode: z.union([z.string(), z.number()]).nullish(),
  sendTime: z.string().nullish(),
  responseTime: z.string().nullish(),
  description: z.string().nullish(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;

export { pageQuery } from "./table.server";

export function listSmsRecords(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/sms-sent-records", smsRecordSchema, { query: pageQuery(params) });
}

export function getSmsRecord(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/sms-sent-records/${encodeURIComponent(id)}`, smsRecordSchema);
}

/** §3 voice (VMS) record: the SMS fields plus sponsor, called number and call time. */
export const vmsRecordSchema = smsRecordSchema.extend({
  sponsorPhoneNumber: z.string().nullish(),
  calledPhoneNumber: z.string().nullish(),
  calledTime: z.string().nullish(),
});
export type VmsRecord = z.infer<typeof vmsRecordSchema>;

/** §3 e-mail sent record. */
export const emailRecordSchema = z.object({
  id: z.union([z.number(), z.string()]),
  templateCode: z.string().nullish(),
  messageTypeName: z.string().nullish(),
  addressFrom: z.string().nullish(),
  addressTo: z.string().nullish(),
  content: z.string().nullish(),
  sendState: z.string().nullish(),
  responseCode: z.union([z.string(), z.number()]).nullish(),
  sendTime: z.string().nullish(),
  attachmentPath: z.string().nullish(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

export const vmsRecordCalls = tableCalls("vms-sent-records", vmsRecordSchema);
export const emailRecordCalls = tableCalls("email-sent-records", emailRecordSchema);
