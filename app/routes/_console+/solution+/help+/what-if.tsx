import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { DataTable, Pager } from "~/engine/ResourceList";
import { formatThousands } from "~/lib/format";
import { walkingMinutes } from "~/lib/geo";
import { deviceHref } from "~/lib/device-links";
import { loadWhatIf } from "~/resources/coverage.server";
import { DEFAULT_PERIOD, PERIODS, REACH_STEPS, whatIfCalls, type WhatIfCall, type WhatIfSummary, type WhatIfView } from "~/resources/coverage";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { useCan } from "~/ui/console-data";
import { AnalysisPage } from "~/ui/coverage/AnalysisPage";
import { SvgChart } from "~/ui/charts/SvgChart";
import { PlainNativeSelect, PlainTextInput } from "~/ui/fields/PlainInputs";
import { Button } from "~/ui/mantine";
import { pageTitle } from "~/ui/page-title";
import chartStyles from "~/styles/charts.css";
import coverageStyles from "~/styles/coverage.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: coverageStyles },
];

export const meta: MetaFunction = (args) => pageTitle(args, "whatIf.title");

/** The one-click help what-if (issue 38): a city's past calls replayed under today's settings and the form's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "helpSolution.query");
  const { view, status } = await loadOrFail(request, () => loadWhatIf(user.platform, user.lang, new URL(request.url)));
  return json(view, { status });
}

export default function WhatIfPage() {
  const view = useLoaderData<typeof loader>() as WhatIfView;
  const { t } = useTranslation();
  const { analysis } = view;
  return (
    <AnalysisPage title={t("whatIf.title")} intro={t("whatIf.intro")} form={<WhatIfForm view={view} />}>
      {analysis && (
        <>
          <Comparison view={view} />
          <section className="resource-card" aria-labelledby="what-if-chart">
            <h2 id="what-if-chart" className="coverage-heading">
              {t("whatIf.chartTitle")}
            </h2>
            {view.chart && (
              <SvgChart
                svg={view.chart}
                testId="what-if-chart"
                label={t("whatIf.chartLabel", {
                  today: view.config.callDistance, calls: analysis.calls,
                  atToday: analysis.calls - analysis.today.unreached,
                })}
                table={{
                  head: [t("whatIf.axisDistance"), t("whatIf.reached")],
                  rows: REACH_STEPS.map((distance, i) => ({ key: String(distance), cells: [formatThousands(distance), formatThousands(analysis.reach[i] ?? 0)] })),
                }}
              />
            )}
          </section>
          <section className="resource-card" aria-labelledby="what-if-calls">
            <h2 id="what-if-calls" className="coverage-heading">
              {t("whatIf.callsTitle")}
            </h2>
            <CallsTable view={view} />
          </section>
        </>
      )}
    </AnalysisPage>
  );
}

function WhatIfForm({ view }: { view: WhatIfView }) {
  const { t } = useTranslation();
  const { values, errors } = view.form;
  const error = (name: string) => (errors[name] ? translateMessage(t, errors[name]) : undefined);
  return (
    <Form method="get" className="coverage-form" aria-label={t("whatIf.form")} data-testid="what-if-form">
      <PlainNativeSelect name="cityId" label={t("coverage.city")} defaultValue={values.cityId ?? ""} error={error("cityId")} data={view.cities} />
      <PlainNativeSelect
        name="days"
        label={t("coverage.days")}
        defaultValue={values.days ?? DEFAULT_PERIOD}
        error={error("days")}
        data={PERIODS.map((days) => ({ value: days, label: t(`coverage.daysValues.${days}`) }))}
      />
      <PlainTextInput
        name="callDistance"
        type="number"
        min={100}
        max={10_000}
        step={50}
        label={t("helpConfig.callDistance")}
        description={t("helpConfig.callDistanceHint")}
        defaultValue={values.callDistance ?? String(view.config.callDistance)}
        error={error("callDistance")}
      />
      <PlainTextInput
        name="receiverLimit"
        type="number"
        min={1}
        max={200}
        label={t("helpConfig.receiverLimit")}
        description={t("helpConfig.receiverLimitHint")}
        defaultValue={values.receiverLimit ?? String(view.config.receiverLimit)}
        error={error("receiverLimit")}
      />
      <div className="coverage-form__actions">
        <Button type="submit">{t("whatIf.run")}</Button>
      </div>
    </Form>
  );
}

function Comparison({ view }: { view: WhatIfView }) {
  const { t } = useTranslation();
  const can = useCan();
  const analysis = view.analysis!;
  const { today, chosen } = analysis;
  const distance = (metres: number | null, minutes: number | null) =>
    metres === null ? t("whatIf.none") : t("whatIf.distanceWalk", { distance: formatThousands(Math.round(metres)), minutes: minutes ?? walkingMinutes(metres) });
  const rows: [string, (summary: WhatIfSummary) => string][] = [
    ["settings", (summary) => t("whatIf.settingsValue", { distance: formatThousands(summary.callDistance), limit: summary.receiverLimit })],
    ["unreached", (summary) => formatThousands(summary.unreached)],
    ["medianNotified", (summary) => (summary.medianNotified === null ? t("whatIf.none") : String(summary.medianNotified))],
    ["medianNearest", (summary) => distance(summary.medianNearest, summary.walkMinutes)],
  ];
  const same = today.callDistance === chosen.callDistance && today.receiverLimit === chosen.receiverLimit;
  return (
    <section className="resource-card" aria-labelledby="what-if-compare" data-testid="what-if-compare">
      <h2 id="what-if-compare" className="coverage-heading">
        {t("whatIf.compareTitle")}
      </h2>
      <p className="coverage-period" data-testid="what-if-period" data-from={analysis.from}>
        {t("whatIf.volunteers", { from: analysis.from.slice(0, 16), calls: formatThousands(analysis.calls), volunteers: formatThousands(analysis.volunteers) })}
      </p>
      <div className="table-wrap">
        <table className="data-table coverage-compare">
          <thead>
            <tr>
              <th scope="col">{t("whatIf.measure")}</th>
              <th scope="col">{t("whatIf.today")}</th>
              <th scope="col">{t("whatIf.chosen")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, cell]) => (
              <tr key={key} data-testid={`what-if-${key}`}>
                <th scope="row">{t(`whatIf.${key}`)}</th>
                <td data-testid={`what-if-${key}-today`}>{cell(today)}</td>
                <td data-testid={`what-if-${key}-chosen`}>{cell(chosen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="what-if-aed">
        {t("whatIf.medianAed", { distance: distance(analysis.medianAed, null) })}
      </p>
      {can("helpSolution.edit") &&
        (same ? (
          <p className="coverage-note">{t("whatIf.sameAsToday")}</p>
        ) : (
          // The one-click help config form's own action and rules (app/routes/_console+/solution+/help+/config.tsx):
          // the replayed distance and limit, the other settings as they are.
          <Form method="post" action="/solution/help/config" className="coverage-use" data-testid="what-if-use">
            <input type="hidden" name="callDistance" value={chosen.callDistance} />
            <input type="hidden" name="receiverLimit" value={chosen.receiverLimit} />
            <input type="hidden" name="viewRange" value={view.config.viewRange} />
            <input type="hidden" name="rescueDuration" value={view.config.rescueDuration} />
            <Button type="submit">{t("whatIf.use")}</Button>
            <span className="coverage-note">{t("whatIf.useHint")}</span>
          </Form>
        ))}
    </section>
  );
}

function CallsTable({ view }: { view: WhatIfView }) {
  const { t } = useTranslation();
  const can = useCan();
  const analysis = view.analysis!;
  const metres = (value: number | null) => (value === null ? t("whatIf.none") : t("whatIf.distanceWalk", { distance: formatThousands(value), minutes: walkingMinutes(value) }));
  return (
    <>
      <DataTable<WhatIfCall>
        resource={whatIfCalls}
        rows={analysis.rows}
        params={view.params}
        cells={{
          nearestVolunteer: (row) => metres(row.nearestVolunteer),
          nearestAed: (row) =>
            row.nearestAed === null || !row.aedSn ? (
              t("whatIf.none")
            ) : can(DEVICE_MARKS.read) && row.aedId ? (
              <Link to={deviceHref(row.aedId)}>{t("whatIf.aedAt", { sn: row.aedSn, distance: formatThousands(row.nearestAed), minutes: walkingMinutes(row.nearestAed) })}</Link>
            ) : (
              t("whatIf.aedAt", { sn: row.aedSn, distance: formatThousands(row.nearestAed), minutes: walkingMinutes(row.nearestAed) })
            ),
        }}
      />
      <Pager params={view.params} total={analysis.total} defaultSort={whatIfCalls.listSpec.defaultSort} />
    </>
  );
}
