import { defineResource } from "~/engine/define-resource";
import { ON_OFF } from "../attrs";

/** An institution's or agency's administrators: the console users placed there or holding a role tied to it. */
export const orgAdmins = defineResource({
  name: "orgAdmins", permission: "institutionList", titleKey: "institution.tab.admins", basePath: "/institution/list", prefix: "institutionAdmin",
  defaultSort: { field: "id", order: "ascend" },
  attrs: {
    username: { column: true, filter: "text", maxLength: 20 },
    name: { column: true },
    phoneNumber: { column: true },
    roleName: { column: true },
    active: { column: true, values: ON_OFF },
    lastLoginDate: { column: true, kind: "datetime" },
  },
});
