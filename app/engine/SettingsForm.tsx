import { useFormAnswer } from "./form-answer";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { useCan } from "~/ui/console-data";
import { formDefaults } from "./record-values";
import type { FormActionData } from "./mutations.server";
import { ResourceForm } from "./ResourceForm";
import type { FieldDef } from "./types";

/** The settings form of a settingsLoader/settingsAction route: read-only (disabled) without mark.edit. */
export function SettingsForm({ id, titleKey, permission, fields, schema, path }: { id: string; titleKey: string; permission: string; fields: readonly FieldDef[]; schema: ZodType; path: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const { record } = useLoaderData() as { record: Record<string, unknown> };
  const actionData = useFormAnswer() as FormActionData | undefined;
  return (
    <section className="resource-card" data-testid={id} style={{ maxWidth: 720 }}>
      <h1 style={{ marginTop: 0, fontSize: 20 }}>{t(titleKey)}</h1>
      <fieldset disabled={!can(`${permission}.edit`)} style={{ border: 0, padding: 0, margin: 0 }}>
        <ResourceForm id={id} fields={fields} schema={schema} mode="edit" lastResult={actionData?.result} defaultValue={formDefaults(fields, record)} cancelTo={path} />
      </fieldset>
    </section>
  );
}
