import { useFormAnswer } from "./form-answer";
import type { SubmissionResult } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { useTranslation } from "~/i18n/react";
import { RouteModal } from "~/ui/RouteModal";
import { ConfirmForm } from "./ConfirmForm";
import { useListLinks } from "./links";
import type { ResourceDef } from "./types";

type Row = { id: string | number } & Record<string, unknown>;
type ActionData = { result: SubmissionResult<string[]> } | undefined;

/** The delete confirmation of a declared entity; `reasonSchema` with a `reason` field asks for one (§5). */
export function CrudDeleteModal({ resource, schema, withReason }: { resource: ResourceDef; schema: ZodType; withReason?: boolean }) {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Row };
  const actionData = useFormAnswer() as ActionData;
  const links = useListLinks(resource.basePath);
  const label = resource.labelKey ? String(record[resource.labelKey] ?? record.id) : String(record.id);
  return (
    <RouteModal title={`${t("common.deleteTitle", { name: t(resource.titleKey) })} · ${label}`} closeTo={links.list} testId={`${resource.name}-delete`}>
      <ConfirmForm
        id={`${resource.name}-delete-${record.id}`}
        schema={schema}
        lastResult={actionData?.result}
        message={t("common.deleteConfirm")}
        reasonLabel={withReason ? t("common.reason") : undefined}
        submitLabel={t("common.delete")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}
