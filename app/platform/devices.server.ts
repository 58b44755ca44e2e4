import { z } from "zod";
import { comingMonths } from "~/lib/forecast";
import { config } from "~/config.server";
import type { ListParams } from "~/lib/list-params";
import { TtlCache } from "~/lib/ttl-cache";
import { callList, callObject, callRaw, callResult, type PlatformContext } from "./client.server";
import { pageQuery } from "./messages.server";

const id = z.union([z.number(), z.string()]);
const named = z.object({ id, name: z.string().nullish() }).nullish();
const text = z.string().nullish();

/** §3 device as the list and map need it (the platform sends more; unknown fields are dropped). */
export const deviceSchema = z.object({
  id,
  sn: z.string(),
  brand: named,
  model: named,
  institution: named,
  agency: named,
  affiliationUnit: text,
  address: text,
  armLocation: text,
  publicMode: text,
  soldState: text,
  area: z.object({ countryRegion: named, countryState: named, city: named, region: named }).nullish(),
  location: z.object({ latitude: z.number().nullish(), longitude: z.number().nullish() }).nullish(),
  package: z.object({ name: text, expiryDate: text }).nullish(),
  packageService: text,
  activationState: text,
  useState: text,
  deviceState: text,
  networkState: text,
  positionState: text,
  batteryState: text,
  electrodeState: text,
  fenceState: text,
  doorState: text,
  batteryInfo: z.object({ level: z.number().nullish() }).nullish(),
  noticeSwitch: z.boolean().nullish(),
  remark: text,
  lastCommunicationTime: text,
  createdDate: text,
});
export type Device = z.infer<typeof deviceSchema>;

export function listDevices(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/devices", deviceSchema, { query: pageQuery(params) });
}

// ---------------------------------------------------------------------------------------------- options

const optionSchema = z.object({ value: id, label: z.string() });
export type Option = { value: string; label: string };
const options = z.array(optionSchema).transform((list) => list.map((o) => ({ value: String(o.value), label: o.label })));

/**
 * Option lists are reference data that every list page asks for again: kept a minute, per caller (token) and
 * language, so one account never sees another's choices.
 */
const optionCache = new TtlCache<Option[]>(60_000, 2000);

function callOptions(ctx: PlatformContext, path: string, query: Record<string, string | undefined> = {}, method: "GET" | "OPTIONS" = "GET"): Promise<Option[]> {
  const key = JSON.stringify([ctx.token ?? "", ctx.lang, method, path, query]);
  // The cached load must not be cut short by the first caller's request going away.
  return optionCache.get(key, () => callObject({ ...ctx, signal: undefined }, path, options, { query, method }));
}

/** §7 sends this one with the OPTIONS method. */
export const listBrandOptions = (ctx: PlatformContext) => callOptions(ctx, "/v1/device-brands/options", {}, "OPTIONS");
/** §7 GET /v1/device-firmwares/options (model): the firmware versions a model can run. */
export const listFirmwareOptions = (ctx: PlatformContext, model: string) => callOptions(ctx, "/v1/device-firmwares/options", { model });
export const listModelOptions = (ctx: PlatformContext, brandId?: string) => callOptions(ctx, "/v1/device-models/options", { brandId });
export const listAgencyOptions = (ctx: PlatformContext) => callOptions(ctx, "/v1/agencies/options");
export const listInstitutionOptions = (ctx: PlatformContext) => callOptions(ctx, "/v1/institutions/options");
export const listCountryOptions = (ctx: PlatformContext) => callOptions(ctx, "/v1/country-regions/options");
export const listStateOptions = (ctx: PlatformContext, countryRegionId: string) => callOptions(ctx, "/v1/country-states/options", { countryRegionId });
export const listCityOptions = (ctx: PlatformContext, countryStateId?: string) => callOptions(ctx, "/v1/cities/options", { countryStateId });
export const listRegionOptions = (ctx: PlatformContext, cityId: string) => callOptions(ctx, "/v1/regions/options", { cityId });

/** §7 GET /v1/districts/tree: the region tree (country → province → city → district) as value, label, children. */
type DistrictNode = { value: string | number; label: string; children?: DistrictNode[] | null };
const districtNode: z.ZodType<DistrictNode> = z.lazy(() => z.object({ value: id, label: z.string(), children: z.array(districtNode).nullish() }));

/** The district tree, read afresh (the area form that chooses from it also adds to it). */
export function getDistrictTree(ctx: PlatformContext): Promise<DistrictNode[]> {
  return callObject(ctx, "/v1/districts/tree", z.array(districtNode));
}

const staleRuleSchema = z.object({ staleDeviceHours: z.number().int().positive().nullable() });
const staleRuleCache = new TtlCache<number | null>(60_000, 200);

/**
 * The stale rule's threshold (global config staleDeviceHours; sandbox extension GET /v1/devices/stale-rule),
 * cached a minute. A platform without the call, or a failing one, turns the rule off rather than failing the list.
 */
export function getStaleHours(ctx: PlatformContext): Promise<number | null> {
  return staleRuleCache.get(JSON.stringify([ctx.token ?? ""]), () =>
    callResult({ ...ctx, signal: undefined }, "/v1/devices/stale-rule", staleRuleSchema).then(
      (rule) => rule.staleDeviceHours,
      () => null,
    ),
  );
}

// ---------------------------------------------------------------------------------------------- export / import

/** The filtered list as a spreadsheet (blob response, 600 s timeout, §7/§9). */
export async function exportDevices(ctx: PlatformContext, filters: Record<string, string>): Promise<{ data: Uint8Array; fileName: string | null }> {
  const response = await callRaw(ctx, "/v1/devices/export", { query: filters, timeoutMs: config.longRequestTimeoutMs });
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { data: new Uint8Array(await response.arrayBuffer()), fileName };
}

const importReportSchema = z.object({
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  rows: z.array(z.object({ row: z.number(), sn: z.string().nullish(), result: z.enum(["CREATED", "UPDATED", "FAILED"]), messages: z.array(z.string()) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export function importDevices(ctx: PlatformContext, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return callResult(ctx, "/v1/devices/import", importReportSchema, { method: "POST", form, timeoutMs: config.longRequestTimeoutMs });
}

const cellErrors = z.record(z.string(), z.array(z.string()));
const importCheckSchema = z.object({
  rows: z.array(
    z.object({
      row: z.number(),
      status: z.enum(["CREATE", "UPDATE", "ERROR"]),
      values: z.record(z.string(), z.string()),
      errors: cellErrors,
    }),
  ),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** The import's checks on a sheet, nothing saved (sandbox extension POST /v1/devices/import/check, issue 16). */
export function checkImportFile(ctx: PlatformContext, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return callResult(ctx, "/v1/devices/import/check", importCheckSchema, { method: "POST", form, timeoutMs: config.longRequestTimeoutMs });
}

/** The same checks on corrected rows (POST /v1/devices/import/check-rows). */
export function checkImportRows(ctx: PlatformContext, rows: Record<string, string>[]) {
  return callResult(ctx, "/v1/devices/import/check-rows", importCheckSchema, { method: "POST", json: { rows }, timeoutMs: config.longRequestTimeoutMs });
}

// ---------------------------------------------------------------------------------------------- bulk calls

const updatedSchema = z.object({ updated: z.number() });
type Ids = (string | number)[];

export function updatePublicTime(
  ctx: PlatformContext,
  ids: Ids,
  value: { publicMode: string; openDays: string; publicTimeBegin: string; publicTimeEnd: string },
) {
  return callResult(ctx, "/v1/devices/update-public-time", updatedSchema, { method: "PUT", json: { ids: ids.map(Number), ...value } });
}

export function setNoticeSwitch(ctx: PlatformContext, ids: Ids, noticeSwitch: boolean) {
  return callResult(ctx, "/v1/devices/set-notice-switch", updatedSchema, { method: "POST", json: { ids: ids.map(Number), noticeSwitch } });
}

export function editRemark(ctx: PlatformContext, ids: Ids, remark: string) {
  return callResult(ctx, "/v1/devices/edit-remark", updatedSchema, { method: "POST", json: { ids: ids.map(Number), remark } });
}


/**
 * Choices of the device filters, for the values currently chosen: the area cascade country → province → city →
 * district loads each level under the chosen parent (a single country is implied), models under the brand.
 */
export async function loadDeviceFilterOptions(ctx: PlatformContext, filters: Record<string, string>): Promise<Record<string, Option[]>> {
  const none = Promise.resolve([] as Option[]);
  const countries = listCountryOptions(ctx);
  const states = filters.countryRegionId
    ? listStateOptions(ctx, filters.countryRegionId)
    : countries.then((list) => (list.length === 1 ? listStateOptions(ctx, list[0]!.value) : []));
  const [countryRegionId, countryStateId, cityId, regionId, brandId, modelId, agencyId, institutionId] = await Promise.all([
    countries,
    states,
    // Every city when no province is chosen, so a city can be picked (or linked to) directly.
    listCityOptions(ctx, filters.countryStateId),
    filters.cityId ? listRegionOptions(ctx, filters.cityId) : none,
    listBrandOptions(ctx),
    listModelOptions(ctx, filters.brandId),
    listAgencyOptions(ctx),
    listInstitutionOptions(ctx),
  ]);
  return { countryRegionId, countryStateId, cityId, regionId, brandId, modelId, agencyId, institutionId, expiresMonth: comingMonths().map((month) => ({ value: month, label: month })) };
}

export const locationSchema = z.object({
  id,
  sn: z.string(),
  longitude: z.number().nullish(),
  latitude: z.number().nullish(),
  deviceState: text,
  networkState: text,
  city: text,
  address: text,
});
export type DeviceLocation = z.infer<typeof locationSchema>;

/** Where the filtered devices are (the map): one page of up to `pageSize` (5000 for the whole map). */
export function listDeviceLocations(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/devices/locations", locationSchema, { query: { pageNo: params.pageNo, pageSize: params.pageSize, ...params.filters } });
}
