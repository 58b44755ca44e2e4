import { useFormAnswer } from "~/engine/form-answer";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { FormRefusal, intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { editRescueRemark, isDeviceRecord, listDeviceRecords } from "~/platform/device-detail.server";
import { rescueRemarkSchema } from "~/resources/device-actions";
import { rescueRecords } from "~/resources/device/device-records";
import { useCan } from "~/ui/console-data";
import { RowEditModal, useParamLink, withoutParam } from "~/ui/device/RowEditModal";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.rescue");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  return json(await loadList(request, rescueRecords, (ctx, listParams) => listDeviceRecords(ctx, id, "rescue-data", listParams), user));
}

/** §7 POST /v1/devices/rescue-data/edit-remark. */
export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      remark: {
        permission: DEVICE_MARKS.settings,
        schema: rescueRemarkSchema,
        run: async ({ user, params }, value) => {
          const { recordId: id, remark } = value as { recordId: string; remark?: string };
          if (!(await isDeviceRecord(user.platform, recordId(params), "rescue-data", id))) throw new FormRefusal(["deviceAction.notThisDevice"]);
          await editRescueRemark(user.platform, id, remark);
        },
        successMessage: "deviceAction.remarkDone",
      },
    },
    ({ request }) => withoutParam(request.url, "remark"),
  );

const remarkFields = [{ name: "remark", labelKey: "deviceRecord.remark", kind: "textarea", maxLength: 200 }] as const;

export default function DeviceRescueRecords() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const location = useLocation();
  const editing = new URLSearchParams(location.search).get("remark");
  const row = data.rows.find((item) => String(item.id) === editing) as Record<string, unknown> | undefined;
  const linkTo = useParamLink();
  return (
    <ResourceList
      resource={rescueRecords}
      data={data as never}
      rowActions={
        can(DEVICE_MARKS.settings)
          ? (item: Record<string, unknown>) => (
              <Link to={linkTo("remark", String(item.id))} preventScrollReset>
                {t("deviceAction.editRemark")}
              </Link>
            )
          : undefined
      }
    >
      {row && can(DEVICE_MARKS.settings) && (
        <RowEditModal
          param="remark"
          intent="remark"
          recordId={String(row.id)}
          title={t("deviceAction.rescueRemarkTitle", { id: row.id })}
          fields={remarkFields}
          schema={rescueRemarkSchema}
          defaultValue={{ remark: row.remark ? String(row.remark) : undefined }}
          lastResult={actionData?.result}
          testId="rescue-remark"
        />
      )}
    </ResourceList>
  );
}
