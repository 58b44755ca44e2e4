import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button } from "~/ui/mantine";
import { PlainNativeSelect, PlainTextInput } from "~/ui/fields/PlainInputs";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { listParamsFrom, loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listedFields } from "~/engine/values";
import { translateMessage } from "~/i18n/messages";
import { readyNow } from "~/lib/ready-now";
import { getStaleHours, listDevices, loadDeviceFilterOptions, type Device } from "~/platform/devices.server";
import { devices } from "~/resources/device/devices";
import { AVAILABLE_DAYS, PUBLIC_MODES } from "~/resources/device/states";
import { deviceBulkAction } from "~/resources/devices.server";
import { DownloadLink } from "~/ui/DownloadLink";
import { ReadyBadge } from "~/ui/devices/ReadyBadge";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceList");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceList.query");
  const params = listParamsFrom(request, devices);
  const filterOptions = await loadOrFail(request, () => loadDeviceFilterOptions(user.platform, params.filters));
  const [data, staleHours] = await Promise.all([loadList(request, devices, listDevices, user, filterOptions), getStaleHours(user.platform)]);
  // "Ready now" is the console's own rule (app/lib/ready-now.ts), computed here so the page ships no rule code;
  // the page gets only the fields it draws.
  const rows = data.rows.map((row) => ({ ...row, readiness: readyNow(row, { staleHours }) }));
  return json({ ...data, rows: listedFields(devices, rows, ["readiness"]) });
}

export const action = (args: ActionFunctionArgs) => deviceBulkAction(args);

const BULK_FORM = "device-bulk";
/** A row as the loader sends it: the fields the list draws (listedFields). */
type Row = Partial<Device> & Pick<Device, "id" | "sn"> & { readiness: ReturnType<typeof readyNow> };

export default function DeviceListPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const can = useCan();
  const canEdit = can("deviceList.edit");
  const errors = actionData?.result.error ?? {};
  const typed = (actionData?.result.initialValue ?? {}) as Record<string, string | undefined>;
  const fieldError = (name: string) => (errors[name]?.[0] ? translateMessage(t, errors[name]![0]!) : undefined);
  const formError = errors.ids?.[0] ?? errors[""]?.[0];
  return (
    <ResourceList<Row>
      resource={devices}
      data={data as never}
      selectionForm={canEdit ? BULK_FORM : undefined}
      cells={{
        sn: (row) => (can("deviceList.get") ? <Link to={deviceHref(row.id)}>{row.sn}</Link> : row.sn),
        ready: (row) => <ReadyBadge readiness={row.readiness} />,
      }}
      toolbar={
        <>
          {can("deviceMap.query") && (
            <Button component={Link} to={`/device/map${search}`} variant="default">
              {t("fleet.mapTitle")}
            </Button>
          )}
          {can("deviceList.import") && (
            <Button component={Link} to={`${devices.basePath}/import${search}`} variant="default" preventScrollReset data-testid="import">
              {t("fleet.import")}
            </Button>
          )}
          {can("deviceList.export") && (
            <DownloadLink
              href={`${devices.basePath}/export${search}`}
              busyLabel={(seconds) => t("fleet.exporting", { seconds })}
              errorLabel={t("fleet.exportFailed")}
              testId="export"
            >
              {t("fleet.export")}
            </DownloadLink>
          )}
        </>
      }
    >
      {formError && (
        <Alert color="red" variant="light" role="alert" data-testid="bulk-error" style={{ order: -1 }}>
          {translateMessage(t, formError)}
        </Alert>
      )}
      {canEdit && (
        <section className="resource-card">
          <details className="bulk-panel" open={actionData ? true : undefined}>
            <summary>{t("fleet.bulk.title")}</summary>
            <Form method="post" id={BULK_FORM} className="bulk-panel__body" preventScrollReset>
              <div className="bulk-panel__row">
                <Button type="submit" name="intent" value="notice-on" variant="light" formNoValidate>
                  {t("fleet.bulk.noticeOn")}
                </Button>
                <Button type="submit" name="intent" value="notice-off" variant="light" formNoValidate>
                  {t("fleet.bulk.noticeOff")}
                </Button>
              </div>
              <div className="bulk-panel__row">
                <PlainTextInput name="remark" label={t("fleet.bulk.remark")} maxLength={200} defaultValue={typed.remark} error={fieldError("remark")} />
                <Button type="submit" name="intent" value="remark" variant="light" formNoValidate>
                  {t("fleet.bulk.setRemark")}
                </Button>
              </div>
              <fieldset className="bulk-panel__row">
                <legend>{t("fleet.bulk.publicTime")}</legend>
                <PlainNativeSelect
                  name="publicMode"
                  label={t("fleet.publicMode")}
                  defaultValue={typed.publicMode ?? "BUSINESS_HOURS"}
                  data={PUBLIC_MODES.map((value) => ({ value, label: t(`deviceEnums.publicMode.${value}`) }))}
                  error={fieldError("publicMode")}
                />
                <PlainNativeSelect
                  name="openDays"
                  label={t("fleet.bulk.openDays")}
                  defaultValue={typed.openDays ?? "EVERYDAY"}
                  data={AVAILABLE_DAYS.map((value) => ({ value, label: t(`deviceEnums.availableDay.${value}`) }))}
                  error={fieldError("openDays")}
                />
                <PlainTextInput type="time" name="publicTimeBegin" label={t("fleet.bulk.publicTimeBegin")} defaultValue={typed.publicTimeBegin ?? "08:00"} error={fieldError("publicTimeBegin")} />
                <PlainTextInput type="time" name="publicTimeEnd" label={t("fleet.bulk.publicTimeEnd")} defaultValue={typed.publicTimeEnd ?? "20:00"} error={fieldError("publicTimeEnd")} />
                <Button type="submit" name="intent" value="public-time" variant="light" formNoValidate>
                  {t("fleet.bulk.setPublicTime")}
                </Button>
              </fieldset>
            </Form>
          </details>
        </section>
      )}
      <Outlet />
    </ResourceList>
  );
}
