import { defineResource } from "~/engine/define-resource";
import { statusAttr } from "./roles";

export const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE", "OPTIONS"] as const;

/** §3 permission (/system/permission): one per screen; its interface URLs are a sub-list of its detail. */
export const permissions = defineResource({
  name: "permissions", permission: "permission", titleKey: "menu.permission", basePath: "/system/permission", prefix: "sysPermission",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true, detail: false },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    mark: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    menuName: { labelKey: "sysPermission.menu", column: true },
    menuId: { labelKey: "sysPermission.menu", detail: false, field: "select", required: true, dynamic: true },
    status: statusAttr,
    actions: { field: "text", maxLength: 300, descriptionKey: "sysPermission.actionsHint" },
    description: { column: true, kind: "ellipsis", field: "textarea", maxLength: 200 },
  },
  order: { detail: ["name", "mark", "menuName", "actions"] },
});

/** Interface URLs of one permission (its detail's sub-list, with add and delete). */
export const permissionUrls = defineResource({
  name: "permissionUrls", permission: "permission", titleKey: "sysPermission.urls", basePath: "/system/permission", prefix: "sysPermission",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" }, detail: false,
  attrs: {
    name: { labelKey: "sysPermission.urlName", column: true, field: "text", required: true, maxLength: 50 },
    method: { column: true, values: HTTP_METHODS, rawValues: true, sortable: true, filter: "select", field: "select", required: true },
    url: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 200, descriptionKey: "sysMenu.pathHint" },
    path: { column: true, field: "text", maxLength: 200 },
  },
  order: { filters: ["url"] },
});
