import { Button } from "@mantine/core";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { addMaintenanceRecord, addRepairRecord, handleRepairRecord, listDeviceRecords } from "~/platform/device-detail.server";
import { handleContentSchema, maintenanceSchema, repairSchema } from "~/resources/device-actions";
import { OPERATION_KINDS, operationRecords } from "~/resources/device-records";
import { useCan } from "~/ui/console-data";
import { RowEditModal, useParamLink, withoutParam } from "~/ui/device/RowEditModal";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceRecord.operation.${args.params.kind}`);


export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.get");
  const id = recordId(params);
  const kind = kindParam(OPERATION_KINDS, params.kind);
  const { records, resource } = operationRecords[kind];
  return json({ kind, ...(await loadList(request, resource, (ctx, listParams) => listDeviceRecords(ctx, id, records, listParams), user)) });
}

/** Add a repair or maintenance record (?add=1), and write the handling of a repair record (?handle=<id>). */
export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "add-repair": {
        permission: "deviceList.add",
        schema: repairSchema,
        run: ({ user, params }, value) => addRepairRecord(user.platform, recordId(params), (value as { content: string }).content),
        successMessage: "common.added",
      },
      "add-maintenance": {
        permission: "deviceList.add",
        schema: maintenanceSchema,
        run: ({ user, params }, value) => addMaintenanceRecord(user.platform, recordId(params), (value as { content: string }).content),
        successMessage: "common.added",
      },
      handle: {
        permission: "deviceList.edit",
        schema: handleContentSchema,
        run: ({ user }, value) => {
          const { recordId: id, handleContent } = value as { recordId: string; handleContent: string };
          return handleRepairRecord(user.platform, id, handleContent);
        },
        successMessage: "deviceAction.handled",
      },
    },
    ({ request }) => withoutParam(withoutParam(request.url, "handle"), "add"),
  );

const contentFields = [{ name: "content", labelKey: "deviceRecord.content", kind: "textarea", required: true, maxLength: 200 }] as const;
const handleFields = [{ name: "handleContent", labelKey: "deviceRecord.handleContent", kind: "textarea", required: true, maxLength: 200 }] as const;

export default function DeviceOperationRecords() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const withParam = useParamLink();
  const addable = data.kind !== "inspection" && can("deviceList.add");
  const handling = data.kind === "repair" ? (data.rows.find((row) => String(row.id) === search.get("handle")) as Record<string, unknown> | undefined) : undefined;
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
        data.kind === "repair" && can("deviceList.edit")
          ? (row: Record<string, unknown>) => (
              <Link to={withParam("handle", String(row.id))} preventScrollReset>
                {t("deviceAction.handle")}
              </Link>
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
      {handling && can("deviceList.edit") && (
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
    </ResourceList>
  );
}
