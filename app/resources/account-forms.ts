/** The form schemas of ./account.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { isEmail } from "~/lib/validators";
import { optionalChecked, requiredText, uploadedFile } from "./schema-helpers";
import { AVATAR_UPLOAD, MESSAGE_CHANNELS, MESSAGE_LEVELS } from "./account";

export const baseInfoSchema = z.object({
  name: requiredText(30),
  email: optionalChecked(100, isEmail, "validation.email"),
});

export const avatarSchema = z.object({
  avatar: uploadedFile({ types: AVATAR_UPLOAD.types, maxBytes: AVATAR_UPLOAD.maxBytes, requiredKey: "account.avatarRequired" }),
});

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
