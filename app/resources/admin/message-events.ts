import { defineResource } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";

const EVENT_ENTITIES = ["DEVICE", "VOLUNTEER", "INSTITUTION", "SYSTEM"] as const;

const TIMED_TYPES = ["REAL_TIME", "ON_TIME"] as const;

const EVENT_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;

const levelTones: Record<string, Tone> = { COMMON: "gray", WARNING: "orange", SERIOUS: "red" };

/** §3 MessageEvent (/config/message-event). */
export const messageEvents = defineResource({
  name: "messageEvents", permission: "messageEvent", titleKey: "menu.messageEvent", basePath: "/config/message-event", prefix: "cfgEvent",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    code: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    entity: { column: true, sortable: true, values: EVENT_ENTITIES, filter: "select", field: "select", required: true },
    timedType: { column: true, values: TIMED_TYPES, filter: "select", field: "select", required: true },
    level: { column: true, sortable: true, values: EVENT_LEVELS, tones: levelTones, filter: "select", field: "select", required: true },
    smsTemplate: { field: "textarea", maxLength: 200 },
    vmsTemplate: { field: "textarea", maxLength: 200 },
    emailTemplate: { field: "textarea", maxLength: 500 },
    contentTemplate: { field: "textarea", maxLength: 500 },
  },
});
