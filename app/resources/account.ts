import * as z from "zod/mini";
import type { FieldDef } from "~/engine/types";
import { isEmail } from "~/lib/validators";
import { optionalChecked, requiredText } from "./schema-helpers";

/** The base-info form of account settings (§3 account base info). */
export const baseInfoFields: readonly FieldDef[] = [
  { name: "name", labelKey: "account.name", kind: "text", required: true, maxLength: 30 },
  { name: "email", labelKey: "account.email", kind: "text", maxLength: 100 },
];

export const baseInfoSchema = z.object({
  name: requiredText(30),
  email: optionalChecked(100, isEmail, "validation.email"),
});
