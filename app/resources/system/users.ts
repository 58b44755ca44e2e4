import { defineResource, type Attr, type ResourceSpec } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";
import { ON_OFF, onOffTones } from "../attrs";

export const LOGIN_TYPES = ["PASSWORD", "SMS", "WECHAT", "MINIPROGRAM", "THIRD_PARTY"] as const;

const activeTones: Record<string, Tone> = { true: "green", false: "red" };

/** §3 user (/system/user, user management): accounts, their role, visitor flag and whether they may sign in. */
export const users = defineResource({
  name: "users", permission: "user", titleKey: "menu.user", basePath: "/system/user", prefix: "sysUser",
  labelKey: "username", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true },
    username: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20, descriptionKey: "sysUser.usernameHint" },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    phoneNumber: { column: true, filter: "text", field: "text", maxLength: 11 },
    email: { field: "text", maxLength: 100 },
    roleName: { labelKey: "sysUser.role", column: true, sortable: true, sortField: "roleMark" },
    roleMark: { labelKey: "sysUser.role", detail: false, filter: "select", field: "select", required: true, dynamic: true },
    institutionName: { labelKey: "sysUser.institution", column: true },
    institutionId: { labelKey: "sysUser.institution", detail: false, filter: "select", advanced: true, field: "select", dynamic: true },
    areaName: { labelKey: "sysUser.area" },
    visitor: {
      column: true, values: ON_OFF, enumKey: "sysUser.yesNo", tones: onOffTones, filter: "select", advanced: true,
      field: "checkbox", fieldOptions: false, descriptionKey: "sysUser.visitorHint",
    },
    active: { column: true, values: ON_OFF, enumKey: "sysUser.activeState", tones: activeTones, filter: "select" },
    initPasswordFlag: { values: ON_OFF, enumKey: "sysUser.yesNo" },
    lastLoginDate: { column: true, kind: "datetime" },
    createdDate: { labelKey: "common.createdDate", kind: "datetime" },
    lastModifiedBy: { labelKey: "common.lastModifiedBy" },
    lastModifiedDate: { labelKey: "common.lastModifiedDate", kind: "datetime", sortable: true },
  },
  order: { filters: ["username", "name", "phoneNumber", "roleMark", "active", "visitor"] },
});

export const userEditFields = (users.fields ?? []).filter((field) => field.name !== "username");

/** The user detail's tabs (§2): login record, operation record, message config, interface service, devices. */
export const USER_TABS = ["logins", "operations", "message-config", "interfaces", "devices"] as const;

export type UserTab = (typeof USER_TABS)[number];

/** A list on a user's detail page: read only, newest first. */
const userTab = (name: string, attrs: Record<string, Attr>, more: Partial<ResourceSpec> = {}) =>
  defineResource({
    name, permission: "user", titleKey: "menu.user", basePath: "/system/user", prefix: "sysUser", attrs,
    defaultSort: { field: "createdDate", order: "descend" }, sortById: false, readOnly: true, detail: false, ...more,
  });

export const loginRecords = userTab(
  "loginRecords",
  {
    createdDate: { labelKey: "sysUser.loginTime", column: true, kind: "datetime", sortable: true, filter: "range" },
    loginType: { column: true, values: LOGIN_TYPES, enumKey: "sysUser.loginTypes", sortable: true, filter: "select" },
    success: { labelKey: "sysUser.loginResult", column: true, values: ON_OFF, enumKey: "sysUser.loginSuccess", tones: activeTones, filter: "select" },
    ip: { column: true },
    userAgent: { column: true, kind: "ellipsis" },
  },
  { order: { filters: ["loginType", "success"] } },
);

export const userOperations = userTab("userOperations", {
  createdDate: { labelKey: "common.createdDate", column: true, kind: "datetime", sortable: true },
  action: { labelKey: "sysUser.operationType", column: true, values: ["ADD", "UPDATE", "DELETE", "ACTIVATE", "OTHER"], enumKey: "sysUser.operationTypes", filter: "select" },
  entity: { column: true },
  entityId: { column: true },
  reason: { column: true, kind: "ellipsis" },
});

export const userInterfaces = userTab(
  "userInterfaces",
  {
    permissionName: { labelKey: "sysPermission.name", column: true },
    name: { labelKey: "sysPermission.urlName", column: true },
    method: { labelKey: "sysPermission.method", column: true },
    url: { labelKey: "sysPermission.url", column: true },
  },
  { defaultSort: { field: "id", order: "ascend" }, sortById: undefined },
);

export const userDevices = userTab("userDevices", {
  serialNumber: { labelKey: "sysUser.deviceSn", column: true, filter: "text", maxLength: 30 },
  address: { labelKey: "sysUser.deviceAddress", column: true, kind: "ellipsis" },
  createdDate: { labelKey: "sysUser.linkedSince", column: true, kind: "datetime", sortable: true },
});
