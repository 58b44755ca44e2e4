import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import type { CrudConfig } from "~/engine/crud.server";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import type { FilterOption } from "~/engine/types";
import { msg } from "~/i18n/messages";
import { listAgencyOptions, listCityOptions, listInstitutionOptions } from "~/platform/devices.server";
import {
  createUser,
  listMenuTree,
  listRoleOptions,
  menuCalls,
  permissionCalls,
  permissionUrlCalls,
  roleCalls,
  userCalls,
  type MenuRow,
  type Permission,
  type PermissionUrl,
  type Role,
  type RoleOption,
  type User,
} from "~/platform/system.server";
import type { PlatformContext } from "~/platform/client.server";
import { menus, permissions, permissionUrls, roles, users } from "./system";
import { formToBody, menuSchema, permissionSchema, permissionUrlSchema, roleSchema, userCreateSchema, userEditSchema } from "./system-forms";
import {
  accountRefusal,
  assignableChoices,
  filterChoices,
  loadRoles,
  requireMayChangeAccount,
  requireMayGiveRole,
  requireMayManageRole,
  roleManageRefusal,
} from "./user-rights.server";

const userFilters = (roles: RoleOption[], institutionId: FilterOption[]) => ({ roleMark: filterChoices(roles), institutionId });

export const userCreateCrud: CrudConfig<User> = {
  resource: users,
  calls: { ...userCalls, create: createUser },
  schema: userCreateSchema,
  // The system-set initial password is shown once, to the administrator who added the user.
  createdMessage: (row) => msg("sysUser.created", { password: (row as User & { initialPassword?: string }).initialPassword ?? "" }),
  toBody: (value) => formToBody(value, ["visitor"], ["institutionId"]),
  // Only the roles this user may give (hostile #38); editing themselves, only their own.
  fieldOptions: async (ctx, { user, record }) => ({
    roleMark: assignableChoices(user, await loadRoles(user), record && record.username === user.username ? (record.roleMark ?? null) : undefined),
    institutionId: await listInstitutionOptions(ctx),
  }),
  filterOptions: async (ctx) => userFilters(await listRoleOptions(ctx), await listInstitutionOptions(ctx)),
  guard: async ({ user, body }) => requireMayGiveRole(user, body?.roleMark as string | null | undefined),
};
/**
 * The user list, with what the signed-in user may do to each row: the rows of accounts holding more than they do
 * (`locked`: no edit, status or reset offered), and the roles they may approve a waiting account with.
 */
export async function userListLoader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "user.query");
  const [roles, institutions] = await loadOrFail(request, () => Promise.all([loadRoles(user), listInstitutionOptions(user.platform)]));
  const list = await loadList(request, users, userCalls.list, user, userFilters(roles, institutions));
  return {
    ...list,
    locked: list.rows.filter((row) => accountRefusal(user, roles, row) !== null).map((row) => row.id),
    approveChoices: user.can("user.edit") ? assignableChoices(user, roles) : [],
  };
}

/** The role list, with the roles holding a grant the signed-in user lacks (`locked`: no edit or delete offered). */
export async function roleListLoader(args: LoaderFunctionArgs) {
  const user = await requirePermission(args.request, "role.query");
  const [list, roles] = await Promise.all([loadList(args.request, roleCrud.resource, roleCrud.calls.list, user), loadOrFail(args.request, () => loadRoles(user))]);
  return { ...list, locked: list.rows.filter((row) => roleManageRefusal(user, roles, row.mark) !== null).map((row) => row.id) };
}

/** Editing: never an account holding more than the user, never to a role beyond them, never one's own role (#39). */
export const userEditCrud: CrudConfig<User> = {
  ...userCreateCrud,
  schema: userEditSchema,
  guard: async ({ user, record, body }) => requireMayChangeAccount(user, record!, body ? ((body.roleMark as string | null | undefined) ?? null) : undefined),
};

export const roleCrud: CrudConfig<Role> = {
  resource: roles,
  calls: roleCalls,
  schema: roleSchema,
  toBody: (value) => {
    // Only the companion the type calls for is kept (§5); the others are cleared.
    const body = formToBody(value, [], ["institutionId", "areaId", "agencyId", "status"]);
    if (body.type !== "INSTITUTION") body.institutionId = null;
    if (body.type !== "REGION") body.areaId = null;
    if (body.type !== "AGENCY") body.agencyId = null;
    return body;
  },
  fieldOptions: async (ctx) => ({
    institutionId: await listInstitutionOptions(ctx),
    areaId: await listCityOptions(ctx),
    agencyId: await listAgencyOptions(ctx),
  }),
  // A role holding a grant the user lacks is not theirs to edit or delete (a new one holds nothing).
  guard: async ({ user, record }) => (record ? requireMayManageRole(user, record.mark) : undefined),
};

/** Menu choices as indented labels, so the parent select reads like the tree. */
export async function menuOptions(ctx: PlatformContext) {
  const rows = await listMenuTree(ctx);
  const childrenOf = (parentId: unknown) => rows.filter((row) => (row.parentId ?? null) === parentId);
  const out: { value: string; label: string }[] = [];
  const walk = (parentId: unknown, depth: number) => {
    for (const row of childrenOf(parentId)) {
      out.push({ value: String(row.id), label: `${"— ".repeat(depth)}${row.name} (${row.mark})` });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export const permissionCrud: CrudConfig<Permission> = {
  resource: permissions,
  calls: permissionCalls,
  schema: permissionSchema,
  toBody: (value) => {
    const body = formToBody(value, [], ["menuId", "status"]);
    body.actions = typeof value.actions === "string" && value.actions.trim() ? value.actions.split(",").map((action) => action.trim()) : [];
    return body;
  },
  fieldOptions: async (ctx) => ({ menuId: await menuOptions(ctx) }),
};

export const permissionUrlCrud = (permissionId: string): CrudConfig<PermissionUrl> => ({
  resource: { ...permissionUrls, basePath: `/system/permission/${permissionId}` },
  calls: permissionUrlCalls,
  schema: permissionUrlSchema,
  toBody: (value) => ({ ...formToBody(value, [], []), permissionId: Number(permissionId) }),
  redirectTo: () => `/system/permission/${permissionId}`,
});

export const menuCrud: CrudConfig<MenuRow> = {
  resource: menus,
  calls: menuCalls,
  schema: menuSchema,
  toBody: (value) => formToBody(value, ["hideChildrenMenu"], ["parentId", "orderNo"]),
  fieldOptions: async (ctx) => ({ parentId: await menuOptions(ctx) }),
};
