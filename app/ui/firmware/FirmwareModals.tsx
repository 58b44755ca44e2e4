import { useFormAnswer } from "~/engine/form-answer";
import { Text } from "~/ui/mantine";
import type { SubmissionResult } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DeleteWithReasonModal } from "~/engine/DeleteWithReasonModal";
import { useListLinks } from "~/engine/links";
import { ResourceForm } from "~/engine/ResourceForm";
import { formatFileSize } from "~/engine/values";
import type { Firmware } from "~/platform/firmware.server";
import { firmwareResources, type FirmwareKindName } from "~/resources/device/firmware";
import { firmwareDeleteSchema, firmwareFormSchema } from "~/resources/firmware-forms";
import { RouteModal } from "~/ui/RouteModal";

type ActionData = { result: SubmissionResult<string[]> } | undefined;
/** Add (no record) or edit (the loader's record) firmware of one kind, as a modal over its list. */
export function FirmwareFormModal({ kind, mode }: { kind: FirmwareKindName; mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const loaded = useLoaderData() as { record?: Firmware };
  const actionData = useFormAnswer() as ActionData;
  const resource = firmwareResources[kind];
  const links = useListLinks(resource.basePath);
  const record = mode === "edit" ? loaded.record : undefined;
  return (
    <RouteModal title={record ? t("firmware.editTitle", { version: record.version }) : t("firmware.addTitle")} closeTo={links.list} testId="firmware-form">
      <ResourceForm
        id={record ? `firmware-edit-${record.id}` : `firmware-new-${kind}`}
        fields={resource.fields ?? []}
        schema={firmwareFormSchema(mode, kind)}
        mode={mode}
        lastResult={actionData?.result}
        defaultValue={record ? { version: record.version, description: record.description ?? "" } : undefined}
        cancelTo={links.list}
      >
        {record?.file?.name && (
          <Text size="sm" c="dimmed">
            {t("firmware.currentFile", { name: record.file.name, size: formatFileSize(record.file.size) })} · {t("firmware.keepFile")}
          </Text>
        )}
      </ResourceForm>
    </RouteModal>
  );
}

/** §5: deleting firmware asks for a reason. */
export function FirmwareDeleteModal({ kind }: { kind: FirmwareKindName }) {
  const { t } = useTranslation();
  return (
    <DeleteWithReasonModal<Firmware>
      resource={firmwareResources[kind]}
      schema={firmwareDeleteSchema}
      title={(record) => t("firmware.deleteTitle", { version: record.version })}
      messageKey="firmware.deleteConfirm"
      reasonLabelKey="firmware.deleteReason"
      testId="firmware-delete"
    />
  );
}
