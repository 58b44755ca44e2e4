import type { SubmissionResult } from "@conform-to/react";
import { Button, Text } from "@mantine/core";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { useListLinks } from "~/engine/links";
import { ResourceForm } from "~/engine/ResourceForm";
import { ResourceList } from "~/engine/ResourceList";
import { formatFileSize } from "~/engine/values";
import type { ListParams } from "~/lib/list-params";
import type { SmartLock } from "~/platform/peripherals.server";
import { deleteReasonSchema } from "~/resources/firmware";
import { LOCK_TABS, smartLockSchema, smartLocks } from "~/resources/smart-locks";
import { useCan } from "~/ui/console-data";
import { RouteModal } from "~/ui/RouteModal";

type ActionData = { result: SubmissionResult<string[]> } | undefined;

/** The smart-lock list with its tabs (links carrying ?tab=, so they work without JavaScript). */
export function SmartLockListPage() {
  const data = useLoaderData() as { rows: SmartLock[]; total: number; params: ListParams; filterErrors: Record<string, string> };
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(smartLocks.basePath);
  const current = data.params.filters.tab ?? "ALL";
  const canEdit = can("smartLock.edit");
  const canDelete = can("smartLock.delete");
  return (
    <ResourceList<SmartLock>
      resource={smartLocks}
      data={data}
      toolbar={
        can("smartLock.add") && (
          <Button component={Link} to={links.child("new")} preventScrollReset data-testid="lock-add">
            {t("common.add")}
          </Button>
        )
      }
      rowActions={
        canEdit || canDelete
          ? (row) => (
              <>
                {canEdit && (
                  <Link to={links.child(`${row.id}/edit`)} preventScrollReset>
                    {t("common.edit")}
                  </Link>
                )}
                {canDelete && (
                  <Link to={links.child(`${row.id}/delete`)} className="danger" preventScrollReset>
                    {t("common.delete")}
                  </Link>
                )}
              </>
            )
          : undefined
      }
    >
      <nav className="detail-tabs resource-card" style={{ order: -1, marginBottom: 0, paddingTop: 8, paddingBottom: 0 }} aria-label={t("smartLock.tabs")} data-testid="lock-tabs">
        {LOCK_TABS.map((tab) => (
          <Link key={tab} to={tab === "ALL" ? smartLocks.basePath : `${smartLocks.basePath}?tab=${tab}`} aria-current={tab === current ? "page" : undefined}>
            {t(`smartLock.tab.${tab}`)}
          </Link>
        ))}
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
  const { record } = useLoaderData() as { record: SmartLock };
  const actionData = useActionData() as ActionData;
  const links = useListLinks(smartLocks.basePath);
  return (
    <RouteModal title={t("smartLock.deleteTitle", { mac: record.macAddress })} closeTo={links.list} testId="lock-delete">
      <ConfirmForm
        id={`lock-delete-${record.id}`}
        schema={deleteReasonSchema}
        lastResult={actionData?.result}
        message={t("smartLock.deleteConfirm")}
        reasonLabel={t("smartLock.deleteReason")}
        submitLabel={t("common.delete")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}
