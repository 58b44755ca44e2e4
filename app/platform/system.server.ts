import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, callResult, callVoid, type PlatformContext } from "./client.server";
import { pageQuery, tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

/** §3 user: the platform's accounts as user management sees them. */
export const userSchema = z.object({
  id, username: z.string(), name: text, phoneNumber: text, email: text, roleMark: text, roleName: text, institutionId: id.nullish(),
  institutionName: text, areaId: id.nullish(), areaName: text, visitor: flag, active: flag, initPasswordFlag: flag, lastLoginDate: text, ...audit,
});
export type User = z.infer<typeof userSchema>;
export const userCalls = tableCalls("users", userSchema);

const created = userSchema.extend({ initialPassword: z.string() });

/** POST /v1/users answers the system-set initial password once. */
export function createUser(ctx: PlatformContext, body: Record<string, unknown>) {
  return callObject(ctx, "/v1/users", created, { method: "POST", json: body });
}

const initial = z.object({ initialPassword: z.string() });

/** A new system-set password; the user must change it at the next sign-in (initPasswordFlag). */
export function resetUserPassword(ctx: PlatformContext, userId: string) {
  return callResult(ctx, `/v1/users/${encodeURIComponent(userId)}/reset-password`, initial, { method: "PUT" });
}

export function setUserActive(ctx: PlatformContext, userId: string, active: boolean) {
  return callVoid(ctx, `/v1/users/${encodeURIComponent(userId)}/${active ? "enable" : "disable"}`, { method: "PUT" });
}

export const loginRecordSchema = z.object({ id, accountId: id.nullish(), loginType: text, ip: text, userAgent: text, success: flag, createdDate: text });
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export function listLoginRecords(ctx: PlatformContext, userId: string, params: ListParams) {
  return callList(ctx, "/v1/login-records", loginRecordSchema, { query: { ...pageQuery(params), accountId: userId } });
}

export const userOperationSchema = z.object({ id, entity: text, entityId: id.nullish(), action: text, reason: text, operator: text, createdDate: text });
export const userInterfaceSchema = z.object({ id, name: text, url: text, method: text, permissionMark: text, permissionName: text });
export const userDeviceSchema = z.object({ id, serialNumber: text, address: text, createdDate: text });

/** The user's own sub-lists (detail tabs): operation record, interface service, devices. */
export function listUserRecords(ctx: PlatformContext, userId: string, kind: "operation-logs" | "interfaces" | "devices", params: ListParams) {
  const schema = kind === "operation-logs" ? userOperationSchema : kind === "interfaces" ? userInterfaceSchema : userDeviceSchema;
  return callList(ctx, `/v1/users/${encodeURIComponent(userId)}/${kind}`, schema as z.ZodType<Record<string, unknown>>, { query: pageQuery(params) });
}

export const messageConfigSchema = z
  .object({ sms: flag, voice: flag, email: flag, inApp: flag, levels: z.array(z.string()).nullish() })
  .nullable();

export function getUserMessageConfig(ctx: PlatformContext, userId: string) {
  return callResult(ctx, `/v1/users/${encodeURIComponent(userId)}/message-config`, messageConfigSchema);
}

/** §3 role. */
export const roleSchema = z.object({
  id, name: z.string(), mark: z.string(), type: text, describe: text, status: z.number().nullish(), institutionId: id.nullish(),
  institutionName: text, areaId: id.nullish(), areaName: text, agencyId: id.nullish(), agencyName: text, creatorId: id.nullish(),
  userCount: z.number().nullish(), ...audit,
});
export type Role = z.infer<typeof roleSchema>;
export const roleCalls = tableCalls("roles", roleSchema);

/**
 * A role as a choice, with its status and its "mark.action" grants (issue 33: the console offers only the roles the
 * user may give). A platform that leaves grants out gets null: such roles are left to administrators.
 */
const roleOption = z.object({
  value: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
  status: z.number().nullish(),
  grants: z.array(z.string()).nullish(),
});
export type RoleOption = z.infer<typeof roleOption>;

export function listRoleOptions(ctx: PlatformContext) {
  return callResult(ctx, "/v1/roles/options", z.array(roleOption));
}

export const grantsSchema = z.object({
  menuIds: z.array(z.number()),
  grants: z.array(z.object({ mark: z.string(), actions: z.array(z.string()) })),
});
export type Grants = z.infer<typeof grantsSchema>;

export function getRoleGrants(ctx: PlatformContext, roleId: string) {
  return callResult(ctx, `/v1/roles/${encodeURIComponent(roleId)}/grants`, grantsSchema);
}

export function saveRoleGrants(ctx: PlatformContext, roleId: string, grants: Grants) {
  return callResult(ctx, `/v1/roles/${encodeURIComponent(roleId)}/grants`, grantsSchema, { method: "PUT", json: grants });
}

/** §3 permission: a screen's mark, its menu, the actions it offers. */
export const permissionSchema = z.object({
  id, name: z.string(), mark: z.string(), description: text, menuId: id.nullish(), menuName: text, status: z.number().nullish(),
  actions: z.array(z.string()).nullish(), ...audit,
});
export type Permission = z.infer<typeof permissionSchema>;
export const permissionCalls = tableCalls("permissions", permissionSchema);

export function listAllPermissions(ctx: PlatformContext) {
  return callResult(ctx, "/v1/permissions/no-pager", z.array(permissionSchema));
}

/** §3 interface URL of a permission. */
export const permissionUrlSchema = z.object({ id, permissionId: id.nullish(), name: text, url: text, path: text, method: text, ...audit });
export type PermissionUrl = z.infer<typeof permissionUrlSchema>;
export const permissionUrlCalls = tableCalls("permission-urls", permissionUrlSchema);

/** §3 menu entry as stored (flat, with its parent). */
export const menuSchema = z.object({
  id, parentId: id.nullish(), name: z.string(), nameEn: text, mark: z.string(), orderNo: z.number().nullish(), icon: text, path: z.string(),
  componentPath: text, redirectPath: text, hideChildrenMenu: flag, ...audit,
});
export type MenuRow = z.infer<typeof menuSchema>;
export const menuCalls = tableCalls("menus", menuSchema);

export function listMenuTree(ctx: PlatformContext) {
  return callResult(ctx, "/v1/menus/tree", z.array(menuSchema.omit({ createdDate: true, lastModifiedBy: true, lastModifiedDate: true })));
}
