import * as z from "zod/mini";
import type { FieldDef } from "~/engine/types";
import { isEmail } from "~/lib/validators";
import { UPLOAD_KINDS } from "~/lib/uploads";
import { optionalChecked, requiredText, uploadedFile } from "./schema-helpers";

/** The base-info form of account settings (§3 account base info). */
export const baseInfoFields: readonly FieldDef[] = [
  { name: "name", labelKey: "account.name", kind: "text", required: true, maxLength: 30 },
  { name: "email", labelKey: "account.email", kind: "text", maxLength: 100 },
];

export const baseInfoSchema = z.object({
  name: requiredText(30),
  email: optionalChecked(100, isEmail, "validation.email"),
});

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
export const avatarSchema = z.object({
  avatar: uploadedFile({ types: AVATAR_UPLOAD.types, maxBytes: AVATAR_UPLOAD.maxBytes, requiredKey: "account.avatarRequired" }),
});

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

const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.array(z.enum(values))),
    z.transform((value) => value ?? []),
  );

export const notificationSchema = z
  .object({
    accept: z.optional(z.literal("on")),
    channels: choices(MESSAGE_CHANNELS),
    levels: choices(MESSAGE_LEVELS),
    events: z.pipe(
      z.optional(z.array(z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,49}$/)))),
      z.transform((value) => value ?? []),
    ),
  })
  .check(
    // Receiving messages by no channel, or of no level, is receiving none: say so rather than save it.
    z.refine((value) => !value.accept || value.channels.length > 0, { message: "account.channelRequired", path: ["channels"] }),
    z.refine((value) => !value.accept || value.levels.length > 0, { message: "account.levelRequired", path: ["levels"] }),
  );
