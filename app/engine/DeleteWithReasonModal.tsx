import { useFormAnswer } from "./form-answer";
import type { SubmissionResult } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { $ZodType as ZodType } from "zod/v4/core";
import { RouteModal } from "~/ui/RouteModal";
import { ConfirmForm } from "./ConfirmForm";
import { useListLinks } from "./links";
import type { ResourceDef } from "./types";

/** A delete modal route asking for a reason (§5 'Deletion reason is required'), over the list it came from. */
export function DeleteWithReasonModal<Row extends { id: string | number }>({
  resource,
  schema,
  title,
  messageKey,
  reasonLabelKey,
  testId,
}: {
  resource: ResourceDef;
  schema: ZodType;
  title: (record: Row) => string;
  messageKey: string;
  reasonLabelKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Row };
  const actionData = useFormAnswer() as { result: SubmissionResult<string[]> } | undefined;
  const links = useListLinks(resource.basePath);
  return (
    <RouteModal title={title(record)} closeTo={links.list} testId={testId}>
      <ConfirmForm
        id={`${resource.name}-delete-${record.id}`}
        schema={schema}
        lastResult={actionData?.result}
        message={t(messageKey)}
        reasonLabel={t(reasonLabelKey)}
        submitLabel={t("common.delete")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}
