import { Text } from "@mantine/core";
import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { detailLoader, recordId } from "~/engine/detail.server";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { formatFileSize } from "~/engine/values";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { getFirmware, updateFirmware } from "~/platform/firmware.server";
import { deviceFirmware, firmwareFormSchema } from "~/resources/device-firmware";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "common.edit");

const schema = firmwareFormSchema("edit");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, deviceFirmware, (ctx, id) => getFirmware(ctx, "device-firmwares", id), "edit");

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: "deviceFirmware.edit",
  schema,
  maxFileBytes: MAX_FILE_BYTES,
  run: ({ user, params }, value) => updateFirmware(user.platform, "device-firmwares", recordId(params), value),
  successMessage: "common.modified",
  redirectTo: backToList(deviceFirmware.basePath),
});

export default function EditFirmware() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(deviceFirmware.basePath);
  return (
    <RouteModal title={t("firmware.editTitle", { version: record.version })} closeTo={links.list} testId="firmware-form">
      <ResourceForm
        id={`firmware-edit-${record.id}`}
        fields={deviceFirmware.fields ?? []}
        schema={schema}
        mode="edit"
        lastResult={actionData?.result}
        defaultValue={{ version: record.version, description: record.description ?? "" }}
        cancelTo={links.list}
      >
        {record.file?.name && (
          <Text size="sm" c="dimmed">
            {t("firmware.currentFile", { name: record.file.name, size: formatFileSize(record.file.size) })} · {t("firmware.keepFile")}
          </Text>
        )}
      </ResourceForm>
    </RouteModal>
  );
}
