import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

interface Overview {
  notificationMessageList: { id: number; content: string; createdDate: string; readState: string }[];
  unreadCount: number;
}

const overview = async (token: string): Promise<Overview> =>
  (await (await t.call("/api/v1/notification-messages/overview", { token })).json()).result;

describe("notifications", () => {
  it("seeds the documented counts per account", async () => {
    const operator = await tokenOf(t, "operator");
    const bell = await overview(operator);
    expect(bell.unreadCount).toBe(8);
    expect(bell.notificationMessageList).toHaveLength(5);
    expect(bell.notificationMessageList.every((m) => m.readState === "UNREAD")).toBe(true);
    const all = await t.call("/api/v1/notification-messages?pageSize=50", { token: operator });
    expect(all.headers.get("x-total-count")).toBe("20");
    const rows = await all.json();
    expect(Object.keys(rows[0]).sort()).toEqual(["content", "createdDate", "id", "readState", "remark"]);
    const dates = rows.map((r: { createdDate: string }) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const read = await t.call("/api/v1/notification-messages?readState=READ", { token: operator });
    expect(read.headers.get("x-total-count")).toBe("12");

    const admin = await tokenOf(t, "admin");
    expect((await overview(admin)).unreadCount).toBe(3);
    expect((await t.call("/api/v1/notification-messages", { token: admin })).headers.get("x-total-count")).toBe("8");
    expect((await overview(await tokenOf(t, "svip"))).unreadCount).toBe(2);
  });

  it("marks chosen or all messages read, only the caller's", async () => {
    const token = await tokenOf(t, "operator");
    const adminToken = await tokenOf(t, "admin");
    const [first, second] = (await overview(token)).notificationMessageList;
    const adminUnread = (await overview(adminToken)).notificationMessageList.map((m) => m.id);
    await t.call("/api/v1/notification-messages/read-marks", { token, json: { ids: [first!.id, second!.id, ...adminUnread] } });
    expect((await overview(token)).unreadCount).toBe(6);
    expect((await overview(adminToken)).unreadCount).toBe(3);
    const all = await t.call("/api/v1/notification-messages/read-marks", { token, json: {} });
    expect(await all.json()).toEqual({ result: true });
    expect(await overview(token)).toEqual({ notificationMessageList: [], unreadCount: 0 });
  });

  it("edits remarks, deletes, and imitates a device notice", async () => {
    const token = await tokenOf(t, "operator");
    const [first] = (await overview(token)).notificationMessageList;
    expect(await (await t.call("/api/v1/notification-messages/edit-remark", { token, json: { id: first!.id, remark: "已电话通知" } })).json()).toEqual({ result: true });
    const rows = await (await t.call("/api/v1/notification-messages?pageSize=50", { token })).json();
    expect(rows.find((r: { id: number }) => r.id === first!.id).remark).toBe("已电话通知");
    const [foreign] = (await overview(await tokenOf(t, "admin"))).notificationMessageList;
    expect((await t.call("/api/v1/notification-messages/edit-remark", { token, json: { id: foreign!.id, remark: "x" } })).status).toBe(404);

    const deleted = await t.call("/api/v1/notification-messages", { method: "DELETE", token, json: { ids: [first!.id] } });
    expect(await deleted.json()).toEqual({ result: true });
    expect((await overview(token)).unreadCount).toBe(7);
    expect((await t.call("/api/v1/notification-messages", { method: "DELETE", token, json: {} })).status).toBe(400);

    const created = await t.call("/api/v1/notification-messages/imitate-device-notice", { token, json: { content: "模拟：柜门打开" } });
    expect((await created.json()).result).toMatchObject({ content: "模拟：柜门打开", readState: "UNREAD" });
    const bell = await overview(token);
    expect(bell.unreadCount).toBe(8);
    expect(bell.notificationMessageList[0]!.content).toBe("模拟：柜门打开");
  });

  it("requires the notification permissions", async () => {
    const token = await tokenOf(t, "user");
    expect((await t.call("/api/v1/notification-messages/overview", { token })).status).toBe(403);
    expect((await t.call("/api/v1/notification-messages", { token })).status).toBe(403);
    expect((await t.call("/api/v1/notification-messages/read-marks", { token, json: {} })).status).toBe(403);
  });
});
