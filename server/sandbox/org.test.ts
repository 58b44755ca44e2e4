import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function get<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T; total: number }> {
  const response = await t.call(`/api/v1/${path}`, { token, method: init.method, json: init.body });
  return { status: response.status, body: (await response.json()) as T, total: Number(response.headers.get("x-total-count")) };
}

interface OrgNode { key: string; title: string; group: boolean; children: OrgNode[] }

describe("institutions", () => {
  it("form a province → city → unit tree that the devices already point at", async () => {
    const token = await tokenOf(t, "admin");
    const { body } = await get<{ result: OrgNode[] }>(token, "org/tree");
    const roots = body.result;
    expect(roots.length).toBeGreaterThan(1);
    expect(roots.every((root) => root.title.endsWith("卫生健康委员会") && root.group)).toBe(true);
    const centre = roots[0]!.children[0]!;
    expect(centre.title).toMatch(/急救中心$/);
    expect(centre.children.length).toBe(3);
    const unit = centre.children[0]!;
    const devices = await get<unknown[]>(token, `devices?institutionId=${unit.key}&pageSize=1`);
    expect(devices.total).toBeGreaterThan(0);
    const children = await get<{ parentId: number }[]>(token, `institutions?parentId=${centre.key}`);
    expect(children.total).toBe(3);
  });

  it("refuses a parent below the institution itself, and a malformed call-for-help code", async () => {
    const token = await tokenOf(t, "admin");
    const { body: tree } = await get<{ result: OrgNode[] }>(token, "org/tree");
    const root = tree.result[0]!;
    const { body: institution } = await get<Record<string, unknown>>(token, `institutions/${root.key}`);
    const loop = await get<{ fieldErrors: { field: string; message: string }[] }>(token, `institutions/${root.key}`, {
      method: "PUT", body: { ...institution, parentId: Number(root.children[0]!.key) },
    });
    expect(loop.status).toBe(400);
    expect(loop.body.fieldErrors).toEqual([{ field: "parentId", message: "上级机构不能是本机构或其下级机构" }]);
    const code = await get<{ fieldErrors: { field: string }[] }>(token, `institutions/${root.key}`, { method: "PUT", body: { ...institution, callForHelpCode: "a-b" } });
    expect(code.body.fieldErrors.map((error) => error.field)).toEqual(["callForHelpCode"]);
  });

  it("answer their volunteers, packages and call-for-help codes from their devices", async () => {
    const token = await tokenOf(t, "admin");
    const { body: tree } = await get<{ result: OrgNode[] }>(token, "org/tree");
    const unit = tree.result[0]!.children[0]!.children[0]!;
    const deviceTotal = (await get<unknown[]>(token, `devices?institutionId=${unit.key}&pageSize=1`)).total;
    const packages = await get<{ deviceCount: number }[]>(token, `institutions/${unit.key}/packages?pageSize=50`);
    // Every device with a package counts under it (a device may have none yet).
    const packaged = packages.body.reduce((sum, row) => sum + row.deviceCount, 0);
    expect(packaged).toBeGreaterThan(0);
    expect(packaged).toBeLessThanOrEqual(deviceTotal);
    const codes = await get<{ code: string; sn: string }[]>(token, `institutions/${unit.key}/call-for-help-codes?pageSize=5`);
    expect(codes.total).toBe(deviceTotal);
    expect(codes.body[0]!.code).toMatch(/^HELP\d{4}-/);
    const volunteers = await get<{ deviceCount: number }[]>(token, `institutions/${unit.key}/volunteers`);
    expect(volunteers.status).toBe(200);
    expect(volunteers.body.every((row) => row.deviceCount >= 1)).toBe(true);
    expect((await get(token, "institutions/999999/volunteers")).status).toBe(404);
  });
});

describe("flag filters", () => {
  it("filter a stored 1/0 flag by the words true and false", async () => {
    const token = await tokenOf(t, "admin");
    const on = await get<{ inspectionReportService: boolean }[]>(token, "institutions?inspectionReportService=true&pageSize=100");
    const off = await get<{ inspectionReportService: boolean }[]>(token, "institutions?inspectionReportService=false&pageSize=100");
    const all = await get<unknown[]>(token, "institutions?pageSize=1");
    expect(on.total).toBeGreaterThan(0);
    expect(off.total).toBeGreaterThan(0);
    expect(on.total + off.total).toBe(all.total);
    expect(on.body.every((row) => row.inspectionReportService === true)).toBe(true);
    expect((await get(token, "institutions?inspectionReportService=maybe")).status).toBe(400);
  });
});

describe("administrators", () => {
  it("of an institution are its own users and the holders of a role tied to it", async () => {
    const token = await tokenOf(t, "admin");
    const admins = await get<{ username: string }[]>(token, "users?institutionId=1");
    expect(admins.body.map((row) => row.username)).toContain("user");
    expect((await get<unknown[]>(token, "users?institutionId=2")).total).toBe(0);
    expect((await get<unknown[]>(token, "users?agencyId=1")).status).toBe(200);
  });
});
