import { Button } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormErrors } from "~/ui/fields/FormErrors";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { FormRefusal, intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { cancelTask, isDeviceRecord, listDeviceRecords } from "~/platform/device-detail.server";
import { taskSchema } from "~/resources/device-intents.server";
import { overviewSections } from "~/resources/device-detail";
import { deviceTasks } from "~/resources/device-records";
import { useCan } from "~/ui/console-data";
import { DetailSections } from "~/ui/device/DetailSections";
import { useDevice } from "~/ui/device/use-device";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { loadOrFail } from "~/engine/errors.server";
import { isNewerVersion } from "~/lib/version";
import { getContainer, getDeviceType } from "~/platform/device-detail.server";
import { listFirmwareOptions } from "~/platform/devices.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.overview");

/** The overview also lists the device's tasks (§4: a task can be cancelled; exit and reset create one). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const [tasks, type, container] = await Promise.all([
    loadList(request, deviceTasks, (ctx, listParams) => listDeviceRecords(ctx, id, "tasks", listParams), user),
    loadOrFail(request, () => getDeviceType(user.platform, id)),
    loadOrFail(request, () => getContainer(user.platform, id)),
  ]);
  // §7 firmware options by model: the newest version this model can run, when it is newer than the device's.
  const firmware = type.model ? await loadOrFail(request, () => listFirmwareOptions(user.platform, type.model!)) : [];
  const newest = firmware.map((option) => String(option.value)).reduce<string | undefined>((best, version) => (!best || isNewerVersion(version, best) ? version : best), undefined);
  const newerFirmware = newest && isNewerVersion(newest, type.firmwareVersion) ? newest : null;
  return json({ ...tasks, type, container, newerFirmware });
}

export const action = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "cancel-task": {
        permission: DEVICE_MARKS.stateChange,
        schema: taskSchema,
        run: async ({ user, params }, value) => {
          const { taskId } = value as { taskId: string };
          if (!(await isDeviceRecord(user.platform, recordId(params), "tasks", taskId))) throw new FormRefusal(["deviceAction.notThisDevice"]);
          await cancelTask(user.platform, taskId);
        },
        successMessage: "deviceAction.taskCancelled",
      },
    },
    ({ request }) => new URL(request.url).pathname + new URL(request.url).search,
  );

export default function DeviceOverview() {
  const device = useDevice();
  const tasks = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const can = useCan();
  const images = device.deployedImageUrls ?? [];
  // A refused task cancel (e.g. a task of another device, hostile #36) says why, also without JavaScript.
  const actionData = useActionData<typeof action>();
  return (
    <>
      <FormErrors errors={actionData?.result?.error?.[""] ?? undefined} />
      <DetailSections sections={overviewSections} device={device} />
      <section className="resource-card detail-section" aria-labelledby="section-type" data-testid="section-type">
        <h2 id="section-type">{t("deviceDetail.section.type")}</h2>
        <dl className="detail-list">
          <dt>{t("deviceDetail.deviceType")}</dt>
          <dd>{tasks.type.deviceType ? t(`deviceDetail.deviceTypes.${tasks.type.deviceType}`, { defaultValue: tasks.type.deviceType }) : "-"}</dd>
          <dt>{t("deviceDetail.firmwareVersion")}</dt>
          <dd>
            {tasks.type.firmwareVersion ?? "-"}
            {tasks.newerFirmware && <span data-testid="newer-firmware"> · {t("deviceDetail.newerFirmware", { version: tasks.newerFirmware })}</span>}
          </dd>
          <dt>{t("deviceDetail.container")}</dt>
          <dd data-testid="device-container">
            {tasks.container
              ? t("deviceDetail.containerValue", {
                  sn: tasks.container.serialNumber,
                  door: t(`deviceEnums.doorState.${tasks.container.doorState ?? "UNKNOWN"}`, { defaultValue: tasks.container.doorState ?? "-" }),
                })
              : t("deviceDetail.noContainer")}
          </dd>
        </dl>
      </section>
      <section className="resource-card detail-section" aria-labelledby="section-images">
        <h2 id="section-images">{t("deviceDetail.section.images")}</h2>
        {images.length ? (
          <div className="device-images" data-testid="device-images">
            {images.map((src, index) => (
              <img key={src.slice(-40)} src={src} alt={t("deviceDetail.imageAlt", { n: index + 1, sn: device.sn })} loading="lazy" />
            ))}
          </div>
        ) : (
          <p>{t("common.noData")}</p>
        )}
      </section>
      <ResourceList
        resource={deviceTasks}
        data={tasks as never}
        rowActions={(row: Record<string, unknown>) =>
          row.state === "READY_TO_EXECUTE" && can(DEVICE_MARKS.stateChange) ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="taskId" value={String(row.id)} />
              <Button type="submit" name="intent" value="cancel-task" size="compact-xs" variant="subtle" color="red">
                {t("deviceAction.cancelTask")}
              </Button>
            </Form>
          ) : null
        }
      />
    </>
  );
}
