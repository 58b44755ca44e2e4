import { defineResource } from "~/engine/define-resource";
import { onOffSwitch, secretInput } from "../attrs";

/** §3 PushAccount (/integration/push-account). */
export const pushAccounts = defineResource({
  name: "pushAccounts", permission: "pushAccount", titleKey: "menu.pushAccount", basePath: "/integration/push-account", prefix: "pushAcct",
  labelKey: "username", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    username: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    type: { column: true, values: ["INSTITUTION", "REGION", "PLATFORM"], filter: "select", field: "select", required: true },
    protocol: { column: true, values: ["HTTP", "HTTPS", "MQTT"], filter: "select", field: "select", required: true },
    url: { column: true, kind: "ellipsis", filter: "text", field: "text", required: true, maxLength: 500 },
    password: secretInput,
    certificatePath: { ...secretInput, maxLength: 200 },
    innerService: { ...onOffSwitch, column: true },
    enabled: { ...onOffSwitch, column: true, filter: "select" },
    includeSubInstitutions: onOffSwitch,
    pushSelfTest: onOffSwitch,
    pushEvents: onOffSwitch,
  },
});
