import { json, type LoaderFunctionArgs, type MetaFunction, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePermission } from "~/auth/user.server";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { createFirmware } from "~/platform/firmware.server";
import { deviceFirmware, firmwareFormSchema } from "~/resources/device-firmware";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "firmware.addTitle");

const schema = firmwareFormSchema("create");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "deviceFirmware.add");
  return json({});
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: "deviceFirmware.add",
  schema,
  maxFileBytes: MAX_FILE_BYTES,
  run: ({ user }, value) => createFirmware(user.platform, "device-firmwares", value),
  successMessage: "common.added",
  redirectTo: backToList(deviceFirmware.basePath),
});

export default function NewFirmware() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(deviceFirmware.basePath);
  return (
    <RouteModal title={t("firmware.addTitle")} closeTo={links.list} testId="firmware-form">
      <ResourceForm id="firmware-new" fields={deviceFirmware.fields ?? []} schema={schema} mode="create" lastResult={actionData?.result} cancelTo={links.list} />
    </RouteModal>
  );
}
