import { defineResource } from "~/engine/define-resource";

/** §3 Contract (/contract/list). */
export const contracts = defineResource({
  name: "contracts", permission: "contractList", titleKey: "menu.contractList", basePath: "/contract/list", prefix: "contract",
  labelKey: "name", defaultSort: { field: "signDate", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    number: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    signer: { column: true, filter: "text", field: "text", required: true, maxLength: 20 },
    signerPhone: { field: "text", maxLength: 11 },
    partyA: { column: true, filter: "text", field: "text", required: true, maxLength: 50 },
    partyB: { column: true, field: "text", required: true, maxLength: 50 },
    contact: { field: "text", maxLength: 20 },
    contactPhone: { field: "text", maxLength: 11 },
    signDate: { column: true, kind: "date", sortable: true, field: "date", required: true },
    file: { kind: "file", field: "file", descriptionKey: "cfgCommon.fileHint", accept: ".pdf,.doc,.docx,.jpg,.jpeg,.png" },
    remark: { field: "textarea", maxLength: 200 },
  },
});
