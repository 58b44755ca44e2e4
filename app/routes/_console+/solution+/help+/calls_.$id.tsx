import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadOrFail } from "~/engine/errors.server";
import { RowsTable } from "~/engine/RowsTable";
import type { ColumnDef } from "~/engine/types";
import { formatDateTime } from "~/lib/format";
import { formatDistance } from "~/lib/geo";
import { callTimeline, sketchPositions } from "~/lib/help-call";
import { helpCallCalls, helpCallDevices, helpCallResponses, helpConfigCalls, type HelpCall, type HelpResponse, type InRangeDevice } from "~/platform/solutions.server";
import { helpCalls, responseTones } from "~/resources/solutions";
import { pageTitle } from "~/ui/page-title";
import { deviceHref } from "~/lib/device-links";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "helpCall.detailTitle");

const responseColumns: ColumnDef[] = [
  { key: "volunteerName", labelKey: "helpVolunteer.name" },
  { key: "phoneNumber", labelKey: "helpVolunteer.phoneNumber" },
  { key: "distance", labelKey: "helpCall.distance", kind: "number" },
  { key: "responseType", labelKey: "helpCall.responseType", kind: "enum", enumKey: "helpCall.responseTypeValues", tones: responseTones },
  { key: "notifiedTime", labelKey: "helpCall.notifiedTime", kind: "datetime" },
  { key: "responseTime", labelKey: "helpCall.responseTime", kind: "datetime" },
];
const deviceColumns: ColumnDef[] = [
  { key: "sn", labelKey: "helpCall.sn" },
  { key: "distance", labelKey: "helpCall.distance", kind: "number" },
  { key: "address", labelKey: "helpDevice.address", kind: "ellipsis" },
  { key: "deviceState", labelKey: "helpCall.deviceState", kind: "enum", enumKey: "deviceEnums.deviceState" },
];

const SKETCH = 240;

/** A call's detail (§2 call detail): where it came from, who was notified and answered, the devices in view, its timeline. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "helpSolution.get");
  const id = recordId(params);
  const [record, responses, devices, config] = await loadOrFail(request, () =>
    Promise.all([
      helpCallCalls.get(user.platform, id),
      helpCallResponses(user.platform, id),
      helpCallDevices(user.platform, id),
      helpConfigCalls.get(user.platform, "1"),
    ]),
  );
  return json({ record, responses, devices, viewRangeMetres: (config.viewRange ?? 5) * 1000 });
}

export default function HelpCallDetail() {
  const { t } = useTranslation();
  const { record, responses, devices, viewRangeMetres } = useLoaderData<typeof loader>() as unknown as {
    record: HelpCall; responses: HelpResponse[]; devices: InRangeDevice[]; viewRangeMetres: number;
  };
  const centre = { lat: record.latitude ?? 0, lng: record.longitude ?? 0 };
  const dots = sketchPositions(centre, devices.map((d) => ({ lat: d.latitude, lng: d.longitude })), viewRangeMetres, SKETCH);
  const timeline = callTimeline(record.callForHelpDate ?? "", responses);
  const distanceCell = (row: { distance: number }) => formatDistance(row.distance);
  return (
    <div className="resource-page" data-testid="help-call-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{t("helpCall.detailTitle")}</h1>
          <Link to={helpCalls.basePath}>{t("helpCall.back")}</Link>
        </div>
        <DetailView columns={helpCalls.detail ?? []} record={record} />
      </section>
      <div className="help-call-grid">
        <section className="resource-card" aria-labelledby="call-where">
          <h2 id="call-where" className="card-title">{t("helpCall.where")}</h2>
          <p>{record.address}</p>
          <p className="muted">{t("helpCall.coordinates", { latitude: centre.lat, longitude: centre.lng })}</p>
          <svg width={SKETCH} height={SKETCH} viewBox={`0 0 ${SKETCH} ${SKETCH}`} role="img" aria-label={t("helpCall.mapLabel")} data-testid="help-call-sketch">
            <rect width={SKETCH} height={SKETCH} fill="#F0F5FF" rx={8} />
            <circle cx={SKETCH / 2} cy={SKETCH / 2} r={SKETCH * 0.45} fill="none" stroke="#597EF7" strokeDasharray="4 4" />
            {dots.map((dot, i) => (
              <circle key={devices[i]!.sn} cx={dot.x} cy={dot.y} r={5} fill="#52C41A" stroke="#135200">
                <title>{`${devices[i]!.sn} · ${formatDistance(devices[i]!.distance)}`}</title>
              </circle>
            ))}
            <circle cx={SKETCH / 2} cy={SKETCH / 2} r={8} fill="#CF1322" stroke="#fff" strokeWidth={2} />
          </svg>
        </section>
        <section className="resource-card" aria-labelledby="call-timeline">
          <h2 id="call-timeline" className="card-title">{t("helpCall.timeline")}</h2>
          <ol className="timeline" data-testid="help-call-timeline">
            {timeline.map((entry, i) => (
              <li key={i}>
                <time dateTime={entry.time.replace(" ", "T")}>{formatDateTime(entry.time)}</time>{" "}
                {entry.kind === "called"
                  ? t("helpCall.timelineCalled", { name: record.volunteerName ?? "" })
                  : entry.kind === "notified"
                    ? t("helpCall.timelineNotified", { name: entry.name, distance: formatDistance(entry.distance) })
                    : t("helpCall.timelineAnswered", { name: entry.name, answer: t(`helpCall.responseTypeValues.${entry.answer}`) })}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section className="resource-card" aria-labelledby="call-responses">
        <h2 id="call-responses" className="card-title">{`${t("helpCall.responses")} (${responses.length})`}</h2>
        <RowsTable columns={responseColumns} rows={responses} caption={t("helpCall.responses")} empty={t("helpCall.noResponses")} testId="help-call-responses" cells={{ distance: distanceCell }} />
      </section>
      <section className="resource-card" aria-labelledby="call-devices">
        <h2 id="call-devices" className="card-title">{`${t("helpCall.devicesInRange")} (${devices.length})`}</h2>
        <RowsTable
          columns={deviceColumns}
          rows={devices}
          caption={t("helpCall.devicesInRange")}
          empty={t("helpCall.noDevices")}
          testId="help-call-devices"
          cells={{ distance: distanceCell, sn: (row) => <Link to={deviceHref(row.id)}>{row.sn}</Link> }}
        />
      </section>
    </div>
  );
}
