import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { requireUser } from "~/auth/user.server";
import { rethrowForLoader } from "~/engine/errors.server";
import { useTranslation } from "~/i18n/react";
import { GO_DEVICE_LIMIT, matchScreens, menuScreens, normalizeQuery, serialQuery } from "~/lib/go-to";
import { listDevices } from "~/platform/devices.server";
import { isPlatformError } from "~/platform/errors";
import { useMenu } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";
import { GoToForm } from "~/ui/shell/GoToForm";
import { useMenuTitle } from "~/ui/shell/SideMenu";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "goTo.title");

export interface GoDevice {
  id: string;
  sn: string;
  /** The device's page, when the user may open it. */
  href: string | null;
}

/**
 * "Go to …" results (issue 14): the menu's screens are matched on the page (the menu is the console's, already
 * permission-filtered); devices come from the device list call filtered by serial number, for users who may list
 * devices. The Ctrl+K palette loads the same data.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = normalizeQuery(new URL(request.url).searchParams.get("q"));
  const sn = serialQuery(q);
  const canList = user.can("deviceList.query");
  let devices: GoDevice[] = [];
  let devicesFailed = false;
  if (sn && canList) {
    try {
      const page = await listDevices(user.platform, { pageNo: 1, pageSize: GO_DEVICE_LIMIT, filters: { sn } });
      const canOpen = user.can("deviceList.get");
      devices = page.rows.map((row) => ({ id: String(row.id), sn: row.sn, href: canOpen ? deviceHref(row.id) : null }));
    } catch (error) {
      if (isPlatformError(error) && error.status === 401) await rethrowForLoader(error, request);
      // The screens still answer when the device call fails.
      devicesFailed = true;
    }
  }
  return json({ q, deviceSearch: canList, devices, devicesFailed });
}

export default function GoToPage() {
  const { q, deviceSearch, devices, devicesFailed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const title = useMenuTitle();
  const screens = matchScreens(menuScreens(useMenu()), q, title);
  return (
    <div className="resource-page">
      <section className="resource-card go-page">
        <h1>{q ? t("goTo.resultsFor", { q }) : t("goTo.title")}</h1>
        <GoToForm id="go-page" defaultValue={q} />
        <h2 id="go-screens">{t("goTo.screens")}</h2>
        {screens.length ? (
          <ul aria-labelledby="go-screens" data-testid="go-screens">
            {screens.map((screen) => (
              <li key={screen.mark}>
                <Link to={screen.href} target={screen.newWindow ? "_blank" : undefined}>
                  {title(screen.mark)}
                </Link>
                {screen.trail.length > 0 && <span className="muted"> · {screen.trail.map(title).join(" / ")}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("goTo.noScreens")}</p>
        )}
        {deviceSearch && (
          <>
            <h2 id="go-devices">{t("goTo.devices")}</h2>
            {devicesFailed ? (
              <p role="alert">{t("goTo.devicesUnavailable")}</p>
            ) : !serialQuery(q) ? (
              <p className="muted">{t("goTo.deviceHint")}</p>
            ) : devices.length ? (
              <ul aria-labelledby="go-devices" data-testid="go-devices">
                {devices.map((device) => (
                  <li key={device.id}>{device.href ? <Link to={device.href}>{device.sn}</Link> : device.sn}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("goTo.noDevices")}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
