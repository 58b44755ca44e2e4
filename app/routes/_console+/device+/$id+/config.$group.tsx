import { useFormAnswer } from "~/engine/form-answer";
import { Title } from "~/ui/mantine";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadOrFail } from "~/engine/errors.server";
import { formAction, FormRefusal } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import type { ColumnDef } from "~/engine/types";
import { getDeviceConfig, saveDeviceConfig } from "~/platform/device-detail.server";
import { configChanged, configFields, isConfigGroup, toConfigPayload, toFormDefaults, type ConfigGroup } from "~/resources/device-config";
import { configSchemas } from "~/resources/device-config-forms";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceConfig.group.${args.params.group}`);

function groupOf(params: Params): ConfigGroup {
  if (!isConfigGroup(params.group)) throw json({ message: "error.page404" }, { status: 404 });
  return params.group;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, DEVICE_MARKS.read);
  const id = recordId(params);
  const group = groupOf(params);
  const config = await loadOrFail(request, () => getDeviceConfig(user.platform, id, group));
  return json({ group, config });
}

/** §5: the group's schema (browser and server alike), then "config parameters must change before saving". */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: DEVICE_MARKS.settings,
    schema: ({ params }) => configSchemas[groupOf(params)],
    run: async ({ user, params }, value) => {
      const id = recordId(params);
      const group = groupOf(params);
      const payload = toConfigPayload(group, value as Record<string, unknown>);
      const current = await getDeviceConfig(user.platform, id, group);
      if (!configChanged(group, current, payload)) throw new FormRefusal(["deviceConfig.unchanged"]);
      await saveDeviceConfig(user.platform, id, group, payload);
    },
    successMessage: "common.saved",
    redirectTo: ({ request }) => new URL(request.url).pathname,
  });

export default function DeviceConfigGroup() {
  const { group, config } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const fields = configFields[group];
  const defaults = toFormDefaults(group, config);
  const readOnly: ColumnDef[] = fields.map((field) =>
    field.kind === "checkbox"
      ? { key: field.name, labelKey: field.labelKey, kind: "enum", enumKey: "deviceDetailEnums.yesNo" }
      : { key: field.name, labelKey: field.labelKey, kind: field.enumKey ? "enum" : "text", enumKey: field.enumKey },
  );
  return (
    <div data-testid={`config-${group}`}>
      <Title order={2} size="h4" mb="md">
        {t(`deviceConfig.group.${group}`)}
      </Title>
      {can(DEVICE_MARKS.settings) ? (
        <ResourceForm
          key={`${group}:${JSON.stringify(config)}`}
          id={`config-${group}`}
          fields={fields}
          schema={configSchemas[group]}
          mode="edit"
          lastResult={actionData?.result}
          defaultValue={defaults}
          cancelTo={`.`}
        />
      ) : (
        <DetailView columns={readOnly} record={config} />
      )}
    </div>
  );
}
