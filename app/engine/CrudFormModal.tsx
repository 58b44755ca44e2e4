import { useFormAnswer } from "./form-answer";
import type { SubmissionResult } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { useTranslation } from "~/i18n/react";
import { RouteModal } from "~/ui/RouteModal";
import { useListLinks } from "./links";
import { formDefaults, storedFileHref } from "./record-values";
import { ResourceForm } from "./ResourceForm";
import type { FieldDef, FilterOption, ResourceDef } from "./types";

type Row = { id: string | number } & Record<string, unknown>;
type ActionData = { result: SubmissionResult<string[]>; retype?: string[] } | undefined;

/** The add or edit modal of a declared entity, over its list. */
export function CrudFormModal({
  resource,
  schema,
  mode,
  fields: ownFields,
  defaults,
  children,
}: {
  resource: ResourceDef;
  schema: ZodType;
  mode: "create" | "edit";
  /** Starting values of an add form (e.g. the parent chosen in a tree). */
  defaults?: Record<string, string>;
  /** The form's fields when they differ from the declaration's (an edit that changes less than an add). */
  fields?: readonly FieldDef[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const loaded = useLoaderData() as unknown as { record?: Row; fieldOptions?: Record<string, FilterOption[]>; once?: string };
  const actionData = useFormAnswer() as ActionData;
  const links = useListLinks(resource.basePath);
  const record = mode === "edit" ? loaded.record : undefined;
  const fields = ownFields ?? resource.fields ?? [];
  const name = t(resource.titleKey);
  const currentFiles = record
    ? Object.fromEntries(
        fields
          .filter((field) => field.kind === "file")
          .map((field) => {
            const href = storedFileHref(record[field.name]);
            return [field.name, href ? { href, label: t(field.labelKey) } : undefined];
          }),
      )
    : undefined;
  return (
    <RouteModal title={record ? t("common.editTitle", { name }) : t("common.addTitle", { name })} closeTo={links.list} size="lg" testId={`${resource.name}-form`}>
      <ResourceForm
        id={record ? `${resource.name}-edit-${record.id}` : `${resource.name}-new`}
        fields={fields}
        schema={schema}
        mode={mode}
        lastResult={actionData?.result}
        defaultValue={{ ...formDefaults(fields, record), ...defaults }}
        fieldOptions={loaded.fieldOptions}
        currentFiles={currentFiles}
        retype={actionData?.retype}
        once={mode === "create" ? loaded.once : undefined}
        cancelTo={links.list}
      >
        {children}
      </ResourceForm>
    </RouteModal>
  );
}
