import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, type PlatformContext } from "./client.server";

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

/** The paged-list query every sample list takes (§3 "Paged list request"). */
export function pageQuery(params: ListParams) {
  return { pageNo: params.pageNo, pageSize: params.pageSize, sortField: params.sortField, sortOrder: params.sortOrder, ...params.filters };
}

export function listSmsRecords(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/sms-sent-records", smsRecordSchema, { query: pageQuery(params) });
}

export function getSmsRecord(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/sms-sent-records/${encodeURIComponent(id)}`, smsRecordSchema);
}
