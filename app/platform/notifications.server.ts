import { z } from "zod";
import { callList, callResult, callVoid, type PlatformContext } from "./client.server";

export const notificationSchema = z.object({
  id: z.union([z.number(), z.string()]),
  content: z.string().nullish(),
  createdDate: z.string().nullish(),
  readState: z.string().nullish(),
  remark: z.string().nullish(),
});
export type NotificationMessage = z.infer<typeof notificationSchema>;

const overviewSchema = z.object({
  notificationMessageList: z.array(notificationSchema).nullish().transform((list) => list ?? []),
  unreadCount: z.number().nullish().transform((count) => count ?? 0),
});
export type NotificationOverview = z.infer<typeof overviewSchema>;

export function getOverview(ctx: PlatformContext) {
  return callResult(ctx, "/v1/notification-messages/overview", overviewSchema);
}

export function listNotifications(ctx: PlatformContext, query: { pageNo: number; pageSize: number; readState?: string }) {
  return callList(ctx, "/v1/notification-messages", notificationSchema, { query });
}

export function markRead(ctx: PlatformContext, ids?: (number | string)[]) {
  return callVoid(ctx, "/v1/notification-messages/read-marks", { method: "POST", json: ids?.length ? { ids } : {} });
}

export function deleteNotifications(ctx: PlatformContext, ids: (number | string)[]) {
  return callVoid(ctx, "/v1/notification-messages", { method: "DELETE", json: { ids } });
}

/** §7 POST /v1/notification-messages/edit-remark: a remark on one of the caller's notifications (empty clears it). */
export function editNotificationRemark(ctx: PlatformContext, id: string, remark: string | undefined) {
  return callVoid(ctx, "/v1/notification-messages/edit-remark", { method: "POST", json: { id: Number(id), remark: remark ?? "" } });
}
