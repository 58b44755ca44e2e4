import type { ResourceDef } from "~/engine/types";

/** §3 install site (name, anker code): a list with add, edit and delete modals. */
export const installSites: ResourceDef = {
  name: "installSites",
  permission: "installSite",
  titleKey: "menu.installSite",
  basePath: "/config/install-site",
  idKey: "id",
  labelKey: "name",
  columns: [
    { key: "id", labelKey: "installSite.id", sortable: true },
    { key: "name", labelKey: "installSite.name", sortable: true },
    { key: "ankerCode", labelKey: "installSite.ankerCode", sortable: true },
    { key: "lastModifiedBy", labelKey: "common.lastModifiedBy" },
    { key: "lastModifiedDate", labelKey: "common.lastModifiedDate", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "name", labelKey: "installSite.name", kind: "text", maxLength: 50 },
    { name: "ankerCode", labelKey: "installSite.ankerCode", kind: "text", maxLength: 20 },
  ],
  listSpec: {
    sortFields: ["id", "name", "ankerCode", "lastModifiedDate"],
    defaultSort: { field: "lastModifiedDate", order: "descend" },
    filters: ["name", "ankerCode"],
  },
  fields: [
    { name: "name", labelKey: "installSite.name", kind: "text", required: true, maxLength: 50 },
    { name: "ankerCode", labelKey: "installSite.ankerCode", kind: "text", required: true, maxLength: 20, descriptionKey: "installSite.ankerCodeHint" },
  ],
};
