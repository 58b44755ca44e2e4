import { useFormAnswer } from "~/engine/form-answer";
import { Button } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { addMaintenanceRecord, addRepairRecord, deleteMaintenanceRecord, getMaintenanceRecord, handleRepairRecord, listDeviceRecords, updateMaintenanceRecord } from "~/platform/device-detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { handleContentSchema, maintenanceEditSchema, maintenanceSchema, recordIdSchema, repairSchema } from "~/resources/device-actions";
import { OPERATION_KINDS, operationRecords } from "~/resources/device/device-records";
import { useCan } from "~/ui/console-data";
import { RowEditModal, useParamLink, withoutParam } from "~/ui/device/RowEditModal";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceRecord.operation.${args.params.kind}`);


export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const kind = kindParam(OPERATION_KINDS, params.kind);
  const { records, resource } = operationRecords[kind];
  // A maintenance record being edited (?edit=<id>) is read as stored (§7 GET /v1/device-maintain-records/{id}), and
  // only when it is this device's.
  const editId = kind === "maintenance" ? new URL(request.url).searchParams.get("edit") : null;
  const [list, editing] = await Promise.all([
    loadList(request, resource, (ctx, listParams) => listDeviceRecords(ctx, id, records, listParams), user),
    editId && /^\d{1,18}$/.test(editId) && user.can(DEVICE_MARKS.settings) ? loadOrFail(request, () => getMaintenanceRecord(user.platform, editId)) : null,
  ]);
  return json({ kind, ...list, editing: editing && String(editing.deviceId) === id ? editing : null });
}

/**
 * Add a repair or maintenance record (?add=1), write the handling of a repair record (?handle=<id>), edit or
 * delete a maintenance record (?edit=<id>, ?delete=<id>; §7 PUT and DELETE /v1/device-maintain-records).
 */
export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "add-repair": {
        permission: DEVICE_MARKS.addRecord,
        schema: repairSchema,
        run: ({ user, params }, value) => addRepairRecord(user.platform, recordId(params), (value as { content: string }).content),
        successMessage: "common.added",
      },
      "add-maintenance": {
        permission: DEVICE_MARKS.addRecord,
        schema: maintenanceSchema,
        run: ({ user, params }, value) => addMaintenanceRecord(user.platform, recordId(params), (value as { content: string }).content),
        successMessage: "common.added",
      },
      handle: {
        permission: DEVICE_MARKS.settings,
        schema: handleContentSchema,
        run: ({ user }, value) => {
          const { recordId: id, handleContent } = value as { recordId: string; handleContent: string };
          return handleRepairRecord(user.platform, id, handleContent);
        },
        successMessage: "deviceAction.handled",
      },
      "edit-maintenance": {
        permission: DEVICE_MARKS.settings,
        schema: maintenanceEditSchema,
        run: ({ user }, value) => {
          const { recordId: id, content } = value as { recordId: string; content: string };
          return updateMaintenanceRecord(user.platform, id, content);
        },
        successMessage: "common.saved",
      },
      "delete-maintenance": {
        permission: DEVICE_MARKS.settings,
        schema: recordIdSchema,
        run: ({ user }, value) => deleteMaintenanceRecord(user.platform, (value as { recordId: string }).recordId),
        successMessage: "common.deleted",
      },
    },
    ({ request }) => ["handle", "add", "edit", "delete"].reduce(withoutParam, request.url),
  );

const contentFields = [{ name: "content", labelKey: "deviceRecord.content", kind: "textarea", required: true, maxLength: 200 }] as const;
const handleFields = [{ name: "handleContent", labelKey: "deviceRecord.handleContent", kind: "textarea", required: true, maxLength: 200 }] as const;

export default function DeviceOperationRecords() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const withParam = useParamLink();
  const addable = data.kind !== "inspection" && can(DEVICE_MARKS.addRecord);
  const rowFor = (param: string) => data.rows.find((row) => String(row.id) === search.get(param)) as Record<string, unknown> | undefined;
  const handling = data.kind === "repair" ? rowFor("handle") : undefined;
  const maintenance = data.kind === "maintenance" && can(DEVICE_MARKS.settings);
  const editing = maintenance ? data.editing : undefined;
  const deleting = maintenance ? rowFor("delete") : undefined;
  const addIntent = data.kind === "repair" ? "add-repair" : "add-maintenance";
  return (
    <ResourceList
      key={data.kind}
      resource={operationRecords[data.kind].resource}
      data={data as never}
      toolbar={
        addable && (
          <Button component={Link} to={withParam("add", "1")} preventScrollReset data-testid="record-add">
            {t(`deviceRecord.add.${data.kind}`)}
          </Button>
        )
      }
      rowActions={
        data.kind === "repair" && can(DEVICE_MARKS.settings)
          ? (row: Record<string, unknown>) => (
              <Link to={withParam("handle", String(row.id))} preventScrollReset>
                {t("deviceAction.handle")}
              </Link>
            )
          : maintenance
            ? (row: Record<string, unknown>) => (
                <>
                  <Link to={withParam("edit", String(row.id))} preventScrollReset>
                    {t("common.edit")}
                  </Link>
                  <Link to={withParam("delete", String(row.id))} className="danger" preventScrollReset>
                    {t("common.delete")}
                  </Link>
                </>
              )
            : undefined
      }
    >
      {addable && search.get("add") && (
        <RowEditModal
          param="add"
          intent={addIntent}
          recordId="0"
          title={t(`deviceRecord.add.${data.kind}`)}
          fields={contentFields}
          schema={data.kind === "repair" ? repairSchema : maintenanceSchema}
          defaultValue={{}}
          lastResult={actionData?.result}
          testId="record-add-form"
        />
      )}
      {handling && can(DEVICE_MARKS.settings) && (
        <RowEditModal
          param="handle"
          intent="handle"
          recordId={String(handling.id)}
          title={t("deviceAction.handleTitle", { id: handling.id })}
          fields={handleFields}
          schema={handleContentSchema}
          defaultValue={{ handleContent: handling.handleContent ? String(handling.handleContent) : undefined }}
          lastResult={actionData?.result}
          testId="record-handle"
        />
      )}
      {editing && (
        <RowEditModal
          param="edit"
          intent="edit-maintenance"
          recordId={String(editing.id)}
          title={t("deviceRecord.editMaintenance", { id: editing.id })}
          fields={contentFields}
          schema={maintenanceEditSchema}
          defaultValue={{ content: editing.content ? String(editing.content) : undefined }}
          lastResult={actionData?.result}
          testId="record-edit-form"
        />
      )}
      {deleting && (
        <RowEditModal
          param="delete"
          intent="delete-maintenance"
          recordId={String(deleting.id)}
          title={t("deviceRecord.deleteMaintenance", { id: deleting.id })}
          fields={[]}
          schema={recordIdSchema}
          defaultValue={{}}
          lastResult={actionData?.result}
          testId="record-delete-form"
          submitLabel={t("common.delete")}
        />
      )}
    </ResourceList>
  );
}
