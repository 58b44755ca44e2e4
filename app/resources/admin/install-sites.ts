import { defineResource } from "~/engine/define-resource";

/** §3 install site (name, anker code): a list with add, edit and delete modals; its detail shows the columns. */
export const installSites = defineResource({
  name: "installSites", permission: "installSite", titleKey: "menu.installSite", basePath: "/config/install-site", prefix: "installSite",
  labelKey: "name", defaultSort: { field: "lastModifiedDate", order: "descend" }, detail: false,
  attrs: {
    id: { column: true, sortable: true },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    ankerCode: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20, descriptionKey: "installSite.ankerCodeHint" },
    lastModifiedBy: { labelKey: "common.lastModifiedBy", column: true },
    lastModifiedDate: { labelKey: "common.lastModifiedDate", column: true, kind: "datetime", sortable: true },
  },
});
