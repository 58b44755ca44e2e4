import { defineResource } from "~/engine/define-resource";
import { onOffSwitch, secretInput } from "../attrs";

/** §3 ExternalInterface (/integration/interface). */
export const externalInterfaces = defineResource({
  name: "externalInterfaces", permission: "externalInterface", titleKey: "menu.externalInterface", basePath: "/integration/interface", prefix: "extIf",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    kind: { column: true, sortable: true, values: ["ERP", "PUBLIC"], filter: "select", field: "select", required: true },
    appKey: { column: true, filter: "text", field: "text", required: true, maxLength: 40 },
    appSecret: secretInput,
    url: { column: true, kind: "ellipsis", field: "text", maxLength: 500 },
    enabled: { ...onOffSwitch, column: true, filter: "select" },
    description: { field: "textarea", maxLength: 200 },
  },
});
