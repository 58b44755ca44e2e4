// The loaders' work for AED coverage (/device/coverage, its export) and the one-click help what-if
// (/solution/help/what-if): read the positions from the platform, run the pure computations, shape compact data.
import { json, redirect } from "@remix-run/node";
import type { Lang } from "~/i18n/config";
import { translatorFor } from "~/i18n/resources.server";
import { analyseCoverage, percent, periodStart, type AreaKey } from "~/lib/coverage";
import { formatDateTime } from "~/lib/format";
import { walkingMinutes } from "~/lib/geo";
import { HelpReplay, median, nearestDevices } from "~/lib/help-replay";
import { lastPage, listSearch, parseListParams, type ListParams } from "~/lib/list-params";
import { readyNow } from "~/lib/ready-now";
import type { PlatformContext } from "~/platform/client.server";
import { listCallPositions, listDevicePositions, listInstitutionPositions, listVolunteerPositions, type CallPosition, type DevicePosition } from "~/platform/coverage.server";
import { reachChart } from "~/ui/charts/reach-chart.server";
import { getStaleHours, listCityOptions, listRegionOptions, type Option } from "~/platform/devices.server";
import { helpConfigCalls } from "~/platform/solutions.server";
import {
  DEFAULT_PERIOD, FIX_COUNT, RADIUS, REACH_STEPS, SITE_COUNT, coverageAreas, whatIfCalls,
  type AreaRow, type CoverageAnalysis, type CoverageMap, type CoverageView, type WhatIfAnalysis, type WhatIfCall, type WhatIfSummary, type WhatIfView,
} from "./coverage";
import { coverageQuerySchema, readQuery, whatIfQuerySchema } from "./coverage-forms";

const round = (value: number, digits = 5) => Number(value.toFixed(digits));
const byValue = (options: readonly Option[]) => new Map(options.map((option) => [option.value, option.label]));

/** The coverage form read and checked against the platform's choices (a district must be one of the city's). */
async function coverageForm(ctx: PlatformContext, search: URLSearchParams) {
  const form = readQuery(coverageQuerySchema, search);
  const cities = await listCityOptions(ctx);
  const cityId = form.values.cityId;
  if (cityId && !form.errors.cityId && !cities.some((city) => city.value === cityId)) form.errors.cityId = "coverage.unknownChoice";
  const regions = cityId && !form.errors.cityId ? await listRegionOptions(ctx, cityId) : [];
  // A district left from another city (the city changed without JavaScript) goes, as a list filter's would.
  if (form.values.regionId && (!cityId || !regions.some((region) => region.value === form.values.regionId))) delete form.values.regionId;
  return { form, cities, regions };
}

/** Reads the platform's positions and runs the analysis (the form must be valid). */
/** Milliseconds spent reading the platform and computing (the loader's Server-Timing header, the bench). */
export interface Timing {
  platform: number;
  analysis: number;
}

async function analyse(ctx: PlatformContext, lang: Lang, values: Record<string, string>, cities: Option[], regions: Option[], timing?: Timing): Promise<CoverageAnalysis> {
  const started = performance.now();
  const t = translatorFor(lang);
  const radius = Number(values.radius ?? RADIUS.default);
  const days = Number(values.days ?? DEFAULT_PERIOD);
  const from = formatDateTime(periodStart(days));
  const cityId = values.cityId;
  const scope = cityId ? "city" : "country";
  const [devices, calls, institutions, staleHours] = await Promise.all([
    listDevicePositions(ctx, { cityId }),
    listCallPositions(ctx, { cityId, regionId: values.regionId, from }),
    listInstitutionPositions(ctx, { cityId }),
    getStaleHours(ctx),
  ]);
  const fetched = performance.now();
  const now = Date.now();
  const readiness = devices.map((device) => readyNow(device, { staleHours, now }));
  const areaOf = (item: DevicePosition | CallPosition): AreaKey | null => {
    const key = scope === "city" ? item.regionId : item.cityId;
    return key === null || key === undefined ? null : String(key);
  };
  const sites = institutions.map((institution) => ({ lat: institution.latitude, lng: institution.longitude }));
  const result = analyseCoverage({
    devices: devices.map((device, i) => ({ lat: device.latitude, lng: device.longitude, ready: readiness[i]!.ready, area: areaOf(device) })),
    calls: calls.map((call) => ({ lat: call.latitude, lng: call.longitude, area: areaOf(call) })),
    radius,
    sites,
    siteCount: SITE_COUNT,
  });

  const names = byValue(scope === "city" ? regions : cities);
  const nameOf = (area: AreaKey | null | undefined) => (area === null || area === undefined ? t("coverage.unknownArea") : (names.get(String(area)) ?? t("coverage.unknownArea")));
  const areas: AreaRow[] = result.areas
    // With a district chosen, its row alone (the other districts' devices still count as cover).
    .filter((area) => !values.regionId || String(area.area) === values.regionId)
    .map((area) => {
      const readyShare = percent(area.readyCovered, area.calls);
      const anyShare = percent(area.anyCovered, area.calls);
      return {
        key: String(area.area ?? "-"), areaName: nameOf(area.area), calls: area.calls, readyCovered: area.readyCovered, readyShare,
        anyCovered: area.anyCovered, anyShare, gap: round(anyShare - readyShare, 1), devices: area.devices, readyDevices: area.readyDevices,
      };
    });

  const readyShare = percent(result.readyCovered, result.calls);
  const anyShare = percent(result.anyCovered, result.calls);
  const institutionName = (i: number) => {
    const institution = institutions[i]!;
    return lang === "en-US" && institution.nameEn ? institution.nameEn : institution.name;
  };
  let map: CoverageMap;
  if (scope === "city") {
    map = {
      scope, radius,
      calls: calls.map((call, c) => [round(call.latitude), round(call.longitude), result.cover[c]!]),
      devices: devices.map((device, d) => [String(device.id), device.sn, round(device.latitude), round(device.longitude), readiness[d]!.ready ? 1 : 0]),
      sites: result.sites.map((site) => [round(result.candidates[site.candidate]!.lat), round(result.candidates[site.candidate]!.lng)]),
    };
  } else {
    // Each city at the mean of its devices' positions, sized by its calls, coloured by its ready-covered share.
    const centre = new Map<string, { lat: number; lng: number; n: number }>();
    for (const device of devices) {
      const key = String(device.cityId ?? "");
      const sum = centre.get(key) ?? { lat: 0, lng: 0, n: 0 };
      centre.set(key, { lat: sum.lat + device.latitude, lng: sum.lng + device.longitude, n: sum.n + 1 });
    }
    map = {
      scope,
      cities: areas.flatMap((area) => {
        const at = centre.get(area.key);
        return at && area.calls ? [[area.key, area.areaName, round(at.lat / at.n, 3), round(at.lng / at.n, 3), area.calls, area.readyShare] as [string, string, number, number, number, number]] : [];
      }),
    };
  }

  if (timing) Object.assign(timing, { platform: fetched - started, analysis: performance.now() - fetched });
  return {
    scope, radius, days, from, walkMinutes: walkingMinutes(radius),
    calls: result.calls, readyCovered: result.readyCovered, anyCovered: result.anyCovered, readyShare, anyShare, gap: round(anyShare - readyShare, 1),
    areas,
    fixFirst: result.fixFirst.slice(0, FIX_COUNT).map(({ device, calls: gain }) => ({
      id: String(devices[device]!.id), sn: devices[device]!.sn, areaName: nameOf(areaOf(devices[device]!)), calls: gain, reasons: readiness[device]!.reasons,
    })),
    sites: result.sites.map((site, i) => {
      const point = result.candidates[site.candidate]!;
      const institution = site.candidate < institutions.length;
      return {
        rank: i + 1, kind: institution ? "institution" : "call", name: institution ? institutionName(site.candidate) : null,
        lat: round(point.lat), lng: round(point.lng), adds: site.adds, total: site.total, share: percent(site.total, result.calls),
      };
    }),
    map,
  };
}

/** The rows in the order the URL asks for; empty values last in either order, ties by `tieKey`. */
export function sortRows<Row extends object>(rows: readonly Row[], params: ListParams, tieKey: keyof Row): Row[] {
  const field = params.sortField as keyof Row | undefined;
  if (!field) return [...rows];
  const direction = params.sortOrder === "descend" ? -1 : 1;
  const text = (value: unknown) => String(value ?? "");
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const [xEmpty, yEmpty] = [x === null || x === undefined || x === "", y === null || y === undefined || y === ""];
    if (xEmpty || yEmpty) return xEmpty && yEmpty ? 0 : xEmpty ? 1 : -1;
    const order = typeof x === "number" && typeof y === "number" ? x - y : text(x).localeCompare(text(y), "zh-CN");
    return direction * order || text(a[tieKey]).localeCompare(text(b[tieKey]), "zh-CN");
  });
}

/** GET /device/coverage: the form, and the analysis when the form is valid (400 with the form's errors otherwise). */
export async function loadCoverage(ctx: PlatformContext, lang: Lang, url: URL): Promise<{ view: CoverageView; status: number; timing: Timing }> {
  const timing: Timing = { platform: 0, analysis: 0 };
  const { form, cities, regions } = await coverageForm(ctx, url.searchParams);
  const params = parseListParams(url.searchParams, coverageAreas.listSpec);
  params.filters = { ...form.values };
  if (Object.keys(form.errors).length) return { view: { form, cities, regions, params, analysis: null }, status: 400, timing };
  const analysis = await analyse(ctx, lang, form.values, cities, regions, timing);
  analysis.areas = sortRows(analysis.areas, params, "areaName");
  return { view: { form, cities, regions, params, analysis }, status: 200, timing };
}

/** The per-area table as one page of a list (for the export): the same analysis, sorted as asked. */
export async function coverageAreaPage(ctx: PlatformContext, params: ListParams) {
  const { form, cities, regions } = await coverageForm(ctx, new URLSearchParams(params.filters));
  if (Object.keys(form.errors).length) throw json({ message: "error.badRequest" }, { status: 400 });
  const { areas } = await analyse(ctx, ctx.lang, form.values, cities, regions);
  const rows = sortRows(areas, params, "areaName");
  return { rows: params.pageNo === 1 ? rows : [], total: rows.length };
}

// ---------------------------------------------------------------------------------------------- what-if

const summaryOf = (replay: HelpReplay, settings: { callDistance: number; receiverLimit: number }): WhatIfSummary => {
  const summary = replay.summary(settings);
  return { ...settings, ...summary, walkMinutes: summary.medianNearest === null ? null : walkingMinutes(summary.medianNearest) };
};

/** GET /solution/help/what-if: a city's past calls replayed under today's settings and under the form's. */
export async function loadWhatIf(ctx: PlatformContext, lang: Lang, url: URL): Promise<{ view: WhatIfView; status: number }> {
  const t = translatorFor(lang);
  const form = readQuery(whatIfQuerySchema, url.searchParams);
  const [cities, record] = await Promise.all([listCityOptions(ctx), helpConfigCalls.get(ctx, "1")]);
  const config = {
    callDistance: record.callDistance ?? 3000, viewRange: record.viewRange ?? 5, receiverLimit: record.receiverLimit ?? 20, rescueDuration: record.rescueDuration ?? 30,
  };
  // A city is needed: the first one until another is chosen.
  const cityId = form.values.cityId ?? cities[0]?.value;
  if (form.values.cityId && !cities.some((city) => city.value === form.values.cityId)) form.errors.cityId = "coverage.unknownChoice";
  const values: Record<string, string> = cityId ? { ...form.values, cityId } : { ...form.values };
  const params = parseListParams(url.searchParams, whatIfCalls.listSpec);
  params.filters = { ...form.values };
  const view: WhatIfView = { form: { values, errors: form.errors }, cities, params, config, analysis: null, chart: null };
  if (Object.keys(form.errors).length || !cityId) return { view, status: Object.keys(form.errors).length ? 400 : 200 };

  const days = Number(values.days ?? DEFAULT_PERIOD);
  const from = formatDateTime(periodStart(days));
  const [calls, volunteers, devices, regions, staleHours] = await Promise.all([
    listCallPositions(ctx, { cityId, from }),
    listVolunteerPositions(ctx, { cityId }),
    listDevicePositions(ctx, { cityId }),
    listRegionOptions(ctx, cityId),
    getStaleHours(ctx),
  ]);
  const now = Date.now();
  const ready = devices.filter((device) => readyNow(device, { staleHours, now }).ready);
  const replay = new HelpReplay(
    calls.map((call) => ({ lat: call.latitude, lng: call.longitude, callerId: call.volunteerId })),
    volunteers.map((volunteer) => ({ id: volunteer.id, lat: volunteer.latitude, lng: volunteer.longitude })),
  );
  const chosenSettings = {
    callDistance: Number(values.callDistance ?? config.callDistance),
    receiverLimit: Number(values.receiverLimit ?? config.receiverLimit),
  };
  const replayed = replay.replay(chosenSettings);
  const aeds = nearestDevices(replay.calls, ready.map((device) => ({ lat: device.latitude, lng: device.longitude })));
  const names = byValue(regions);
  const rows: WhatIfCall[] = calls.map((call, i) => {
    const aed = aeds[i];
    const device = aed ? ready[aed.index]! : null;
    return {
      id: String(call.id), callForHelpDate: call.callForHelpDate ?? null,
      areaName: (call.regionId !== null && call.regionId !== undefined && names.get(String(call.regionId))) || t("coverage.unknownArea"),
      notified: replayed[i]!.notified, nearestVolunteer: replayed[i]!.nearestVolunteer === null ? null : Math.round(replayed[i]!.nearestVolunteer!),
      nearestAed: aed ? Math.round(aed.metres) : null, aedId: device ? String(device.id) : null, aedSn: device?.sn ?? null,
    };
  });
  const sorted = sortRows(rows, params, "id");
  const start = (params.pageNo - 1) * params.pageSize;
  // An empty page past the last goes back to the last one (§9).
  if (params.pageNo > 1 && start >= rows.length) throw redirect(`${url.pathname}${listSearch(params, { pageNo: lastPage(rows.length, params.pageSize) }, whatIfCalls.listSpec.defaultSort)}`);
  const analysis: WhatIfAnalysis = {
    days, from, calls: calls.length, volunteers: volunteers.length,
    today: summaryOf(replay, config),
    chosen: summaryOf(replay, chosenSettings),
    medianAed: median(aeds.flatMap((aed) => (aed ? [aed.metres] : []))),
    reach: replay.reachCurve(REACH_STEPS),
    rows: sorted.slice(start, start + params.pageSize),
    total: rows.length,
  };
  const chart = reachChart(REACH_STEPS, analysis.reach, analysis.calls, { today: config.callDistance, chosen: chosenSettings.callDistance }, t);
  return { view: { ...view, analysis, chart }, status: 200 };
}
