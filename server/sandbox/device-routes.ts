// Device list calls of §7: the paged/filtered list, options (brands, models, the area cascade, agencies,
// institutions, district tree), export (a real .xlsx of the filtered list), import (.xls/.xlsx parsed for real,
// per-row report) and the bulk calls (public time, notice switch, remark).
// Registered before any `/devices/:id` route: the static paths here would otherwise read as ids.
import type { Database } from "better-sqlite3";
import { writeBook } from "../../app/lib/sheet-book.mjs";
import { readSheetRows } from "../../app/lib/sheet-jobs.server.js";
import { xlsxWriter } from "../../app/lib/sheet-stream.js";
import { isStale, READY_FIELDS, readyNowArgs } from "../../app/lib/ready-now.js";
import type { Services } from "./services.js";
import {
  ACTIVATION_STATES, AVAILABLE_DAYS, BATTERY_STATES, DEVICE_FROM, DEVICE_SELECT, DEVICE_STATES, DOOR_STATES, ELECTRODE_STATES,
  FENCE_STATES, NETWORK_STATES, PACKAGE_SERVICES, POSITION_STATES, PUBLIC_MODES, SOLD_STATES, USE_STATES, type DeviceRow, deviceToApi,
} from "./devices.js";
import { type AuthedCtx, type FieldError, type Route, invalidFields, listReply, result } from "./http.js";
import { type Locale, type MessageKey, type MessageParams, translate } from "./i18n.js";
import { type ListSpec, parsePage, queryList, whereOf } from "./list.js";
import { nowString } from "./time.js";
import { checkText, idList, isPhone } from "./validate.js";

const MARK = "deviceList";
const IMPORT_FILE_LIMIT = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
const EXPORT_MAX_ROWS = 100_000;
const LOCATIONS_MAX = 5000;

/** The global config's stale threshold (issue 16), read by the ready-now and stale rules as they run. */
const STALE_HOURS = "(SELECT staleDeviceHours FROM global_configs WHERE id = 1)";
const readyExpression = `CASE WHEN ready_now(${READY_FIELDS.map((f) => `d.${f}`).join(", ")}, ${STALE_HOURS}) = 1 THEN 'true' ELSE 'false' END`;
const staleExpression = `CASE WHEN stale_report(d.lastCommunicationTime, ${STALE_HOURS}) = 1 THEN 'true' ELSE 'false' END`;

const listSpec = (locale: Locale): ListSpec<Record<string, unknown>> => ({
  from: DEVICE_FROM,
  // Every join is a LEFT JOIN on a primary key and every filter names d's columns.
  countFrom: "devices d",
  select: DEVICE_SELECT,
  idColumn: "d.id",
  filters: {
    sn: { column: "d.sn", op: "contains" },
    address: { column: "d.address", op: "contains" },
    brandId: { column: "d.brandId", op: "eq" },
    modelId: { column: "d.modelId", op: "eq" },
    institutionId: { column: "d.institutionId", op: "eq" },
    agencyId: { column: "d.agencyId", op: "eq" },
    countryRegionId: { column: "d.countryRegionId", op: "eq" },
    countryStateId: { column: "d.countryStateId", op: "eq" },
    cityId: { column: "d.cityId", op: "eq" },
    regionId: { column: "d.regionId", op: "eq" },
    networkState: { column: "d.networkState", op: "eq", values: NETWORK_STATES },
    deviceState: { column: "d.deviceState", op: "eq", values: DEVICE_STATES },
    useState: { column: "d.useState", op: "eq", values: USE_STATES },
    activationState: { column: "d.activationState", op: "eq", values: ACTIVATION_STATES },
    batteryState: { column: "d.batteryState", op: "eq", values: BATTERY_STATES },
    electrodeState: { column: "d.electrodeState", op: "eq", values: ELECTRODE_STATES },
    positionState: { column: "d.positionState", op: "eq", values: POSITION_STATES },
    fenceState: { column: "d.fenceState", op: "eq", values: FENCE_STATES },
    doorState: { column: "d.doorState", op: "eq", values: DOOR_STATES },
    packageService: { column: "d.packageService", op: "eq", values: PACKAGE_SERVICES },
    publicMode: { column: "d.publicMode", op: "eq", values: PUBLIC_MODES },
    soldState: { column: "d.soldState", op: "eq", values: SOLD_STATES },
    // Sandbox extension: the console's "ready now" rule (app/lib/ready-now.ts), true or false.
    ready: { column: readyExpression, op: "eq", values: ["true", "false"] },
    // Sandbox extension (issue 16): no report for more than the global config's staleDeviceHours (or never).
    stale: { column: staleExpression, op: "eq", values: ["true", "false"] },
    // Sandbox extension (readiness forecast): battery or pads expiring from today within 30, 60 or 90 days.
    expiresWithin: {
      op: "custom",
      values: ["30", "60", "90"],
      where: (days) => ({
        sql: `(d.batteryExpiryDate BETWEEN date('now', 'localtime') AND date('now', 'localtime', ?))
           OR (d.electrodeExpiryDate BETWEEN date('now', 'localtime') AND date('now', 'localtime', ?))`,
        params: [`+${days} days`, `+${days} days`],
      }),
    },
    // The forecast panel's bars: battery or pads expiring in one month (YYYY-MM).
    expiresMonth: {
      op: "custom",
      values: /^\d{4}-(0[1-9]|1[0-2])$/,
      where: (month) => ({
        sql: "(strftime('%Y-%m', d.batteryExpiryDate) = ? OR strftime('%Y-%m', d.electrodeExpiryDate) = ?)",
        params: [month, month],
      }),
    },
  },
  sorts: {
    id: "d.id",
    sn: "d.sn",
    createdDate: "d.createdDate",
    activationDate: "d.activationDate",
    lastCommunicationTime: "d.lastCommunicationTime",
    batteryLevel: "d.batteryLevel",
    electrodeExpiryDate: "d.electrodeExpiryDate",
    packageExpiryDate: "d.packageExpiryDate",
    guaranteeExpiryDate: "d.guaranteeExpiryDate",
  },
  defaultSort: { field: "id", order: "descend" },
  toRow: (row) => deviceToApi(row as DeviceRow, locale),
});

// ---------------------------------------------------------------------------------------------- sheet columns

type Api = ReturnType<typeof deviceToApi>;

/** Export columns (header in both languages); `field` marks the ones import reads back. */
const SHEET_COLUMNS: { zh: string; en: string; value: (d: Api) => unknown; field?: ImportField }[] = [
  { zh: "序列号", en: "Serial number", value: (d) => d.sn, field: "sn" },
  { zh: "品牌", en: "Brand", value: (d) => d.brand?.name, field: "brand" },
  { zh: "型号", en: "Model", value: (d) => d.model?.name, field: "model" },
  { zh: "所属机构", en: "Institution", value: (d) => d.institution?.name, field: "institution" },
  { zh: "代理商", en: "Agency", value: (d) => d.agency?.name },
  { zh: "省份", en: "Province", value: (d) => d.area.countryState?.name },
  { zh: "城市", en: "City", value: (d) => d.area.city?.name, field: "city" },
  { zh: "区县", en: "District", value: (d) => d.area.region?.name, field: "region" },
  { zh: "地址", en: "Address", value: (d) => d.address, field: "address" },
  { zh: "放置位置", en: "Placement", value: (d) => d.armLocation, field: "armLocation" },
  { zh: "经度", en: "Longitude", value: (d) => d.location.longitude, field: "longitude" },
  { zh: "纬度", en: "Latitude", value: (d) => d.location.latitude, field: "latitude" },
  { zh: "联系人", en: "Contact", value: (d) => d.contact.name, field: "contactName" },
  { zh: "联系电话", en: "Contact phone", value: (d) => d.contact.phone, field: "contactPhone" },
  { zh: "公开模式", en: "Public mode", value: (d) => d.publicMode, field: "publicMode" },
  { zh: "销售状态", en: "Sold state", value: (d) => d.soldState, field: "soldState" },
  { zh: "网络状态", en: "Network", value: (d) => d.networkState },
  { zh: "设备状态", en: "Device state", value: (d) => d.deviceState },
  { zh: "使用状态", en: "Use", value: (d) => d.useState },
  { zh: "激活状态", en: "Activation", value: (d) => d.activationState },
  { zh: "电池状态", en: "Battery", value: (d) => d.batteryState },
  { zh: "电量(%)", en: "Battery level (%)", value: (d) => d.batteryInfo.level },
  { zh: "电极片状态", en: "Electrode", value: (d) => d.electrodeState },
  { zh: "电极片有效期", en: "Electrode expiry", value: (d) => d.electrodeInfo.expiryDate },
  { zh: "位置状态", en: "Position", value: (d) => d.positionState },
  { zh: "围栏状态", en: "Fence", value: (d) => d.fenceState },
  { zh: "柜门状态", en: "Door", value: (d) => d.doorState },
  { zh: "服务套餐", en: "Package", value: (d) => d.package?.name },
  { zh: "套餐服务状态", en: "Package service", value: (d) => d.packageService },
  { zh: "套餐到期日", en: "Package expiry", value: (d) => d.package?.expiryDate },
  { zh: "最后通信时间", en: "Last communication", value: (d) => d.lastCommunicationTime },
];

type ImportField =
  | "sn" | "brand" | "model" | "institution" | "city" | "region" | "address" | "armLocation" | "longitude" | "latitude"
  | "contactName" | "contactPhone" | "publicMode" | "soldState";

const headerOf = (locale: Locale) => (column: (typeof SHEET_COLUMNS)[number]) => (locale === "en-US" ? column.en : column.zh);

const cellOf = (value: unknown) => (typeof value === "number" || typeof value === "string" ? value : null);

// ---------------------------------------------------------------------------------------------- import

export interface ImportRowReport {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  sn: string | null;
  result: "CREATED" | "UPDATED" | "FAILED";
  messages: string[];
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SN = /^[A-Z0-9]{6,20}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The first sheet's rows, read in a worker thread (hostile #34: 40 MB unpacked, 256 MB heap, 15 s; see
 * app/lib/sheet-jobs.server.ts): a hostile file costs that thread, not the server.
 */
async function readSheet(name: string, data: Buffer): Promise<unknown[][]> {
  const extension = name.toLowerCase().split(".").pop();
  const magicOk = extension === "xlsx" ? data.subarray(0, 4).equals(XLSX_MAGIC) : extension === "xls" ? data.subarray(0, 8).equals(XLS_MAGIC) : false;
  if (!magicOk) throw invalidFields([{ field: "file", key: "import.fileType" }]);
  const reply = await readSheetRows(data);
  if (!reply.ok) throw invalidFields([{ field: "file", key: reply.error }]);
  return reply.value;
}

/** The columns an import reads, in sheet order. */
export const IMPORT_FIELDS = SHEET_COLUMNS.flatMap((column) => (column.field ? [column.field] : []));
type ImportRecord = Partial<Record<ImportField, string>>;

/** A sheet's rows (header first) as one record per row, by the export's headers in either language. */
function sheetRecords(rows: unknown[][]): ImportRecord[] {
  const norm = (v: unknown) => String(v ?? "").trim().toLowerCase();
  const header = (rows[0] ?? []).map(norm);
  const columnOf = new Map<ImportField, number>();
  for (const column of SHEET_COLUMNS) {
    if (!column.field) continue;
    const index = header.findIndex((h) => h === column.zh.toLowerCase() || h === column.en.toLowerCase());
    if (index >= 0) columnOf.set(column.field, index);
  }
  if (!columnOf.has("sn")) throw invalidFields([{ field: "file", key: "import.noSnColumn" }]);
  const body = rows.slice(1);
  if (body.length > IMPORT_MAX_ROWS) throw invalidFields([{ field: "file", key: "import.tooManyRows", params: { n: IMPORT_MAX_ROWS } }]);
  return body.map((cells) => {
    const record: ImportRecord = {};
    for (const [field, at] of columnOf) {
      const value = cells[at];
      if (value !== null && value !== undefined && String(value).trim() !== "") record[field] = String(value).trim();
    }
    return record;
  });
}

/** Rows posted back by a preview (the console's grid after corrections): known fields, text values only. */
function postedRecords(value: unknown): ImportRecord[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidFields([{ field: "rows", key: "field.required" }]);
  if (value.length > IMPORT_MAX_ROWS) throw invalidFields([{ field: "rows", key: "import.tooManyRows", params: { n: IMPORT_MAX_ROWS } }]);
  return value.map((row) => {
    if (typeof row !== "object" || row === null || Array.isArray(row)) throw invalidFields([{ field: "rows", key: "body.invalidJson" }]);
    const record: ImportRecord = {};
    for (const field of IMPORT_FIELDS) {
      const cell = (row as Record<string, unknown>)[field];
      if (typeof cell === "number" && Number.isFinite(cell)) record[field] = String(cell);
      else if (typeof cell === "string" && cell.trim() !== "") record[field] = cell.trim().slice(0, 500);
    }
    return record;
  });
}

export interface CheckedRow {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  sn: string | null;
  /** What importing it would do: add a device, update the one with that serial number, or nothing (errors). */
  status: "CREATE" | "UPDATE" | "ERROR";
  values: ImportRecord;
  /** Translated messages per field (cell). */
  errors: Partial<Record<ImportField, string[]>>;
}

/**
 * Every row checked as an import would (required fields, formats, known model/city/district/institution, serial
 * numbers repeated in the file), nothing written: the preview (dry run). `write` applies the valid rows.
 */
function checkRecords(db: Database, records: ImportRecord[], locale: Locale) {
  const labelOf = (field: ImportField) => {
    const column = SHEET_COLUMNS.find((c) => c.field === field)!;
    return locale === "en-US" ? column.en : column.zh;
  };
  const byName = (sql: string) => {
    const statement = db.prepare(sql);
    return (name: string) => statement.get(name, name) as Record<string, number> | undefined;
  };
  const findModel = byName("SELECT m.id, m.brandId FROM device_models m WHERE lower(m.name) = lower(?) OR lower(m.name) = lower(?)");
  const findBrand = byName("SELECT id FROM device_brands WHERE name = ? OR lower(nameEn) = lower(?)");
  const findCity = byName("SELECT id, parentId FROM districts WHERE level = 'CITY' AND (name = ? OR lower(nameEn) = lower(?))");
  const findInstitution = byName("SELECT id FROM institutions WHERE name = ? OR lower(nameEn) = lower(?)");
  const findRegion = db.prepare("SELECT id FROM districts WHERE level = 'REGION' AND parentId = ? AND (name = ? OR lower(nameEn) = lower(?))");
  const existing = db.prepare("SELECT id, cityId FROM devices WHERE sn = ?");

  const seen = new Set<string>();
  const checked: CheckedRow[] = [];
  const writes: (() => void)[] = [];
  records.forEach((record, index) => {
    const cell = (field: ImportField) => record[field];
    const errors: CheckedRow["errors"] = {};
    const fail = (field: ImportField, key: MessageKey, params?: MessageParams) => (errors[field] ??= []).push(translate(locale, key, params));
    const sn = cell("sn")?.toUpperCase();
    const current = sn ? (existing.get(sn) as { id: number; cityId: number } | undefined) : undefined;
    const creating = !current;

    if (!sn) fail("sn", "field.required");
    else if (!SN.test(sn)) fail("sn", "device.snFormat");
    else if (seen.has(sn)) fail("sn", "device.snDuplicate");
    if (sn) seen.add(sn);

    const values: Record<string, unknown> = {};
    const modelName = cell("model");
    const model = modelName ? findModel(modelName) : undefined;
    if (modelName && !model) fail("model", "device.modelUnknown");
    else if (!modelName && creating) fail("model", "field.required");
    if (model) Object.assign(values, { modelId: model.id, brandId: model.brandId });
    const brandName = cell("brand");
    if (brandName && model && findBrand(brandName)?.id !== model.brandId) fail("brand", "device.brandMismatch");

    const cityName = cell("city");
    const city = cityName ? findCity(cityName) : undefined;
    if (cityName && !city) fail("city", "device.cityUnknown");
    else if (!cityName && creating) fail("city", "field.required");
    if (city) Object.assign(values, { cityId: city.id, countryStateId: city.parentId, countryRegionId: 86 });
    const regionName = cell("region");
    const regionCity = city?.id ?? current?.cityId;
    if (regionName) {
      const region = regionCity ? (findRegion.get(regionCity, regionName, regionName) as { id: number } | undefined) : undefined;
      if (!region) fail("region", "device.regionUnknown");
      else values.regionId = region.id;
    } else if (city && !creating) values.regionId = null;

    const institutionName = cell("institution");
    if (institutionName) {
      const institution = findInstitution(institutionName);
      if (!institution) fail("institution", "device.institutionUnknown");
      else values.institutionId = institution.id;
    }

    const lng = cell("longitude");
    const lat = cell("latitude");
    if (lng !== undefined || lat !== undefined || creating) {
      const x = Number(lng);
      const y = Number(lat);
      if (lng === undefined || lat === undefined || !Number.isFinite(x) || !Number.isFinite(y) || x < 73 || x > 136 || y < 3 || y > 54) {
        fail(lng === undefined ? "longitude" : "latitude", "device.coordinates");
      } else Object.assign(values, { longitude: x, latitude: y });
    }

    // The device form's limits (PUT /v1/devices): address 100, placement 50, contact 20.
    for (const [field, max] of [["address", 100], ["armLocation", 50], ["contactName", 20]] as const) {
      const value = cell(field);
      for (const error of checkText(field, value, { max })) fail(field, error.key, error.params);
      if (value !== undefined) values[field] = value;
    }
    const phone = cell("contactPhone");
    if (phone !== undefined && !isPhone(phone)) fail("contactPhone", "field.phone");
    else if (phone !== undefined) values.contactPhone = phone;
    for (const [field, allowed] of [["publicMode", PUBLIC_MODES], ["soldState", SOLD_STATES]] as const) {
      const value = cell(field)?.toUpperCase();
      if (value !== undefined && !(allowed as readonly string[]).includes(value)) fail(field, "field.invalid", { field: labelOf(field) });
      else if (value !== undefined) values[field] = value;
    }

    const failed = Object.keys(errors).length > 0 || !sn;
    checked.push({ row: index + 2, sn: sn ?? null, status: failed ? "ERROR" : creating ? "CREATE" : "UPDATE", values: record, errors });
    if (failed) return;
    writes.push(() => {
      if (current) {
        const columns = Object.keys(values);
        if (columns.length) db.prepare(`UPDATE devices SET ${columns.map((c) => `${c} = @${c}`).join(", ")} WHERE id = @id`).run({ ...values, id: current.id });
        return;
      }
      const now = nowString();
      const row = {
        ...values, sn, createdDate: now, deviceSource: "IMPORT", activationState: "UNACTIVATED", networkState: "UNREGISTERED",
        useState: "UNKNOWN", deviceState: "UNKNOWN", positionState: "UNKNOWN", batteryState: "UNKNOWN", electrodeState: "UNKNOWN",
        fenceState: "UNKNOWN", doorState: "UNKNOWN", packageService: "UNKNOWN", qualityGuarantee: "UNKNOWN", positionMode: "CUSTOM",
        publicMode: values.publicMode ?? "PUBLIC", soldState: values.soldState ?? "UNSOLD", images: "[]",
      };
      const columns = Object.keys(row);
      db.prepare(`INSERT INTO devices (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row);
    });
  });
  return { checked, writes, labelOf };
}

/** The rows of the spreadsheet posted as `file` (multipart, 10 MB). */
async function uploadedSheet(ctx: AuthedCtx): Promise<unknown[][]> {
  const form = await ctx.readForm(IMPORT_FILE_LIMIT + 64 * 1024);
  const file = form.get("file");
  if (typeof file !== "object" || file === null || file.size === 0) throw invalidFields([{ field: "file", key: "field.required" }]);
  if (file.size > IMPORT_FILE_LIMIT) throw invalidFields([{ field: "file", key: "file.tooLarge" }]);
  return readSheet(file.name, Buffer.from(await file.arrayBuffer()));
}

function importRows(db: Database, rows: unknown[][], locale: Locale, username: string) {
  const { checked, writes, labelOf } = checkRecords(db, sheetRecords(rows), locale);
  db.transaction(() => {
    for (const write of writes) write();
    if (writes.length) {
      db.prepare("INSERT INTO operation_logs (entity, entityId, action, reason, operator, createdDate) VALUES ('device', 0, 'IMPORT', ?, ?, ?)").run(
        `${writes.length} rows`, username, nowString(),
      );
    }
  })();
  const reports: ImportRowReport[] = checked.map(({ row, sn, status, errors }) => ({
    row,
    sn,
    result: status === "ERROR" ? "FAILED" : status === "CREATE" ? "CREATED" : "UPDATED",
    messages: (Object.entries(errors) as [ImportField, string[]][]).flatMap(([field, messages]) => messages.map((m) => `${labelOf(field)}: ${m}`)),
  }));
  const count = (state: ImportRowReport["result"]) => reports.filter((r) => r.result === state).length;
  return { total: reports.length, created: count("CREATED"), updated: count("UPDATED"), failed: count("FAILED"), rows: reports };
}

// ---------------------------------------------------------------------------------------------- options

type Option = { value: number; label: string };

function optionRoutes(db: Database): Route[] {
  const label = (locale: Locale) => (locale === "en-US" ? "CASE WHEN nameEn IS NOT NULL AND nameEn != '' THEN nameEn ELSE name END" : "name");
  /** One level of the area cascade under the given parent; without the parent, every entry of the level. */
  const districts = (level: string, parentParam: string | null) => (ctx: AuthedCtx) => {
    const parent = parentParam ? ctx.query.get(parentParam) : null;
    if (parent && !/^\d{1,12}$/.test(parent)) return { body: [] };
    const rows = db
      .prepare(`SELECT id AS value, ${label(ctx.locale)} AS label FROM districts WHERE level = ? ${parent ? "AND parentId = ?" : ""} ORDER BY id`)
      .all(...(parent ? [level, Number(parent)] : [level])) as Option[];
    return { body: rows };
  };
  const brands = (ctx: AuthedCtx) => ({ body: db.prepare(`SELECT id AS value, ${label(ctx.locale)} AS label FROM device_brands ORDER BY id`).all() });
  return [
    // §7 sends OPTIONS here; a GET is refused (405) like the real platform would, so a client that GETs shows.
    { method: "OPTIONS", path: "/api/v1/device-brands/options", access: "bearer", handle: brands },
    {
      // Not in §7: the model filter needs its choices (optionally of one brand).
      method: "GET", path: "/api/v1/device-models/options", access: "bearer",
      handle: (ctx) => {
        const brandId = ctx.query.get("brandId");
        const where = brandId && /^\d{1,12}$/.test(brandId) ? "WHERE brandId = ?" : "";
        return { body: db.prepare(`SELECT id AS value, name AS label, brandId FROM device_models ${where} ORDER BY brandId, id`).all(...(where ? [Number(brandId)] : [])) };
      },
    },
    { method: "GET", path: "/api/v1/country-regions/options", access: "bearer", handle: districts("COUNTRY", null) },
    { method: "GET", path: "/api/v1/country-states/options", access: "bearer", handle: districts("STATE", "countryRegionId") },
    { method: "GET", path: "/api/v1/cities/options", access: "bearer", handle: districts("CITY", "countryStateId") },
    { method: "GET", path: "/api/v1/regions/options", access: "bearer", handle: districts("REGION", "cityId") },
    { method: "GET", path: "/api/v1/agencies/options", access: "bearer", handle: () => ({ body: db.prepare("SELECT id AS value, name AS label FROM agencies ORDER BY id").all() }) },
    {
      // Not in §7 either: the institution filter's choices.
      method: "GET", path: "/api/v1/institutions/options", access: "bearer",
      handle: (ctx) => ({ body: db.prepare(`SELECT id AS value, ${label(ctx.locale)} AS label FROM institutions ORDER BY cityId, id`).all() }),
    },
    {
      method: "GET", path: "/api/v1/districts/tree", access: "bearer",
      handle: (ctx) => {
        const rows = db.prepare(`SELECT id, parentId, ${label(ctx.locale)} AS label FROM districts ORDER BY id`).all() as { id: number; parentId: number | null; label: string }[];
        type Node = { value: number; label: string; children: Node[] };
        const nodes = new Map<number, Node>(rows.map((r) => [r.id, { value: r.id, label: r.label, children: [] }]));
        const roots: Node[] = [];
        for (const r of rows) (r.parentId === null ? roots : nodes.get(r.parentId)?.children ?? roots).push(nodes.get(r.id)!);
        return { body: roots };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------- routes

export function deviceListRoutes({ db }: Services): Route[] {
  // Not deterministic: the stale part reads the clock. Same rule as the console's column (app/lib/ready-now.ts).
  db.function("ready_now", { deterministic: false, varargs: true }, (...args: unknown[]) =>
    readyNowArgs(...args.map((a) => (typeof a === "string" || typeof a === "number" ? a : typeof a === "bigint" ? Number(a) : null))),
  );
  db.function("stale_report", { deterministic: false }, (last: unknown, hours: unknown) =>
    isStale(typeof last === "string" ? last : null, { staleHours: typeof hours === "number" || typeof hours === "bigint" ? Number(hours) : null }) ? 1 : 0,
  );
  const base = "/api/v1/devices";

  /** A bulk update of the given ids; the answer counts the devices changed. */
  const bulk = (assignments: string, values: Record<string, unknown>, ids: number[]) =>
    db.transaction(() => {
      const statement = db.prepare(`UPDATE devices SET ${assignments} WHERE id = @id`);
      return ids.reduce((n, id) => n + statement.run({ ...values, id }).changes, 0);
    })();

  return [
    {
      method: "GET", path: base, access: `${MARK}.query`,
      handle: (ctx) => {
        const { rows, total } = queryList(db, listSpec(ctx.locale), ctx.query);
        return listReply(rows, total);
      },
    },
    {
      // Not in §7: the stale rule's threshold (global config staleDeviceHours), for the console's ready-now column;
      // any caller of the device list, the coverage screen or the what-if may read it (the global config itself needs
      // globalConfig.get).
      method: "GET", path: `${base}/stale-rule`, access: [`${MARK}.query`, "deviceCoverage.query", "helpSolution.query"],
      handle: () => {
        const row = db.prepare(`SELECT ${STALE_HOURS}`).pluck().get() as number | null;
        return result({ staleDeviceHours: row ?? null });
      },
    },
    {
      method: "GET", path: `${base}/export`, access: `${MARK}.export`,
      handle: (ctx) => {
        const query = new URLSearchParams(ctx.query);
        const spec = listSpec(ctx.locale);
        // Streamed (issue 17.9): queryList caps pages at 100 rows; each page is written as it is read, and the loop
        // turns between pages, so a large export never holds the file nor blocks other calls.
        const page = (pageNo: number) => {
          query.set("pageNo", String(pageNo));
          query.set("pageSize", "100");
          return queryList(db, spec, query);
        };
        const first = page(1);
        const total = Math.min(first.total, EXPORT_MAX_ROWS);
        const writer = xlsxWriter(SHEET_COLUMNS.map(headerOf(ctx.locale)), ctx.locale === "en-US" ? "Devices" : "设备");
        void (async () => {
          try {
            let written = 0;
            for (let pageNo = 1, chunk = first.rows as Api[]; ; chunk = page(++pageNo).rows as Api[]) {
              for (const row of chunk) {
                if (written++ >= total) break;
                await writer.row(SHEET_COLUMNS.map((column) => cellOf(column.value(row))));
              }
              if (chunk.length < 100 || written >= total) break;
              await new Promise((resolve) => setImmediate(resolve));
            }
            await writer.end();
          } catch (error) {
            writer.abort(error);
          }
        })();
        const stamp = nowString().replace(/[-: ]/g, "").slice(0, 14);
        return {
          body: writer.stream,
          headers: {
            "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "Content-Disposition": `attachment; filename="devices-${stamp}.xlsx"`,
            "X-Total-Count": String(total),
          },
        };
      },
    },
    {
      // Not in §7: the map's points, every filtered device in one answer (pageSize up to 5000), the list's filters.
      method: "GET", path: `${base}/locations`, access: "deviceMap.query",
      handle: (ctx) => {
        const { whereSql, params } = whereOf(listSpec(ctx.locale), ctx.query);
        const { pageNo } = parsePage(new URLSearchParams({ pageNo: ctx.query.get("pageNo") ?? "1" }));
        const size = Math.min(LOCATIONS_MAX, Math.max(1, Number(ctx.query.get("pageSize")) || LOCATIONS_MAX));
        const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${DEVICE_FROM} ${whereSql}`).get(...params) as { total: number };
        const rows = db
          .prepare(
            `SELECT d.id, d.sn, d.longitude, d.latitude, d.deviceState, d.networkState, ${ctx.locale === "en-US" ? "c.nameEn" : "c.name"} AS city, d.address
             FROM ${DEVICE_FROM} ${whereSql} ORDER BY d.id DESC LIMIT ? OFFSET ?`,
          )
          .all(...params, size, (pageNo - 1) * size);
        return listReply(rows, total);
      },
    },
    {
      method: "POST", path: `${base}/import`, access: `${MARK}.import`,
      handle: async (ctx) => {
        const rows = await uploadedSheet(ctx);
        return result(importRows(db, rows, ctx.locale, ctx.caller.username));
      },
    },
    {
      // Not in §7 (issue 16, import preview): the import's checks on a sheet, nothing saved.
      method: "POST", path: `${base}/import/check`, access: `${MARK}.import`,
      handle: async (ctx) => {
        const rows = await uploadedSheet(ctx);
        return result({ fields: IMPORT_FIELDS, rows: checkRecords(db, sheetRecords(rows), ctx.locale).checked });
      },
    },
    {
      // Not in §7: the same checks on rows corrected in the preview ({ rows: [{ sn, model, … }] }), nothing saved.
      method: "POST", path: `${base}/import/check-rows`, access: `${MARK}.import`,
      handle: async (ctx) => {
        const body = await ctx.readJson();
        return result({ fields: IMPORT_FIELDS, rows: checkRecords(db, postedRecords(body.rows), ctx.locale).checked });
      },
    },
    {
      method: "PUT", path: `${base}/update-public-time`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const ids = idList(body.ids);
        const errors: FieldError[] = [];
        const pick = (field: string, allowed: readonly string[]) => {
          const value = body[field];
          if (typeof value !== "string" || !allowed.includes(value)) errors.push({ field, key: "field.invalid", params: { field } });
          return value as string;
        };
        const publicMode = pick("publicMode", PUBLIC_MODES);
        const openDays = pick("openDays", AVAILABLE_DAYS);
        const begin = body.publicTimeBegin;
        const end = body.publicTimeEnd;
        if (typeof begin !== "string" || !TIME.test(begin)) errors.push({ field: "publicTimeBegin", key: "device.time" });
        if (typeof end !== "string" || !TIME.test(end)) errors.push({ field: "publicTimeEnd", key: "device.time" });
        else if (typeof begin === "string" && TIME.test(begin) && begin >= end) errors.push({ field: "publicTimeEnd", key: "device.timeRange" });
        if (errors.length) throw invalidFields(errors);
        const updated = bulk(
          "publicMode = @publicMode, openDays = @openDays, publicTimeBegin = @begin, publicTimeEnd = @end",
          { publicMode, openDays, begin, end },
          ids,
        );
        return result({ updated });
      },
    },
    {
      method: "POST", path: `${base}/set-notice-switch`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const ids = idList(body.ids);
        if (typeof body.noticeSwitch !== "boolean") throw invalidFields([{ field: "noticeSwitch", key: "field.required" }]);
        return result({ updated: bulk("noticeSwitch = @on", { on: body.noticeSwitch ? 1 : 0 }, ids) });
      },
    },
    {
      method: "POST", path: `${base}/edit-remark`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const ids = idList(body.ids);
        const remark = typeof body.remark === "string" ? body.remark.trim() : undefined;
        const errors = checkText("remark", remark, { max: 200 });
        if (errors.length) throw invalidFields(errors);
        return result({ updated: bulk("remark = @remark", { remark: remark || null }, ids) });
      },
    },
    ...optionRoutes(db),
  ];
}

/** For tests: a workbook from rows of cells (first row = header). */
export function workbookOf(rows: unknown[][], kind: "xlsx" | "xls" = "xlsx"): Buffer {
  return Buffer.from(writeBook([{ name: "Sheet1", rows }], kind));
}

