import type { ColumnDef, FieldDef, ResourceDef, Tone } from "~/engine/types";

/** §4 role types, and which of institution / area / agency each one needs (§5). */
export const ROLE_TYPES = ["SYSTEM", "INSTITUTION", "REGION", "DEVICE", "OPERATION", "AGENCY"] as const;

export const LOGIN_TYPES = ["PASSWORD", "SMS", "WECHAT", "MINIPROGRAM", "THIRD_PARTY"] as const;

export const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE", "OPTIONS"] as const;

const YES_NO = ["true", "false"] as const;

const yesNoTones: Record<string, Tone> = { true: "green", false: "gray" };

const activeTones: Record<string, Tone> = { true: "green", false: "red" };

const statusTones: Record<string, Tone> = { "1": "green", "0": "gray" };

const audit: ColumnDef = { key: "lastModifiedDate", labelKey: "common.lastModifiedDate", kind: "datetime", sortable: true };

/** §3 user (user management): accounts, their role, visitor flag and whether they may sign in. */
export const users: ResourceDef = {
  name: "users",
  permission: "user",
  titleKey: "menu.user",
  basePath: "/system/user",
  idKey: "id",
  labelKey: "username",
  columns: [
    { key: "id", labelKey: "sysUser.id", sortable: true },
    { key: "username", labelKey: "sysUser.username", sortable: true },
    { key: "name", labelKey: "sysUser.name", sortable: true },
    { key: "phoneNumber", labelKey: "sysUser.phoneNumber" },
    { key: "roleName", labelKey: "sysUser.role", sortField: "roleMark", sortable: true },
    { key: "institutionName", labelKey: "sysUser.institution" },
    { key: "visitor", labelKey: "sysUser.visitor", kind: "enum", enumKey: "sysUser.yesNo", tones: yesNoTones },
    { key: "active", labelKey: "sysUser.active", kind: "enum", enumKey: "sysUser.activeState", tones: activeTones },
    { key: "lastLoginDate", labelKey: "sysUser.lastLoginDate", kind: "datetime" },
  ],
  filters: [
    { name: "username", labelKey: "sysUser.username", kind: "text", maxLength: 20 },
    { name: "name", labelKey: "sysUser.name", kind: "text", maxLength: 30 },
    { name: "phoneNumber", labelKey: "sysUser.phoneNumber", kind: "text", maxLength: 11 },
    { name: "roleMark", labelKey: "sysUser.role", kind: "select", dynamic: true },
    { name: "active", labelKey: "sysUser.active", kind: "select", options: YES_NO, enumKey: "sysUser.activeState" },
    { name: "visitor", labelKey: "sysUser.visitor", kind: "select", options: YES_NO, enumKey: "sysUser.yesNo", advanced: true },
    { name: "institutionId", labelKey: "sysUser.institution", kind: "select", dynamic: true, advanced: true },
  ],
  listSpec: {
    sortFields: ["id", "username", "name", "roleMark", "lastModifiedDate"],
    defaultSort: { field: "id", order: "ascend" },
    filters: ["username", "name", "phoneNumber", "roleMark", "active", "visitor", "institutionId"],
  },
  detail: [
    { key: "id", labelKey: "sysUser.id" },
    { key: "username", labelKey: "sysUser.username" },
    { key: "name", labelKey: "sysUser.name" },
    { key: "phoneNumber", labelKey: "sysUser.phoneNumber" },
    { key: "email", labelKey: "sysUser.email" },
    { key: "roleName", labelKey: "sysUser.role" },
    { key: "institutionName", labelKey: "sysUser.institution" },
    { key: "areaName", labelKey: "sysUser.area" },
    { key: "visitor", labelKey: "sysUser.visitor", kind: "enum", enumKey: "sysUser.yesNo", tones: yesNoTones },
    { key: "active", labelKey: "sysUser.active", kind: "enum", enumKey: "sysUser.activeState", tones: activeTones },
    { key: "initPasswordFlag", labelKey: "sysUser.initPasswordFlag", kind: "enum", enumKey: "sysUser.yesNo" },
    { key: "lastLoginDate", labelKey: "sysUser.lastLoginDate", kind: "datetime" },
    { key: "createdDate", labelKey: "common.createdDate", kind: "datetime" },
    { key: "lastModifiedBy", labelKey: "common.lastModifiedBy" },
    audit,
  ],
  fields: [
    { name: "username", labelKey: "sysUser.username", kind: "text", required: true, maxLength: 20, descriptionKey: "sysUser.usernameHint" },
    { name: "name", labelKey: "sysUser.name", kind: "text", required: true, maxLength: 30 },
    { name: "phoneNumber", labelKey: "sysUser.phoneNumber", kind: "text", maxLength: 11 },
    { name: "email", labelKey: "sysUser.email", kind: "text", maxLength: 100 },
    { name: "roleMark", labelKey: "sysUser.role", kind: "select", required: true, dynamic: true },
    { name: "institutionId", labelKey: "sysUser.institution", kind: "select", dynamic: true },
    { name: "visitor", labelKey: "sysUser.visitor", kind: "checkbox", descriptionKey: "sysUser.visitorHint" },
  ],
};

export const userEditFields = (users.fields ?? []).filter((field) => field.name !== "username");

/** The user detail's tabs (§2): login record, operation record, message config, interface service, devices. */
export const USER_TABS = ["logins", "operations", "message-config", "interfaces", "devices"] as const;

export type UserTab = (typeof USER_TABS)[number];

const sub = (name: string, basePath: string, columns: ColumnDef[], listSpec: ResourceDef["listSpec"], filters: ResourceDef["filters"] = []): ResourceDef => ({
  name, permission: "user", titleKey: "menu.user", basePath, idKey: "id", columns, filters, listSpec,
});

export const loginRecords = sub(
  "loginRecords",
  "/system/user",
  [
    { key: "createdDate", labelKey: "sysUser.loginTime", kind: "datetime", sortable: true },
    { key: "loginType", labelKey: "sysUser.loginType", kind: "enum", enumKey: "sysUser.loginTypes", sortable: true },
    { key: "success", labelKey: "sysUser.loginResult", kind: "enum", enumKey: "sysUser.loginSuccess", tones: activeTones },
    { key: "ip", labelKey: "sysUser.ip" },
    { key: "userAgent", labelKey: "sysUser.userAgent", kind: "ellipsis" },
  ],
  { sortFields: ["createdDate", "loginType"], defaultSort: { field: "createdDate", order: "descend" }, filters: ["loginType", "success", "createdDateBegin", "createdDateEnd"] },
  [
    { name: "loginType", labelKey: "sysUser.loginType", kind: "select", options: LOGIN_TYPES, enumKey: "sysUser.loginTypes" },
    { name: "success", labelKey: "sysUser.loginResult", kind: "select", options: YES_NO, enumKey: "sysUser.loginSuccess" },
    { name: "createdDateBegin", endName: "createdDateEnd", labelKey: "sysUser.loginTime", kind: "datetime-range" },
  ],
);

export const userOperations = sub(
  "userOperations",
  "/system/user",
  [
    { key: "createdDate", labelKey: "common.createdDate", kind: "datetime", sortable: true },
    { key: "action", labelKey: "sysUser.operationType", kind: "enum", enumKey: "sysUser.operationTypes" },
    { key: "entity", labelKey: "sysUser.entity" },
    { key: "entityId", labelKey: "sysUser.entityId" },
    { key: "reason", labelKey: "sysUser.reason", kind: "ellipsis" },
  ],
  { sortFields: ["createdDate"], defaultSort: { field: "createdDate", order: "descend" }, filters: ["action"] },
  [{ name: "action", labelKey: "sysUser.operationType", kind: "select", options: ["ADD", "UPDATE", "DELETE", "ACTIVATE", "OTHER"], enumKey: "sysUser.operationTypes" }],
);

export const userInterfaces = sub(
  "userInterfaces",
  "/system/user",
  [
    { key: "permissionName", labelKey: "sysPermission.name" },
    { key: "name", labelKey: "sysPermission.urlName" },
    { key: "method", labelKey: "sysPermission.method" },
    { key: "url", labelKey: "sysPermission.url" },
  ],
  { sortFields: ["id"], defaultSort: { field: "id", order: "ascend" }, filters: [] },
);

export const userDevices = sub(
  "userDevices",
  "/system/user",
  [
    { key: "serialNumber", labelKey: "sysUser.deviceSn" },
    { key: "address", labelKey: "sysUser.deviceAddress", kind: "ellipsis" },
    { key: "createdDate", labelKey: "sysUser.linkedSince", kind: "datetime", sortable: true },
  ],
  { sortFields: ["createdDate"], defaultSort: { field: "createdDate", order: "descend" }, filters: ["serialNumber"] },
  [{ name: "serialNumber", labelKey: "sysUser.deviceSn", kind: "text", maxLength: 30 }],
);

/** §3 role: mark ROLE_X, type with its §5 companion, status. */
export const roles: ResourceDef = {
  name: "roles",
  permission: "role",
  titleKey: "menu.role",
  basePath: "/system/role",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "id", labelKey: "sysRole.id", sortable: true },
    { key: "name", labelKey: "sysRole.name", sortable: true },
    { key: "mark", labelKey: "sysRole.mark", sortable: true },
    { key: "type", labelKey: "sysRole.type", kind: "enum", enumKey: "sysRole.types", sortable: true },
    { key: "status", labelKey: "sysRole.status", kind: "enum", enumKey: "sysRole.statuses", tones: statusTones },
    { key: "userCount", labelKey: "sysRole.userCount", kind: "number" },
    { key: "describe", labelKey: "sysRole.describe", kind: "ellipsis" },
    audit,
  ],
  filters: [
    { name: "name", labelKey: "sysRole.name", kind: "text", maxLength: 30 },
    { name: "mark", labelKey: "sysRole.mark", kind: "text", maxLength: 30 },
    { name: "type", labelKey: "sysRole.type", kind: "select", options: ROLE_TYPES, enumKey: "sysRole.types" },
    { name: "status", labelKey: "sysRole.status", kind: "select", options: ["1", "0"], enumKey: "sysRole.statuses" },
  ],
  listSpec: {
    sortFields: ["id", "name", "mark", "type", "lastModifiedDate"],
    defaultSort: { field: "id", order: "ascend" },
    filters: ["name", "mark", "type", "status"],
  },
  detail: [
    { key: "name", labelKey: "sysRole.name" },
    { key: "mark", labelKey: "sysRole.mark" },
    { key: "type", labelKey: "sysRole.type", kind: "enum", enumKey: "sysRole.types" },
    { key: "institutionName", labelKey: "sysRole.institution" },
    { key: "areaName", labelKey: "sysRole.area" },
    { key: "agencyName", labelKey: "sysRole.agency" },
    { key: "status", labelKey: "sysRole.status", kind: "enum", enumKey: "sysRole.statuses", tones: statusTones },
    { key: "userCount", labelKey: "sysRole.userCount", kind: "number" },
    { key: "describe", labelKey: "sysRole.describe" },
    { key: "createdDate", labelKey: "common.createdDate", kind: "datetime" },
  ],
  fields: [
    { name: "name", labelKey: "sysRole.name", kind: "text", required: true, maxLength: 30 },
    { name: "mark", labelKey: "sysRole.mark", kind: "text", required: true, maxLength: 30, descriptionKey: "sysRole.markHint" },
    { name: "type", labelKey: "sysRole.type", kind: "select", required: true, options: ROLE_TYPES, enumKey: "sysRole.types", descriptionKey: "sysRole.typeHint" },
    { name: "institutionId", labelKey: "sysRole.institution", kind: "select", dynamic: true },
    { name: "areaId", labelKey: "sysRole.area", kind: "select", dynamic: true },
    { name: "agencyId", labelKey: "sysRole.agency", kind: "select", dynamic: true },
    { name: "status", labelKey: "sysRole.status", kind: "select", required: true, options: ["1", "0"], enumKey: "sysRole.statuses" },
    { name: "describe", labelKey: "sysRole.describe", kind: "textarea", maxLength: 200 },
  ],
};

/** §3 permission: one per screen; its interface URLs are a sub-list of its detail. */
export const permissions: ResourceDef = {
  name: "permissions",
  permission: "permission",
  titleKey: "menu.permission",
  basePath: "/system/permission",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "id", labelKey: "sysPermission.id", sortable: true },
    { key: "name", labelKey: "sysPermission.name", sortable: true },
    { key: "mark", labelKey: "sysPermission.mark", sortable: true },
    { key: "menuName", labelKey: "sysPermission.menu" },
    { key: "status", labelKey: "sysPermission.status", kind: "enum", enumKey: "sysRole.statuses", tones: statusTones },
    { key: "description", labelKey: "sysPermission.description", kind: "ellipsis" },
  ],
  filters: [
    { name: "name", labelKey: "sysPermission.name", kind: "text", maxLength: 30 },
    { name: "mark", labelKey: "sysPermission.mark", kind: "text", maxLength: 50 },
    { name: "status", labelKey: "sysPermission.status", kind: "select", options: ["1", "0"], enumKey: "sysRole.statuses" },
  ],
  listSpec: { sortFields: ["id", "name", "mark"], defaultSort: { field: "id", order: "ascend" }, filters: ["name", "mark", "status"] },
  detail: [
    { key: "name", labelKey: "sysPermission.name" },
    { key: "mark", labelKey: "sysPermission.mark" },
    { key: "menuName", labelKey: "sysPermission.menu" },
    { key: "actions", labelKey: "sysPermission.actions" },
    { key: "status", labelKey: "sysPermission.status", kind: "enum", enumKey: "sysRole.statuses", tones: statusTones },
    { key: "description", labelKey: "sysPermission.description" },
  ],
  fields: [
    { name: "name", labelKey: "sysPermission.name", kind: "text", required: true, maxLength: 30 },
    { name: "mark", labelKey: "sysPermission.mark", kind: "text", required: true, maxLength: 50 },
    { name: "menuId", labelKey: "sysPermission.menu", kind: "select", required: true, dynamic: true },
    { name: "status", labelKey: "sysPermission.status", kind: "select", required: true, options: ["1", "0"], enumKey: "sysRole.statuses" },
    { name: "actions", labelKey: "sysPermission.actions", kind: "text", maxLength: 300, descriptionKey: "sysPermission.actionsHint" },
    { name: "description", labelKey: "sysPermission.description", kind: "textarea", maxLength: 200 },
  ],
};

/** Interface URLs of one permission (its detail's sub-list, with add and delete). */
export const permissionUrls: ResourceDef = {
  name: "permissionUrls",
  permission: "permission",
  titleKey: "sysPermission.urls",
  basePath: "/system/permission",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "name", labelKey: "sysPermission.urlName" },
    { key: "method", labelKey: "sysPermission.method", sortable: true },
    { key: "url", labelKey: "sysPermission.url", sortable: true },
    { key: "path", labelKey: "sysPermission.path" },
  ],
  filters: [
    { name: "url", labelKey: "sysPermission.url", kind: "text", maxLength: 200 },
    { name: "method", labelKey: "sysPermission.method", kind: "select", options: HTTP_METHODS },
  ],
  listSpec: { sortFields: ["id", "method", "url"], defaultSort: { field: "id", order: "ascend" }, filters: ["url", "method"] },
  fields: [
    { name: "name", labelKey: "sysPermission.urlName", kind: "text", required: true, maxLength: 50 },
    { name: "method", labelKey: "sysPermission.method", kind: "select", required: true, options: HTTP_METHODS },
    { name: "url", labelKey: "sysPermission.url", kind: "text", required: true, maxLength: 200, descriptionKey: "sysMenu.pathHint" },
    { name: "path", labelKey: "sysPermission.path", kind: "text", maxLength: 200 },
  ],
};

/** §3 menu entry, edited as a tree (indented rows; the parent is a select). */
export const menus: ResourceDef = {
  name: "menus",
  permission: "menu",
  titleKey: "menu.menu",
  basePath: "/system/menu",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "name", labelKey: "sysMenu.name" },
    { key: "mark", labelKey: "sysMenu.mark" },
    { key: "path", labelKey: "sysMenu.path" },
    { key: "orderNo", labelKey: "sysMenu.orderNo", kind: "number" },
    { key: "icon", labelKey: "sysMenu.icon" },
    { key: "hideChildrenMenu", labelKey: "sysMenu.hideChildrenMenu", kind: "enum", enumKey: "sysUser.yesNo" },
  ],
  filters: [],
  listSpec: { sortFields: ["orderNo"], defaultSort: { field: "orderNo", order: "ascend" }, filters: [] },
  detail: [
    { key: "name", labelKey: "sysMenu.name" },
    { key: "nameEn", labelKey: "sysMenu.nameEn" },
    { key: "mark", labelKey: "sysMenu.mark" },
    { key: "path", labelKey: "sysMenu.path" },
    { key: "componentPath", labelKey: "sysMenu.componentPath" },
    { key: "redirectPath", labelKey: "sysMenu.redirectPath" },
    { key: "orderNo", labelKey: "sysMenu.orderNo" },
    { key: "icon", labelKey: "sysMenu.icon" },
    { key: "hideChildrenMenu", labelKey: "sysMenu.hideChildrenMenu", kind: "enum", enumKey: "sysUser.yesNo" },
  ],
  fields: [
    { name: "parentId", labelKey: "sysMenu.parent", kind: "select", dynamic: true },
    { name: "name", labelKey: "sysMenu.name", kind: "text", required: true, maxLength: 30 },
    { name: "nameEn", labelKey: "sysMenu.nameEn", kind: "text", maxLength: 50 },
    { name: "mark", labelKey: "sysMenu.mark", kind: "text", required: true, maxLength: 50 },
    { name: "path", labelKey: "sysMenu.path", kind: "text", required: true, maxLength: 200, descriptionKey: "sysMenu.pathHint" },
    { name: "componentPath", labelKey: "sysMenu.componentPath", kind: "text", maxLength: 200 },
    { name: "redirectPath", labelKey: "sysMenu.redirectPath", kind: "text", maxLength: 200 },
    { name: "orderNo", labelKey: "sysMenu.orderNo", kind: "number" },
    { name: "icon", labelKey: "sysMenu.icon", kind: "text", maxLength: 30 },
    { name: "hideChildrenMenu", labelKey: "sysMenu.hideChildrenMenu", kind: "checkbox" },
  ],
};

export const checkboxFields = (fields: readonly FieldDef[]) => fields.filter((field) => field.kind === "checkbox").map((field) => field.name);
