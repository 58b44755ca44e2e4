import { defineResource } from "~/engine/define-resource";

/** Call-for-help codes: one per device of the institution (the code on its cabinet starts a one-click call). */
export const institutionHelpCodes = defineResource({
  name: "institutionHelpCodes", permission: "institutionList", titleKey: "institution.tab.help-codes", basePath: "/institution/list", prefix: "institutionHelpCode",
  defaultSort: { field: "sn", order: "ascend" },
  attrs: {
    code: { column: true },
    sn: { column: true, sortable: true, filter: "text", maxLength: 32 },
    address: { column: true, kind: "ellipsis" },
    callCount: { column: true, kind: "number", sortable: true },
  },
});
