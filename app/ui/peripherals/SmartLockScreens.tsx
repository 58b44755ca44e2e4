import type { SubmissionResult } from "@conform-to/react";
import { Text } from "~/ui/mantine/Text";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DeleteWithReasonModal, useCrudActions } from "~/engine/CrudActions";
import { useListLinks } from "~/engine/links";
import { ResourceForm } from "~/engine/ResourceForm";
import { ResourceList } from "~/engine/ResourceList";
import { formatFileSize } from "~/engine/values";
import type { ListParams } from "~/lib/list-params";
import type { SmartLock } from "~/platform/peripherals.server";
import { deleteReasonSchema } from "~/resources/firmware";
import { LOCK_TABS, smartLockSchema, smartLocks } from "~/resources/smart-locks";
import { RouteModal } from "~/ui/RouteModal";

type ActionData = { result: SubmissionResult<string[]> } | undefined;

/** The smart-lock list with its tabs (links carrying ?tab=, so they work without JavaScript). */
export function SmartLockListPage() {
  const data = useLoaderData() as { rows: SmartLock[]; total: number; params: ListParams; filterErrors: Record<string, string> };
  const { t } = useTranslation();
  const tab = data.params.filters.tab;
  // An unknown tab is not sent upstream (the engine drops it), so the list is all locks.
  const current = (LOCK_TABS as readonly string[]).includes(tab ?? "") ? tab : "ALL";
  const { toolbar, rowActions } = useCrudActions<SmartLock>(smartLocks, "lock-add");
  return (
    <ResourceList<SmartLock> resource={smartLocks} data={data} toolbar={toolbar} rowActions={rowActions} exportable>
      {/* Tabs that are a query parameter (§7 tabActiveKey), so the route tabs' path matching does not apply. */}
      <nav className="route-tabs resource-card" style={{ order: -1, paddingTop: 8, paddingBottom: 8 }} aria-label={t("smartLock.tabs")} data-testid="lock-tabs">
        <ul>
          {LOCK_TABS.map((tab) => (
            <li key={tab}>
              <Link to={tab === "ALL" ? smartLocks.basePath : `${smartLocks.basePath}?tab=${tab}`} aria-current={tab === current ? "page" : undefined} data-active={tab === current || undefined}>
                {t(`smartLock.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </ResourceList>
  );
}

/** The save modal: add (no record) or edit. */
export function SmartLockFormModal({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const loaded = useLoaderData() as { record?: SmartLock };
  const actionData = useActionData() as ActionData;
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
