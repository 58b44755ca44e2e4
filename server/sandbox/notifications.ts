// The caller's notification messages: bell overview, list, read marks, remarks, delete.
import type { Services } from "./services.js";
import { type AuthedCtx, type Route, invalidFields, listReply, notFound, result } from "./http.js";
import { liveMessagePart } from "./live.js";
import { type ListSpec, type Scope, queryList } from "./list.js";
import { nowString } from "./time.js";
import { checkText, idList } from "./validate.js";

interface Notification {
  id: number;
  content: string;
  createdDate: string;
  readState: "READ" | "UNREAD";
  remark: string | null;
}

const list: ListSpec<Notification> = {
  from: "notifications",
  select: "id, content, createdDate, readState, remark",
  idColumn: "id",
  filters: { readState: { column: "readState", op: "eq", values: ["READ", "UNREAD"] } },
  sorts: { id: "id", createdDate: "createdDate" },
  defaultSort: { field: "createdDate", order: "descend" },
};

const OVERVIEW_SIZE = 5;

/** Every query is limited to the caller's own messages. */
const mine = (ctx: AuthedCtx): Scope => ({ where: "accountId = ?", params: [ctx.caller.id] });

export function notificationRoutes({ db, live }: Services): Route[] {
  const base = "/api/v1/notification-messages";
  return [
    {
      method: "GET", path: base, access: "notification.query",
      handle: (ctx) => {
        const { rows, total } = queryList(db, list, ctx.query, mine(ctx));
        return listReply(rows, total);
      },
    },
    {
      method: "GET", path: `${base}/overview`, access: "notification.search",
      handle: (ctx) => {
        const unread = new URLSearchParams({ readState: "UNREAD", pageSize: String(OVERVIEW_SIZE) });
        const { rows, total } = queryList(db, list, unread, mine(ctx));
        return result({ notificationMessageList: rows, unreadCount: total });
      },
    },
    {
      method: "POST", path: `${base}/read-marks`, access: "notification.edit",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        // No ids means "mark all of mine as read".
        if (body.ids === undefined || body.ids === null) {
          db.prepare("UPDATE notifications SET readState = 'READ' WHERE accountId = ?").run(ctx.caller.id);
        } else {
          const ids = idList(body.ids);
          db.prepare(
            `UPDATE notifications SET readState = 'READ' WHERE accountId = ? AND id IN (${ids.map(() => "?").join(",")})`,
          ).run(ctx.caller.id, ...ids);
        }
        return result(true);
      },
    },
    {
      method: "POST", path: `${base}/edit-remark`, access: "notification.edit",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const remark = typeof body.remark === "string" ? body.remark.trim() : undefined;
        const errors = checkText("remark", remark || undefined, { max: 200 });
        if (errors.length) throw invalidFields(errors);
        const { changes } = db
          .prepare("UPDATE notifications SET remark = ? WHERE id = ? AND accountId = ?")
          .run(remark || null, Number(body.id), ctx.caller.id);
        if (!changes) throw notFound();
        return result(true);
      },
    },
    {
      method: "DELETE", path: base, access: "notification.delete",
      handle: async (ctx) => {
        const ids = idList((await ctx.readJson()).ids);
        db.prepare(`DELETE FROM notifications WHERE accountId = ? AND id IN (${ids.map(() => "?").join(",")})`).run(ctx.caller.id, ...ids);
        return result(true);
      },
    },
    {
      // Lets a tester make the bell ring without a device: a notification for the caller, pushed on the live socket.
      method: "POST", path: `${base}/imitate-device-notice`, access: "notification.query",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const part = liveMessagePart(body);
        const content = part.content ?? "设备 AED00000000 模拟告警：自检失败";
        const { lastInsertRowid } = db
          .prepare("INSERT INTO notifications (accountId, content, createdDate, readState) VALUES (?, ?, ?, 'UNREAD')")
          .run(ctx.caller.id, content, nowString());
        live.emit({ type: part.type ?? "event", deviceId: part.deviceId, state: part.state, eventCode: part.eventCode, content, notificationId: Number(lastInsertRowid) });
        return result(db.prepare(`SELECT ${list.select} FROM notifications WHERE id = ?`).get(lastInsertRowid));
      },
    },
  ];
}
