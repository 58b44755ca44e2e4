import { defineResource } from "~/engine/define-resource";

/** §3 Package (/config/package). */
export const packages = defineResource({
  name: "packages", permission: "package", titleKey: "menu.package", basePath: "/config/package", prefix: "cfgPackage",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    nameEn: { column: true, filter: "text", field: "text", required: true, maxLength: 50 },
    years: { column: true, sortable: true, field: "number", required: true },
    deviceCount: { column: true, kind: "number" },
  },
});
