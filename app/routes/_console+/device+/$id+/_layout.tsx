import deviceDetailStyles from "~/styles/device-detail.css";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { RouteTabs } from "~/engine/RouteTabs";
import { cellValue } from "~/engine/cells";
import { getDevice } from "~/platform/device-detail.server";
import { DEVICE_TABS, overviewSections } from "~/resources/device-detail";
import { DeviceActionLinks } from "~/ui/device/DetailSections";
import { notServedHere } from "~/ui/not-built.server";
import { pageTitle } from "~/ui/page-title";
import { labelTab } from "~/ui/shell/shell.server";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** The device page's own styles, not in the render-blocking sheet every page loads (issue 13). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deviceDetailStyles }];

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "deviceDetail.title", args.data?.device.sn);

/** The device detail frame (§2): the device's identity and states, its actions, and the tabs as nested routes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? "";
  // /device/<menu screen not built yet> lands here too: answer like the console's own 404.
  if (!/^\d{1,18}$/.test(id)) throw notServedHere(user, request);
  if (!user.can(DEVICE_MARKS.read)) throw json({ message: "error.forbidden" }, { status: 403 });
  const device = await loadOrFail(request, () => getDevice(user.platform, id));
  if (device.sn) await labelTab(user.sessionId, `/device/${id}`, device.sn);
  return json({ device });
}

/** The device's tab is titled by its serial number. */
export const handle = { tabLabel: (data: unknown) => (data as { device?: { sn?: string } } | undefined)?.device?.sn };

/** Tabs and actions change the device: reload it after any action and when moving between tabs. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentParams, nextParams, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? true : currentParams.id !== nextParams.id || defaultShouldRevalidate;

const HEADER_STATES = ["deviceState", "networkState", "batteryState", "electrodeState", "warranty.activationState"];
const headerColumns = overviewSections.flatMap((section) => section.columns).filter((column) => HEADER_STATES.includes(column.key));

export default function DeviceDetailLayout() {
  const { device } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/device/${device.id}`;
  const record = device as Record<string, unknown>;
  const model = (record.model as { name?: string } | null)?.name;
  const institution = (record.institution as { name?: string } | null)?.name;
  return (
    <div className="resource-page" data-testid="device-detail">
      <section className="resource-card">
        <div className="device-header">
          <div>
            <h1 data-testid="device-sn">{t("deviceDetail.heading", { sn: device.sn })}</h1>
            <p style={{ margin: "4px 0 8px", color: "var(--mantine-color-dimmed)" }}>{[model, institution].filter(Boolean).join(" · ")}</p>
            <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }} data-testid="device-states">
              {headerColumns.map((column) => (
                <span key={column.key} title={t(column.labelKey)}>
                  {cellValue(column, device, t)}
                </span>
              ))}
            </div>
          </div>
          <DeviceActionLinks deviceId={device.id} values={device} names={["edit", "reset", "exit", "send-message"]} />
        </div>
        <div style={{ marginTop: 16 }}>
          <RouteTabs
            label={t("deviceDetail.tabs")}
            testId="device-tabs"
            tabs={DEVICE_TABS.map((tab) =>
              tab === "service-config"
                ? { to: `${base}/config/service-configs`, label: t("deviceDetail.tab.service-config") }
                : tab === "config"
                  ? { to: deviceHref(device.id, "config"), match: `${base}/config`, label: t("deviceDetail.tab.config"), exclude: [`${base}/config/service-configs`] }
                  : { to: deviceHref(device.id, tab), match: `${base}/${tab}`, label: t(`deviceDetail.tab.${tab}`) },
            )}
          />
        </div>
      </section>
      <Outlet />
    </div>
  );
}
