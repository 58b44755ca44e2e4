import { useFormAnswer } from "~/engine/form-answer";
import type { SubmissionResult } from "@conform-to/react";
import { Text } from "~/ui/mantine";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DeleteWithReasonModal } from "~/engine/DeleteWithReasonModal";
import { useListLinks } from "~/engine/links";
import { ResourceForm } from "~/engine/ResourceForm";
import { formatFileSize } from "~/engine/values";
import type { SmartLock } from "~/platform/peripherals.server";
import { deleteReasonSchema } from "~/resources/firmware-forms";
import { smartLocks } from "~/resources/device/smart-locks";
import { smartLockSchema } from "~/resources/smart-locks-forms";
import { RouteModal } from "~/ui/RouteModal";

type ActionData = { result: SubmissionResult<string[]> } | undefined;
/** The save modal: add (no record) or edit. */
export function SmartLockFormModal({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const loaded = useLoaderData() as { record?: SmartLock };
  const actionData = useFormAnswer() as ActionData;
  const links = useListLinks(smartLocks.basePath);
  const record = mode === "edit" ? loaded.record : undefined;
  return (
    <RouteModal title={record ? t("smartLock.editTitle", { mac: record.macAddress }) : t("smartLock.addTitle")} closeTo={links.list} testId="lock-form">
      <ResourceForm
        id={record ? `lock-edit-${record.id}` : "lock-new"}
        fields={smartLocks.fields ?? []}
        schema={smartLockSchema}
        mode={mode}
        lastResult={actionData?.result}
        defaultValue={record ? { serialNumber: record.serialNumber, macAddress: record.macAddress, bindDeviceSn: record.bindDeviceSn ?? "", description: record.description ?? "" } : undefined}
        cancelTo={links.list}
      >
        {record?.lockFile?.name && (
          <Text size="sm" c="dimmed">
            {t("smartLock.currentFile", { name: record.lockFile.name, size: formatFileSize(record.lockFile.size) })} · {t("smartLock.keepFile")}
          </Text>
        )}
      </ResourceForm>
    </RouteModal>
  );
}

/** The delete modal: a reason is required (§5). */
export function SmartLockDeleteModal() {
  const { t } = useTranslation();
  return (
    <DeleteWithReasonModal<SmartLock>
      resource={smartLocks}
      schema={deleteReasonSchema}
      title={(record) => t("smartLock.deleteTitle", { mac: record.macAddress })}
      messageKey="smartLock.deleteConfirm"
      reasonLabelKey="smartLock.deleteReason"
      testId="lock-delete"
    />
  );
}
