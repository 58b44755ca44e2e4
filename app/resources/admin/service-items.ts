import { defineResource } from "~/engine/define-resource";

/** §3 ServiceItem (/config/service). */
export const serviceItems = defineResource({
  name: "serviceItems", permission: "serviceItem", titleKey: "menu.serviceItem", basePath: "/config/service", prefix: "cfgService",
  labelKey: "name", defaultSort: { field: "orderNo", order: "ascend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    key: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    parentId: { filter: "select", dynamic: true, field: "select" },
    parentName: { column: true },
    childCount: { column: true, kind: "number", detail: false },
    orderNo: { column: true, sortable: true, field: "number" },
    description: { field: "textarea", maxLength: 200 },
  },
  // The tree's root link lists the top-level items.
  extraFilterParams: ["topLevel"],
});
