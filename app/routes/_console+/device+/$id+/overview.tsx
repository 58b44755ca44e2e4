import { useFormAnswer } from "~/engine/form-answer";
import { Button } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/ui/links";
import { FormErrors } from "~/ui/fields/FormErrors";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadList } from "~/engine/list.server";
import { FormRefusal, intentAction } from "~/engine/mutations.server";
import { ResourceList } from "~/engine/ResourceList";
import { cancelTask, isDeviceRecord, listDeviceRecords } from "~/platform/device-detail.server";
import { taskSchema } from "~/resources/device-intents.server";
import { OVERVIEW_PARTS, overviewSections, partsOf } from "~/resources/device-detail";
import { loadDeviceParts } from "~/resources/device-parts.server";
import { deviceTasks } from "~/resources/device/device-records";
import { useCan } from "~/ui/console-data";
import { DetailSections, PartSection } from "~/ui/device/DetailSections";
import { ServiceError } from "~/ui/ServiceError";
import { useDevice } from "~/ui/device/use-device";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { settle } from "~/engine/errors.server";
import { isNewerVersion } from "~/lib/version";
import { getContainer, getDeviceType } from "~/platform/device-detail.server";
import { listFirmwareOptions } from "~/platform/devices.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.overview");

/**
 * The overview's sections each read their own §7 part call, with the device's type and cabinet and the tasks, all
 * at once; a part that fails shows its error in its section (§4: the tasks can be cancelled; exit and reset make them).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const [tasks, parts, type, container] = await Promise.all([
    loadList(request, deviceTasks, (ctx, listParams) => listDeviceRecords(ctx, id, "tasks", listParams), user),
    loadDeviceParts(request, user.platform, id, [...partsOf(overviewSections), ...OVERVIEW_PARTS]),
    settle(request, async () => {
      const found = await getDeviceType(user.platform, id);
      // §7 firmware options by model: the newest version this model can run, when it is newer than the device's.
      const firmware = found.model ? await listFirmwareOptions(user.platform, found.model) : [];
      const newest = firmware.map((option) => String(option.value)).reduce<string | undefined>((best, version) => (!best || isNewerVersion(version, best) ? version : best), undefined);
      return { ...found, newerFirmware: newest && isNewerVersion(newest, found.firmwareVersion) ? newest : null };
    }),
    settle(request, () => getContainer(user.platform, id)),
  ]);
  return json({ ...tasks, parts, type, container });
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
  const { parts, type, container } = tasks;
  const { t } = useTranslation();
  const can = useCan();
  const stages = parts["running-stages"];
  const images = parts["deployed-image-urls"];
  // A refused task cancel (e.g. a task of another device, hostile #36) says why, also without JavaScript.
  const actionData = useFormAnswer<typeof action>();
  return (
    <>
      <FormErrors errors={actionData?.result?.error?.[""] ?? undefined} />
      <DetailSections sections={overviewSections} device={device} parts={parts} />
      <PartSection name="type" settled={type}>
        {type.ok && (
          <dl className="detail-list">
            <dt>{t("deviceDetail.deviceType")}</dt>
            <dd>{type.value.deviceType ? t(`deviceDetail.deviceTypes.${type.value.deviceType}`, { defaultValue: type.value.deviceType }) : "-"}</dd>
            <dt>{t("deviceDetail.firmwareVersion")}</dt>
            <dd>
              {type.value.firmwareVersion ?? "-"}
              {type.value.newerFirmware && <span data-testid="newer-firmware"> · {t("deviceDetail.newerFirmware", { version: type.value.newerFirmware })}</span>}
            </dd>
            <dt>{t("deviceDetail.container")}</dt>
            <dd data-testid="device-container">
              {!container.ok ? (
                <ServiceError message={container.message} detail={container.detail} testId="part-error" />
              ) : container.value ? (
                t("deviceDetail.containerValue", {
                  sn: container.value.serialNumber,
                  door: t(`deviceEnums.doorState.${container.value.doorState ?? "UNKNOWN"}`, { defaultValue: container.value.doorState ?? "-" }),
                })
              ) : (
                t("deviceDetail.noContainer")
              )}
            </dd>
          </dl>
        )}
      </PartSection>
      <PartSection name="runningStages" settled={stages}>
        {stages?.ok && Array.isArray(stages.value) && stages.value.length ? (
          <ol className="detail-list" data-testid="running-stages">
            {(stages.value as { stage: string; time?: string | null }[]).map((item) => (
              <li key={`${item.stage}-${item.time}`}>
                {t(`deviceDetailEnums.runningStage.${item.stage}`, { defaultValue: item.stage })} · {item.time ?? "-"}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t("common.noData")}</p>
        )}
      </PartSection>
      <PartSection name="images" settled={images}>
        {images?.ok && Array.isArray(images.value) && images.value.length ? (
          <div className="device-images" data-testid="device-images">
            {(images.value as string[]).map((src, index) => (
              <img key={src.slice(-40)} src={src} alt={t("deviceDetail.imageAlt", { n: index + 1, sn: device.sn })} loading="lazy" />
            ))}
          </div>
        ) : (
          <p>{t("common.noData")}</p>
        )}
      </PartSection>
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
