import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { detailLoader, recordId } from "~/engine/detail.server";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { deleteFirmware, getFirmware } from "~/platform/firmware.server";
import { deviceFirmware, firmwareDeleteSchema } from "~/resources/device-firmware";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.delete");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, deviceFirmware, (ctx, id) => getFirmware(ctx, "device-firmwares", id), "delete");

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: "deviceFirmware.delete",
  schema: firmwareDeleteSchema,
  run: ({ user, params }, value) => deleteFirmware(user.platform, "device-firmwares", recordId(params), value.reason),
  successMessage: "common.deleted",
  redirectTo: backToList(deviceFirmware.basePath),
});

/** §5: deleting firmware asks for a reason. */
export default function DeleteFirmware() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(deviceFirmware.basePath);
  return (
    <RouteModal title={t("firmware.deleteTitle", { version: record.version })} closeTo={links.list} testId="firmware-delete">
      <ConfirmForm
        id={`firmware-delete-${record.id}`}
        schema={firmwareDeleteSchema}
        lastResult={actionData?.result}
        message={t("firmware.deleteConfirm")}
        reasonLabel={t("firmware.deleteReason")}
        submitLabel={t("common.delete")}
        danger
        cancelTo={links.list}
      />
    </RouteModal>
  );
}
