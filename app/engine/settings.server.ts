import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { $ZodType as ZodType } from "zod/v4/core";
import { requirePermission } from "~/auth/user.server";
import type { TableCalls } from "~/platform/table.server";
import { formToBody } from "~/resources/schema-helpers";
import { loadOrFail } from "./errors.server";
import { formAction } from "./mutations.server";
import type { FieldDef } from "./types";

/** A settings form over one platform row (global config, a solution's config): read with mark.get, saved with mark.edit. */
export interface SettingsConfig {
  permission: string;
  calls: TableCalls<unknown>;
  /** The row's id (the platform keeps one). */
  id: string;
  fields: readonly FieldDef[];
  schema: ZodType;
  /** i18n key of the success notice. */
  savedMessage: string;
  /** Where the form lives (the action redirects back to it). */
  path: string;
}

export async function settingsLoader({ request }: LoaderFunctionArgs, config: SettingsConfig) {
  const user = await requirePermission(request, `${config.permission}.get`);
  return json({ record: (await loadOrFail(request, () => config.calls.get(user.platform, config.id))) as Record<string, unknown> });
}

export function settingsAction(args: ActionFunctionArgs, config: SettingsConfig) {
  const numbers = config.fields.filter((field) => field.kind === "number").map((field) => field.name);
  const checkboxes = config.fields.filter((field) => field.kind === "checkbox").map((field) => field.name);
  return formAction(args, {
    permission: `${config.permission}.edit`,
    schema: config.schema,
    run: ({ user }, value) => config.calls.update(user.platform, config.id, formToBody(value as Record<string, unknown>, checkboxes, numbers)),
    successMessage: config.savedMessage,
    redirectTo: () => config.path,
  });
}
