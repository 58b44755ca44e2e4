import { defineResource } from "~/engine/define-resource";
import { ON_OFF } from "../attrs";

/** §3 menu entry (/system/menu), edited as a tree (indented rows in their order; the parent is a select). */
export const menus = defineResource({
  name: "menus", permission: "menu", titleKey: "menu.menu", basePath: "/system/menu", prefix: "sysMenu",
  labelKey: "name", defaultSort: { field: "orderNo", order: "ascend" }, sortById: false, extraSortFields: ["orderNo"],
  attrs: {
    parentId: { labelKey: "sysMenu.parent", detail: false, field: "select", dynamic: true },
    name: { column: true, field: "text", required: true, maxLength: 30 },
    nameEn: { field: "text", maxLength: 50 },
    mark: { column: true, field: "text", required: true, maxLength: 50 },
    path: { column: true, field: "text", required: true, maxLength: 200, descriptionKey: "sysMenu.pathHint" },
    componentPath: { field: "text", maxLength: 200 },
    redirectPath: { field: "text", maxLength: 200 },
    orderNo: { column: true, kind: "number", field: "number" },
    icon: { column: true, field: "text", maxLength: 30 },
    hideChildrenMenu: { column: true, values: ON_OFF, enumKey: "sysUser.yesNo", field: "checkbox", fieldOptions: false },
  },
});
