import { describe, expect, it } from "vitest";
import type { MenuEntry, Permission, Role } from "./menus.js";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function roleOf(username: string): Promise<Role> {
  const response = await t.call("/api/v1/account/permission", { token: await tokenOf(t, username) });
  expect(response.status).toBe(200);
  return (await response.json()).result.role;
}

const actionsOf = (role: Role, mark: string) => role.permissions?.find((p) => p.mark === mark)?.actionEntitySet.map((a) => a.mark);
const leafMarks = (menus: MenuEntry[]): string[] => menus.flatMap((m) => (m.children.length ? m.children.map((c) => c.mark) : [m.mark]));

describe("GET /account/permission", () => {
  it("gives admin the full tree with every action", async () => {
    const role = await roleOf("admin");
    expect(role).toMatchObject({ roleId: 1, mark: "ROLE_ADMIN", type: "SYSTEM" });
    expect(role.menuList.map((m) => m.mark)).toEqual([
      "dashboard", "device", "agency", "institution", "solution", "volunteer", "message", "operation", "content",
      "customerService", "contract", "config", "log", "system", "integration", "vip", "notification", "account",
    ]);
    const dashboard = role.menuList[0]!;
    expect(dashboard).toMatchObject({ path: "/dashboard", icon: "dashboard", redirectPath: "/dashboard/workplace", hideChildrenMenu: false });
    expect(dashboard.children[1]).toMatchObject({ mark: "Monitor", path: "/monitor", redirectPath: null, children: [] });
    const sms = role.menuList.find((m) => m.mark === "message")!.children[0]!;
    expect(sms).toMatchObject({ mark: "smsSentRecord", path: "/message/sms", componentPath: "message/sms/index" });
    expect(role.menuList.find((m) => m.mark === "account")).toMatchObject({ hideChildrenMenu: true, icon: "user" });
    expect(role.permissions).toHaveLength(leafMarks(role.menuList).length);
    expect(actionsOf(role, "volunteerCertificate")).toEqual(expect.arrayContaining(["add", "update", "pass", "reject"]));
    expect(actionsOf(role, "notification")).toContain("search");
    expect(actionsOf(role, "feedback")).toContain("pass");
    const permission = role.permissions!.find((p) => p.mark === "smsSentRecord") as Permission;
    expect(permission.menuId).toBe(sms.id);
  });

  it("gives svip the same menus", async () => {
    const [svip, admin] = [await roleOf("svip"), await roleOf("admin")];
    expect(svip.menuList).toEqual(admin.menuList);
    expect(svip.permissions).toEqual(admin.permissions);
  });

  it("limits user to query/get on five marks", async () => {
    const role = await roleOf("user");
    expect(role).toMatchObject({ mark: "ROLE_USER", type: "INSTITUTION" });
    expect(role.menuList.map((m) => [m.mark, m.children.map((c) => c.mark)])).toEqual([
      ["dashboard", ["workplace"]],
      ["volunteer", ["volunteerCertificate"]],
      ["message", ["smsSentRecord", "vmsSentRecord", "emailSentRecord"]],
      ["account", ["accountCenter", "accountSettings"]],
    ]);
    expect(role.permissions!.map((p) => [p.mark, p.actionEntitySet.map((a) => a.mark)])).toEqual(
      ["workplace", "smsSentRecord", "vmsSentRecord", "emailSentRecord", "volunteerCertificate"].map((mark) => [mark, ["query", "get"]]),
    );
    expect(role.menuList.find((m) => m.mark === "volunteer")!.redirectPath).toBe("/volunteer/certificate");
  });

  it("gives operator its leaves with the listed actions", async () => {
    const role = await roleOf("operator");
    expect(role).toMatchObject({ mark: "ROLE_OPERATION", type: "OPERATION" });
    expect(leafMarks(role.menuList)).toEqual([
      "workplace", "Monitor", "deviceList", "deviceMap", "deviceReview", "deviceFirmware", "cabinet", "connector", "smartLock", "volunteerList", "volunteerCertificate",
      "smsSentRecord", "vmsSentRecord", "emailSentRecord", "repairRecord", "incidentRecord", "inspectionReport", "deviceInspection",
      "notification", "accountCenter", "accountSettings",
    ]);
    expect(actionsOf(role, "deviceList")).toEqual(["query", "get", "add", "edit"]);
    expect(actionsOf(role, "deviceFirmware")).toEqual(["query", "get"]);
    expect(actionsOf(role, "cabinet")).toEqual(["query", "get"]);
    expect(actionsOf(role, "volunteerCertificate")).toEqual(["query", "get", "pass", "reject"]);
    expect(actionsOf(role, "notification")).toEqual(["search", "query", "edit", "delete"]);
  });

  it("gives norole a role with null permissions and no menus", async () => {
    const role = await roleOf("norole");
    expect(role).toMatchObject({ mark: "ROLE_EMPTY", permissions: null, menuList: [] });
  });
});

describe("permission checks", () => {
  it("403 without detail when the role lacks mark.action", async () => {
    const user = await tokenOf(t, "user");
    const forbidden = await t.call("/api/v1/notification-messages/overview", { token: user });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ title: "Forbidden", status: 403 });
    expect((await t.call("/api/v1/device-firmwares", { token: user })).status).toBe(403);
    expect((await t.call("/api/v1/volunteer-certificates/1/pass", { method: "PUT", token: user })).status).toBe(403);
    expect((await t.call("/api/v1/volunteer-certificates?pageSize=1", { token: user })).status).toBe(200);
    expect((await t.call("/api/v1/sms-sent-records", { token: await tokenOf(t, "norole") })).status).toBe(403);
  });

  it("404 for unknown endpoints and 405 for a wrong method", async () => {
    const token = await tokenOf(t, "admin");
    const missing = await t.call("/api/v1/nothing-here", { token, lang: "en-US" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toBe("no such endpoint");
    expect((await t.call("/api/v1/sms-sent-records", { method: "DELETE", token })).status).toBe(405);
  });
});
