import { defineResource, type Attr } from "~/engine/define-resource";

/** §4 role types, and which of institution / area / agency each one needs (§5). */
export const ROLE_TYPES = ["SYSTEM", "INSTITUTION", "REGION", "DEVICE", "OPERATION", "AGENCY"] as const;

/** A role's or a permission's status (1 on, 0 off): a toned column, a select filter and a required select. */
export const statusAttr: Attr = {
  column: true, values: ["1", "0"], enumKey: "sysRole.statuses", tones: { "1": "green", "0": "gray" }, filter: "select", field: "select", required: true,
};

/** §3 role (/system/role): mark ROLE_X, type with its §5 companion, status. */
export const roles = defineResource({
  name: "roles", permission: "role", titleKey: "menu.role", basePath: "/system/role", prefix: "sysRole",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true, detail: false },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    mark: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30, descriptionKey: "sysRole.markHint" },
    type: { column: true, values: ROLE_TYPES, enumKey: "sysRole.types", sortable: true, filter: "select", field: "select", required: true, descriptionKey: "sysRole.typeHint" },
    institutionName: { labelKey: "sysRole.institution" },
    areaName: { labelKey: "sysRole.area" },
    agencyName: { labelKey: "sysRole.agency" },
    institutionId: { labelKey: "sysRole.institution", detail: false, field: "select", dynamic: true },
    areaId: { labelKey: "sysRole.area", detail: false, field: "select", dynamic: true },
    agencyId: { labelKey: "sysRole.agency", detail: false, field: "select", dynamic: true },
    status: statusAttr,
    userCount: { column: true, kind: "number" },
    describe: { column: true, kind: "ellipsis", field: "textarea", maxLength: 200 },
    createdDate: { labelKey: "common.createdDate", kind: "datetime" },
    lastModifiedDate: { labelKey: "common.lastModifiedDate", column: true, kind: "datetime", sortable: true, detail: false },
  },
});
