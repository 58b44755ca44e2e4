import type { FieldDef } from "~/engine/types";
import { UPLOAD_KINDS } from "~/lib/uploads";

/** The base-info form of account settings (§3 account base info). */
export const baseInfoFields: readonly FieldDef[] = [
  { name: "name", labelKey: "account.name", kind: "text", required: true, maxLength: 30 },
  { name: "email", labelKey: "account.email", kind: "text", maxLength: 100 },
];

/** §2 avatar: one picture of at most 2M (§5 small images), stored with POST /v1/oss-files. */
export const AVATAR_UPLOAD = UPLOAD_KINDS["small-image"];

export const avatarFields: readonly FieldDef[] = [
  {
    name: "avatar",
    labelKey: "account.avatar",
    kind: "file",
    required: true,
    accept: AVATAR_UPLOAD.types.map((type) => `.${type}`).join(","),
    descriptionKey: "account.avatarHint",
  },
];

export const MESSAGE_CHANNELS = ["sms", "voice", "email", "inApp"] as const;

export const MESSAGE_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;

/**
 * §2 notification: whether messages come at all (message-accept-config), by which channels and from which levels
 * (message-config), and about which events (message-event-config, choices from the loader).
 */
export const notificationFields: readonly FieldDef[] = [
  { name: "accept", labelKey: "account.messageAccept", kind: "checkbox", descriptionKey: "account.messageAcceptHint" },
  { name: "channels", labelKey: "account.messageChannels", kind: "checkboxes", options: MESSAGE_CHANNELS, enumKey: "account.channelValues" },
  { name: "levels", labelKey: "account.messageLevels", kind: "checkboxes", options: MESSAGE_LEVELS, enumKey: "account.levelValues" },
  { name: "events", labelKey: "account.messageEvents", kind: "checkboxes", dynamic: true, descriptionKey: "account.messageEventsHint" },
];
