import { defineResource } from "~/engine/define-resource";
import { secretInput } from "../attrs";

/** §3 MqAccount (/integration/mq-account). */
export const mqAccounts = defineResource({
  name: "mqAccounts", permission: "mqAccount", titleKey: "menu.mqAccount", basePath: "/integration/mq-account", prefix: "mqAcct",
  labelKey: "username", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    username: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    password: secretInput,
    queue: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 100, descriptionKey: "mqAcct.queueHint" },
    exchange: { column: true, field: "text", required: true, maxLength: 50 },
    virtualHost: { column: true, field: "text", required: true, maxLength: 50 },
    routeKey: { column: true, field: "text", maxLength: 100 },
  },
});
