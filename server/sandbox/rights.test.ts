// Who may give what, as the platform (issue 33.1): a role that may only add and edit users gives no role beyond
// its own grants, touches no account holding more, and grants nothing it lacks.
import { describe, expect, it } from "vitest";
import { type TestSandbox, tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

const LIMITED = ["workplace.query", "workplace.get", "user.add", "user.edit", "user.query", "user.get"];

interface Limited {
  token: string;
  id: number;
  roleId: number;
}

/** As admin: a role holding `grants` and an account with it, signed in. */
async function limitedAccount(sandbox: TestSandbox, grants: readonly string[], mark = "ROLE_SECTEST"): Promise<Limited> {
  const admin = await tokenOf(sandbox, "admin");
  const role = await sandbox.call("/api/v1/roles", { token: admin, json: { name: "安全测试", mark, type: "SYSTEM", status: 1 } });
  expect(role.status).toBe(201);
  const roleId = (await role.json()).id as number;
  const byMark = new Map<string, string[]>();
  for (const grant of grants) {
    const [name, action] = grant.split(".") as [string, string];
    byMark.set(name, [...(byMark.get(name) ?? []), action]);
  }
  const saved = await sandbox.call(`/api/v1/roles/${roleId}/grants`, {
    method: "PUT", token: admin, json: { menuIds: [], grants: [...byMark].map(([name, actions]) => ({ mark: name, actions })) },
  });
  expect(saved.status).toBe(200);
  const user = await sandbox.call("/api/v1/users", { token: admin, json: { username: "sectest1", name: "sectest1", roleMark: mark } });
  expect(user.status).toBe(201);
  const { id, initialPassword } = await user.json();
  return { token: (await sandbox.login("sectest1", initialPassword)).id_token, id, roleId };
}

/** The account as stored (its last sign-in aside: reading it signs the administrator in). */
async function userRow(id: number) {
  const { lastLoginDate: _seen, ...row } = await (await t.call(`/api/v1/users/${id}`, { token: await tokenOf(t, "admin") })).json();
  return row;
}

describe("hostile #38: a role gives only what it holds", () => {
  it("a user manager cannot add an administrator, nor an account with a role beyond its own", async () => {
    const { token } = await limitedAccount(t, LIMITED);
    for (const roleMark of ["ROLE_ADMIN", "ROLE_VIP", "ROLE_OPERATION"]) {
      const created = await t.call("/api/v1/users", { token, json: { username: `evil${roleMark.length}x`, name: "evil", roleMark } });
      expect(created.status, roleMark).toBe(403);
    }
    const users = await t.call("/api/v1/users?username=evil", { token: await tokenOf(t, "admin") });
    expect(await users.json()).toEqual([]);
    // Within its rights: an account of its own role, or of a role with less.
    expect((await t.call("/api/v1/users", { token, json: { username: "peer1", name: "peer", roleMark: "ROLE_SECTEST" } })).status).toBe(201);
    expect((await t.call("/api/v1/users", { token, json: { username: "empty1", name: "empty", roleMark: "ROLE_EMPTY" } })).status).toBe(201);
  });

  it("nobody changes their own role, not even to one within their rights", async () => {
    const { token, id } = await limitedAccount(t, LIMITED);
    for (const roleMark of ["ROLE_ADMIN", "ROLE_EMPTY"]) {
      expect((await t.call(`/api/v1/users/${id}`, { method: "PUT", token, json: { roleMark } })).status, roleMark).toBe(403);
    }
    expect((await userRow(id)).roleMark).toBe("ROLE_SECTEST");
    // Their own name, yes.
    expect((await t.call(`/api/v1/users/${id}`, { method: "PUT", token, json: { name: "改名" } })).status).toBe(200);
    // And an administrator may not change theirs either.
    expect((await t.call("/api/v1/users/1", { method: "PUT", token: await tokenOf(t, "admin"), json: { roleMark: "ROLE_USER" } })).status).toBe(403);
  });

  it("the grants call refuses an action the editor lacks, and a role holding more than the editor", async () => {
    const { token } = await limitedAccount(t, [...LIMITED, "role.query", "role.get", "role.edit", "role.add", "role.delete"]);
    const admin = await tokenOf(t, "admin");
    const created = await t.call("/api/v1/roles", { token, json: { name: "下级", mark: "ROLE_UNDER", type: "SYSTEM", status: 1 } });
    expect(created.status).toBe(201);
    const under = (await created.json()).id as number;
    const grantsOf = async (roleId: number) => (await (await t.call(`/api/v1/roles/${roleId}/grants`, { token: admin })).json()).result;
    const put = (roleId: number, grants: { mark: string; actions: string[] }[]) =>
      t.call(`/api/v1/roles/${roleId}/grants`, { method: "PUT", token, json: { menuIds: [], grants } });

    expect((await put(under, [{ mark: "user", actions: ["query", "resetPassword"] }])).status).toBe(403);
    expect((await put(under, [{ mark: "contractList", actions: ["delete"] }])).status).toBe(403);
    expect(await grantsOf(under)).toEqual({ menuIds: [], grants: [] });
    expect((await put(under, [{ mark: "user", actions: ["query", "get"] }])).status).toBe(200);
    expect((await grantsOf(under)).grants).toEqual([{ mark: "user", actions: ["query", "get"] }]);

    // ROLE_USER holds smsSentRecord.query, which the editor lacks: it may not re-grant, edit or delete that role.
    const before = await grantsOf(3);
    expect((await put(3, [])).status).toBe(403);
    expect((await t.call("/api/v1/roles/3", { method: "PUT", token, json: { name: "改掉" } })).status).toBe(403);
    expect((await t.call("/api/v1/roles/3", { method: "DELETE", token })).status).toBe(403);
    expect((await t.call("/api/v1/roles/1", { method: "PUT", token, json: { status: 0 } })).status).toBe(403);
    expect(await grantsOf(3)).toEqual(before);
    expect((await (await t.call("/api/v1/roles/3", { token: admin })).json()).name).toBe("普通用户");
    // The role it made and holds all of: edited and deleted.
    expect((await t.call(`/api/v1/roles/${under}`, { method: "PUT", token, json: { name: "下级改" } })).status).toBe(200);
    expect((await t.call(`/api/v1/roles/${under}`, { method: "DELETE", token })).status).toBe(204);
  });

  it("role options carry each role's status and grants", async () => {
    const options = (await (await t.call("/api/v1/roles/options", { token: await tokenOf(t, "user") })).json()).result as { value: string; status: number; grants: string[] }[];
    expect(options.map((option) => option.value)).toEqual(["ROLE_ADMIN", "ROLE_VIP", "ROLE_USER", "ROLE_OPERATION", "ROLE_EMPTY"]);
    expect(options.find((option) => option.value === "ROLE_USER")).toMatchObject({ status: 1, grants: expect.arrayContaining(["smsSentRecord.query", "volunteerCertificate.get"]) });
    expect(options.find((option) => option.value === "ROLE_EMPTY")!.grants).toEqual([]);
  });
});

describe("hostile #39: nobody touches an account holding more than they do", () => {
  it("a user manager cannot edit, disable, enable or reset an administrator, or change its phone", async () => {
    const { token } = await limitedAccount(t, [...LIMITED, "user.enable", "user.disable", "user.resetPassword"]);
    const before = await userRow(1);
    expect((await t.call("/api/v1/users/1", { method: "PUT", token, json: { phoneNumber: "13900000099" } })).status).toBe(403);
    expect((await t.call("/api/v1/users", { method: "PUT", token, json: { id: 1, email: "evil@example.com" } })).status).toBe(403);
    expect((await t.call("/api/v1/users/1/disable", { method: "PUT", token })).status).toBe(403);
    expect((await t.call("/api/v1/users/1/enable", { method: "PUT", token })).status).toBe(403);
    expect((await t.call("/api/v1/users/1/reset-password", { method: "PUT", token })).status).toBe(403);
    // svip's role holds grants the manager lacks too.
    expect((await t.call("/api/v1/users/2", { method: "PUT", token, json: { name: "x" } })).status).toBe(403);
    expect(await userRow(1)).toEqual(before);
    expect((await t.call("/api/v1/authenticate/SMS", { json: { phoneNumber: "13900000099", code: "123456" } })).status).not.toBe(200);
    // An account within its rights: yes.
    expect((await t.call("/api/v1/users/6", { method: "PUT", token, json: { phoneNumber: "13900000098" } })).status).toBe(200);
  });

  it("only an administrator touches an administrator: a VIP holding every grant may not", async () => {
    const svip = await tokenOf(t, "svip");
    expect((await t.call("/api/v1/users/1", { method: "PUT", token: svip, json: { phoneNumber: "13900000097" } })).status).toBe(403);
    expect((await t.call("/api/v1/users/1/reset-password", { method: "PUT", token: svip })).status).toBe(403);
    expect((await t.call("/api/v1/users", { token: svip, json: { username: "vipadmin", name: "x", roleMark: "ROLE_ADMIN" } })).status).toBe(403);
    expect((await t.call("/api/v1/users/3", { method: "PUT", token: svip, json: { name: "普通用户" } })).status).toBe(200);
  });
});

describe("hostile #43: approving a self-registered account", () => {
  it("an account without a role is given one within the approver's rights", async () => {
    const register = await t.call("/api/v1/account/register", {
      json: { username: "medic02", password: t.encrypt("Medic@2026"), phoneNumber: "13912345670", email: "m2@example.com", code: "123456" },
    });
    expect(register.status).toBe(201);
    const admin = await tokenOf(t, "admin");
    const [pending] = (await (await t.call("/api/v1/users?username=medic02", { token: admin })).json()) as { id: number; roleMark: string | null }[];
    expect(pending).toMatchObject({ roleMark: null, roleName: null });
    const { token } = await limitedAccount(t, LIMITED);
    expect((await t.call(`/api/v1/users/${pending!.id}`, { method: "PUT", token, json: { roleMark: "ROLE_ADMIN" } })).status).toBe(403);
    expect((await t.call(`/api/v1/users/${pending!.id}`, { method: "PUT", token: admin, json: { roleMark: "ROLE_USER" } })).status).toBe(200);
    const { id_token: approved } = await t.login("medic02", "Medic@2026");
    expect((await t.call("/api/v1/volunteer-certificates?pageSize=1", { token: approved })).status).toBe(200);
  });
});
