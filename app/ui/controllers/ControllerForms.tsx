import { useFormAnswer } from "~/engine/form-answer";
import type { SubmissionResult } from "@conform-to/react";
import { Alert, Text } from "~/ui/mantine";
import { useLoaderData, useLocation, useOutletContext } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { ResourceForm } from "~/engine/ResourceForm";
import type { Controller, ControllerConfig } from "~/platform/peripherals.server";
import { CONTROLLER_KINDS, configDefaults, configFields, firmwareUpdateFields } from "~/resources/device/controllers";
import { configSchema, firmwareUpdateSchema } from "~/resources/controllers-forms";
import { RouteModal } from "~/ui/RouteModal";
import type { Frame } from "./ControllerScreens";

type ActionData = { result: SubmissionResult<string[]> } | undefined;

/** Config parameters: a form for editors (validated by the same schema on both sides), read-only otherwise. */
export function ControllerConfigTab() {
  const { config, canEdit } = useLoaderData() as { config: ControllerConfig; canEdit: boolean };
  const actionData = useFormAnswer() as ActionData;
  const { pathname } = useLocation();
  const { record } = useOutletContext<Frame>();
  if (!canEdit) {
    const readOnly = configFields.map((field) => ({
      key: field.name,
      labelKey: field.labelKey,
      ...(field.enumKey ? { kind: "enum" as const, enumKey: field.enumKey } : {}),
    }));
    return <DetailView columns={readOnly} record={{ ...config, alarmSwitch: String(config.alarmSwitch) }} />;
  }
  return (
    <div style={{ maxWidth: 560 }} data-testid="controller-config">
      <ResourceForm
        id={`controller-config-${record.id}`}
        fields={configFields}
        schema={configSchema(config)}
        mode="edit"
        lastResult={actionData?.result}
        defaultValue={configDefaults(config)}
        cancelTo={pathname}
      />
    </div>
  );
}

/** §5 firmware update rule: choose a target version; it must be greater than the current one. */
export function ControllerFirmwareUpdateModal() {
  const { record, versions } = useLoaderData() as { record: Controller; versions: string[] };
  const actionData = useFormAnswer() as ActionData;
  const { t } = useTranslation();
  const { kind } = useOutletContext<Frame>();
  const back = useListLinks(`${CONTROLLER_KINDS[kind].basePath}/${record.id}/overview`).list;
  return (
    <RouteModal title={t("controller.firmwareUpdateTitle", { serialNumber: record.serialNumber })} closeTo={back} testId="firmware-update-form">
      <Text size="sm" mb="sm">
        {t("controller.firmwareUpdateHint", { current: record.firmwareVersion ?? "-" })}
      </Text>
      {versions.length === 0 && (
        <Alert color="gray" mb="sm">
          {t("controller.noFirmware")}
        </Alert>
      )}
      <ResourceForm
        id={`firmware-update-${record.id}`}
        fields={firmwareUpdateFields(versions)}
        schema={firmwareUpdateSchema(record.firmwareVersion)}
        mode="create"
        lastResult={actionData?.result}
        defaultValue={{ executeType: "IMMEDIATE" }}
        cancelTo={back}
      />
    </RouteModal>
  );
}
