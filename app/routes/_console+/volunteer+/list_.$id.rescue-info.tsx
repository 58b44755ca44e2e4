import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { Suspense, lazy } from "react";
import { useTranslation } from "~/i18n/react";
import { loadRecord } from "~/engine/detail.server";
import { FactList } from "~/engine/DetailView";
import { volunteersCalls, type Volunteer } from "~/platform/people.server";
import { volunteers } from "~/resources/people";
import { useCan } from "~/ui/console-data";
import { mapLinks } from "~/ui/map/links";
import { pageTitle } from "~/ui/page-title";
import { useHydrated } from "~/ui/use-hydrated";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** MapLibre loads only in the browser, only on this tab; without JavaScript the coordinates and place are the answer. */
const DeviceMap = lazy(() => import("~/ui/map/DeviceMap"));

export const links = mapLinks;

export const meta: MetaFunction = (args) => pageTitle(args, "volunteerTab.rescue-info");

/** When a volunteer takes calls for help (§3 week option, time range) and where they were last seen. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await loadRecord(request, params, volunteers, volunteersCalls.get);
  return json({ record });
}

const VOLUNTEER_COLOR = { VOLUNTEER: "#CF1322" };

export default function VolunteerRescueInfo() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const can = useCan();
  const { record } = useLoaderData<typeof loader>() as unknown as { record: Volunteer };
  const located = typeof record.latestLatitude === "number" && typeof record.latestLongitude === "number";
  const rows: [string, string][] = [
    [t("volunteerTab.receiveHelp"), record.receiveHelpWeekOption ? t(`volunteer.receiveHelpWeekOptionValues.${record.receiveHelpWeekOption}`) : "—"],
    [t("volunteerTab.receiveHelpTime"), record.receiveHelpTimeBegin && record.receiveHelpTimeEnd ? `${record.receiveHelpTimeBegin} – ${record.receiveHelpTimeEnd}` : "—"],
    [t("volunteer.cityName"), record.cityName ?? "—"],
    [t("volunteer.address"), record.address ?? "—"],
    [
      t("volunteerTab.latestLocation"),
      located ? t("volunteerTab.coordinates", { latitude: record.latestLatitude!, longitude: record.latestLongitude! }) : t("volunteerTab.noLocation"),
    ],
  ];
  return (
    <section className="resource-card" data-testid="volunteer-rescue-info" aria-labelledby="volunteer-rescue-title">
      <h2 id="volunteer-rescue-title" className="card-title">{t("volunteerTab.rescue-info")}</h2>
      <FactList rows={rows} />
      {hydrated && located && (
        <Suspense fallback={<div className="device-map device-map--loading">{t("volunteerTab.mapLoading")}</div>}>
          <DeviceMap
            points={[{ id: record.id, sn: record.firstName ?? String(record.id), lng: record.latestLongitude!, lat: record.latestLatitude!, state: "VOLUNTEER" }]}
            colors={VOLUNTEER_COLOR}
            hrefFor={() => `${volunteers.basePath}/${record.id}/rescue-responses`}
            height={360}
            label={t("volunteerTab.mapLabel")}
          />
        </Suspense>
      )}
      {can("volunteerList.edit") && (
        <p>
          <Link to={`${volunteers.basePath}/${record.id}/edit`}>{t("common.edit")}</Link>
        </p>
      )}
    </section>
  );
}
