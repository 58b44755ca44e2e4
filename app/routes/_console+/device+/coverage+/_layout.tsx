import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { Suspense, lazy } from "react";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { DataTable } from "~/engine/ResourceList";
import { ExportLinks } from "~/engine/ExportLinks";
import { formatThousands } from "~/lib/format";
import { walkingMinutes } from "~/lib/geo";
import { deviceHref } from "~/lib/device-links";
import { DEVICE_MARKS } from "~/resources/device-marks";
import { loadCoverage } from "~/resources/coverage.server";
import { DEFAULT_PERIOD, PERIODS, RADIUS, coverageAreas, type AreaRow, type CoverageAnalysis, type CoverageView } from "~/resources/coverage";
import { useCan } from "~/ui/console-data";
import { AnalysisPage } from "~/ui/coverage/AnalysisPage";
import { CoverageLegend } from "~/ui/coverage/CoverageLegend";
import { CoverageSketch } from "~/ui/coverage/CoverageSketch";
import { readyReasonText } from "~/ui/devices/ReadyBadge";
import { PlainNativeSelect, PlainTextInput } from "~/ui/fields/PlainInputs";
import { Button } from "~/ui/mantine";
import { mapLinks } from "~/ui/map/links";
import { pageTitle } from "~/ui/page-title";
import { useHydrated } from "~/ui/use-hydrated";
import coverageStyles from "~/styles/coverage.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** MapLibre (~300 kB gzip) loads only in the browser, only on the map pages. */
const CoverageMap = lazy(() => import("~/ui/map/CoverageMap"));

export const links: LinksFunction = () => [...mapLinks(), { rel: "stylesheet", href: coverageStyles }];

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

export const meta: MetaFunction = (args) => pageTitle(args, "menu.deviceCoverage");

/** AED coverage (issue 38): a GET form, the analysis of its city (or the whole country) over its period. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "deviceCoverage.query");
  const { view, status, timing } = await loadOrFail(request, () => loadCoverage(user.platform, user.lang, new URL(request.url)));
  // Where the time went (the budget is 300 ms for the whole fleet and a year of calls): browsers' dev tools show it.
  return json(view, { status, headers: { "Server-Timing": `platform;dur=${timing.platform.toFixed(1)}, analysis;dur=${timing.analysis.toFixed(1)}` } });
}

export default function CoveragePage() {
  const view = useLoaderData<typeof loader>() as CoverageView;
  const { t } = useTranslation();
  const { analysis } = view;
  return (
    <AnalysisPage title={t("coverage.title")} intro={t("coverage.intro")} form={<CoverageForm view={view} />}>
      {analysis && <Analysis analysis={analysis} view={view} />}
    </AnalysisPage>
  );
}

/** The GET form: bookmarkable, and without JavaScript a choice of city brings its districts on "analyse". */
function CoverageForm({ view }: { view: CoverageView }) {
  const { t } = useTranslation();
  const { values, errors } = view.form;
  const error = (name: string) => (errors[name] ? translateMessage(t, errors[name]) : undefined);
  const radius = Number(values.radius ?? RADIUS.default);
  // With JavaScript a new city analyses at once, its districts cleared.
  const cityChanged = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    const district = form?.elements.namedItem("regionId");
    if (district instanceof HTMLSelectElement) district.value = "";
    form?.requestSubmit();
  };
  return (
    <Form method="get" className="coverage-form" aria-label={t("coverage.form")} data-testid="coverage-form">
      <PlainNativeSelect
        name="cityId"
        label={t("coverage.city")}
        defaultValue={values.cityId ?? ""}
        error={error("cityId")}
        onChange={cityChanged}
        data={[{ value: "", label: t("coverage.allCities") }, ...view.cities]}
      />
      <PlainNativeSelect
        name="regionId"
        label={t("coverage.district")}
        defaultValue={values.regionId ?? ""}
        description={values.cityId ? undefined : t("common.chooseFirst", { parent: t("coverage.city") })}
        data={[{ value: "", label: t("coverage.allDistricts") }, ...view.regions]}
      />
      <PlainTextInput
        name="radius"
        type="number"
        min={RADIUS.min}
        max={RADIUS.max}
        step={10}
        label={t("coverage.radius")}
        defaultValue={values.radius ?? String(RADIUS.default)}
        description={t("coverage.radiusHint", { radius: Number.isFinite(radius) ? radius : RADIUS.default, minutes: walkingMinutes(Number.isFinite(radius) ? radius : RADIUS.default) })}
        error={error("radius")}
      />
      <PlainNativeSelect
        name="days"
        label={t("coverage.days")}
        defaultValue={values.days ?? DEFAULT_PERIOD}
        error={error("days")}
        data={PERIODS.map((days) => ({ value: days, label: t(`coverage.daysValues.${days}`) }))}
      />
      <div className="coverage-form__actions">
        <Button type="submit">{t("coverage.analyse")}</Button>
      </div>
    </Form>
  );
}

function Analysis({ analysis, view }: { analysis: CoverageAnalysis; view: CoverageView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const can = useCan();
  const { search } = useLocation();
  const sketch = <CoverageSketch map={analysis.map} />;
  const mapLabel = t(analysis.scope === "city" ? "coverage.mapLabel" : "coverage.countryMapLabel");
  const cityLink = (row: AreaRow) => {
    const query = new URLSearchParams(search);
    query.set("cityId", row.key);
    for (const name of ["regionId", "sortField", "sortOrder"]) query.delete(name);
    return `?${query}`;
  };
  return (
    <>
      <section className="resource-card" aria-labelledby="coverage-covered" data-testid="coverage-summary">
        <h2 id="coverage-covered" className="coverage-heading">
          {t("coverage.coveredTitle")}
        </h2>
        <p className="coverage-period" data-testid="coverage-period" data-from={analysis.from}>
          {t("coverage.period", { from: analysis.from.slice(0, 16), calls: formatThousands(analysis.calls), radius: analysis.radius, minutes: analysis.walkMinutes })}
        </p>
        {analysis.calls === 0 ? (
          <p>{t("coverage.noCalls")}</p>
        ) : (
          <>
            <dl className="coverage-figures">
              <div className="coverage-figure" data-testid="coverage-ready">
                <dt>{t("coverage.readyCovered")}</dt>
                <dd>
                  <strong data-testid="coverage-ready-share">{analysis.readyShare}%</strong>
                  <span data-testid="coverage-ready-count">{t("coverage.callsOf", { count: formatThousands(analysis.readyCovered), total: formatThousands(analysis.calls) })}</span>
                </dd>
              </div>
              <div className="coverage-figure" data-testid="coverage-any">
                <dt>{t("coverage.anyCovered")}</dt>
                <dd>
                  <strong data-testid="coverage-any-share">{analysis.anyShare}%</strong>
                  <span data-testid="coverage-any-count">{t("coverage.callsOf", { count: formatThousands(analysis.anyCovered), total: formatThousands(analysis.calls) })}</span>
                </dd>
              </div>
            </dl>
            <p className="coverage-gap" data-testid="coverage-gap">
              {t("coverage.gap", { points: analysis.gap })}
            </p>
          </>
        )}
      </section>

      <section className="resource-card" aria-labelledby="coverage-map-title">
        <div className="toolbar">
          <h2 id="coverage-map-title" className="coverage-heading">
            {t("coverage.mapTitle")}
          </h2>
          <CoverageLegend scope={analysis.scope} />
        </div>
        {hydrated ? (
          <Suspense fallback={<div className="device-map device-map--loading">{t("coverage.mapLoading")}</div>}>
            <CoverageMap map={analysis.map} label={mapLabel} fallback={sketch} />
          </Suspense>
        ) : (
          sketch
        )}
      </section>

      <section className="resource-card" aria-labelledby="coverage-areas">
        <div className="toolbar">
          <h2 id="coverage-areas" className="coverage-heading">
            {t(analysis.scope === "city" ? "coverage.areaTitleCity" : "coverage.areaTitleCountry")}
          </h2>
          <div className="coverage-exports">
            <ExportLinks resource={coverageAreas} />
          </div>
        </div>
        <DataTable<AreaRow>
          resource={coverageAreas}
          rows={analysis.areas}
          params={view.params}
          cells={{
            areaName: (row) => (analysis.scope === "country" && row.key !== "-" ? <Link to={cityLink(row)}>{row.areaName}</Link> : row.areaName),
            readyShare: (row) => `${row.readyShare}%`,
            anyShare: (row) => `${row.anyShare}%`,
          }}
        />
      </section>

      <section className="resource-card" aria-labelledby="coverage-fix" data-testid="coverage-fix">
        <h2 id="coverage-fix" className="coverage-heading">
          {t("coverage.fixTitle")}
        </h2>
        <p className="coverage-note">{t("coverage.fixIntro")}</p>
        {analysis.fixFirst.length === 0 ? (
          <p>{t("coverage.noFix")}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("coverage.fixColumns.rank")}
                  </th>
                  <th scope="col">{t("coverage.fixColumns.device")}</th>
                  <th scope="col">{t("coverage.fixColumns.area")}</th>
                  <th scope="col" className="num">
                    {t("coverage.fixColumns.calls")}
                  </th>
                  <th scope="col">{t("coverage.fixColumns.reasons")}</th>
                </tr>
              </thead>
              <tbody>
                {analysis.fixFirst.map((device, i) => (
                  <tr key={device.id} data-row-id={device.id}>
                    <td className="num">{i + 1}</td>
                    <td>
                      {can(DEVICE_MARKS.read) ? (
                        <Link to={deviceHref(device.id)} aria-label={t("coverage.openDevice", { sn: device.sn })}>
                          {device.sn}
                        </Link>
                      ) : (
                        device.sn
                      )}
                    </td>
                    <td>{device.areaName}</td>
                    <td className="num">{device.calls}</td>
                    <td>{device.reasons.map((reason) => readyReasonText(t, reason)).join(t("coverage.reasonSeparator"))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="resource-card" aria-labelledby="coverage-sites" data-testid="coverage-sites">
        <h2 id="coverage-sites" className="coverage-heading">
          {t("coverage.sitesTitle")}
        </h2>
        <p className="coverage-note">{t("coverage.sitesIntro")}</p>
        {analysis.sites.length === 0 ? (
          <p>{t("coverage.noSites")}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("coverage.siteColumns.rank")}
                  </th>
                  <th scope="col">{t("coverage.siteColumns.place")}</th>
                  <th scope="col">{t("coverage.siteColumns.kind")}</th>
                  <th scope="col" className="num">
                    {t("coverage.siteColumns.adds")}
                  </th>
                  <th scope="col" className="num">
                    {t("coverage.siteColumns.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {analysis.sites.map((site) => (
                  <tr key={site.rank}>
                    <td className="num">{site.rank}</td>
                    <td>{site.name ?? t("coverage.siteAt", { lat: site.lat.toFixed(4), lng: site.lng.toFixed(4) })}</td>
                    <td>{t(`coverage.siteKinds.${site.kind}`)}</td>
                    <td className="num">{site.adds}</td>
                    <td className="num">{t("coverage.totalShare", { count: formatThousands(site.total), share: site.share })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
