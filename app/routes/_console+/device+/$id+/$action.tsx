import { useFormAnswer } from "~/engine/form-answer";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission, requireUser } from "~/auth/user.server";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { recordId } from "~/engine/detail.server";
import { formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { deviceReturnPath } from "~/lib/device-links";
import { loadOrFail } from "~/engine/errors.server";
import { getDevicePart, runDeviceAction } from "~/platform/device-detail.server";
import { DEVICE_ACTIONS, isDeviceAction } from "~/resources/device-action-list";
import { deviceActionForms } from "~/resources/device-actions";
import { useDevice } from "~/ui/device/use-device";
import { notServedHere } from "~/ui/not-built.server";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";
import { DEVICE_MARKS } from "~/resources/device-marks";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `deviceAction.${args.params.action}`);

async function definition(request: Request, name: string | undefined) {
  if (!isDeviceAction(name)) throw notServedHere(await requireUser(request), request);
  return { name, ...DEVICE_ACTIONS[name], ...deviceActionForms[name] };
}

/** §4/§7 device actions as modal routes (/device/:id/reset, /exit, …): permission checked here and in the action. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const def = await definition(request, params.action);
  const id = recordId(params);
  const user = await requirePermission(request, DEVICE_MARKS[def.mark]);
  // The form starts from the stored state its own §7 call answers (e.g. system-info before its PUT).
  const reads = def.reads;
  const stored = reads ? await loadOrFail(request, () => getDevicePart(user.platform, id, reads)) : null;
  return json({ name: def.name, stored });
}

export const action = async (args: ActionFunctionArgs) => {
  const def = await definition(args.request, args.params.action);
  const back = ({ request, params }: { request: Request; params: ActionFunctionArgs["params"] }) =>
    deviceReturnPath(recordId(params), new URL(request.url).searchParams.get("from"));
  return formAction(args, {
    permission: DEVICE_MARKS[def.mark],
    schema: def.schema,
    run: ({ user, params }, value) => runDeviceAction(user.platform, recordId(params), def.name, value),
    successMessage: `deviceAction.${def.name}Done`,
    redirectTo: back,
  });
};

export default function DeviceActionModal() {
  const { name, stored } = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const device = useDevice();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = useParams();
  const def = { ...DEVICE_ACTIONS[name], ...deviceActionForms[name] };
  const closeTo = deviceReturnPath(params.id ?? "", search.get("from"));
  const title = t(`deviceAction.${name}Title`, { sn: device.sn });
  const lastResult = actionData?.result;
  return (
    <RouteModal title={title} closeTo={closeTo} testId={`device-action-${name}`}>
      {def.fields.length === 0 || name === "reset" ? (
        <ConfirmForm
          id={`device-${name}-${device.id}`}
          schema={def.schema}
          lastResult={lastResult}
          message={t(`deviceAction.${name}Confirm`, { sn: device.sn })}
          reasonLabel={name === "reset" ? t("deviceAction.resetReason") : undefined}
          submitLabel={t(`deviceAction.${name}`)}
          danger={def.danger}
          cancelTo={closeTo}
        />
      ) : (
        <ResourceForm
          id={`device-${name}-${device.id}`}
          fields={def.fields}
          schema={def.schema}
          mode="edit"
          lastResult={lastResult}
          defaultValue={def.defaults?.(def.reads ? stored : device)}
          submitLabel={t("common.save")}
          cancelTo={closeTo}
        >
          {def.withIds && <input type="hidden" name="ids" value={String(device.id)} />}
        </ResourceForm>
      )}
    </RouteModal>
  );
}
