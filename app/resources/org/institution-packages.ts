import { defineResource } from "~/engine/define-resource";

/** The service packages of an institution's devices. */
export const institutionPackages = defineResource({
  name: "institutionPackages", permission: "institutionList", titleKey: "institution.tab.packages", basePath: "/institution/list", prefix: "institutionPackage",
  defaultSort: { field: "deviceCount", order: "descend" },
  attrs: {
    name: { column: true },
    years: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number", sortable: true },
    validCount: { column: true, kind: "number" },
    firstExpiry: { column: true, kind: "date", sortable: true },
  },
});
