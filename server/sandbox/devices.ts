// The device fleet: the devices table (every §3 device field as a column), its reference tables (districts,
// brands, models, agencies, institutions, service packages), a deterministic seed and the row → API mapping.
// Other areas (device detail, cabinets, live messages) read devices through DEVICE_SELECT / deviceToApi.
import type { Database } from "better-sqlite3";
import { AGENCIES, ARM_SPOTS, BRANDS, COUNTRY, INSTITUTION_KINDS, PACKAGES, PLACES, PROVINCES, STREETS, type CitySeed } from "./device-data.js";
import type { Locale } from "./i18n.js";
import { Random, insertAll } from "./seed-kit.js";
import { nowString, seedDate, seedTime } from "./time.js";

export const DEVICE_COUNT = 2400;
const SEED = 20260302;
/** "Now" of the seeded world, as in seed.ts: 2026-03-01 10:00:00. */
const ANCHOR = Date.UTC(2026, 2, 1, 10, 0, 0);
const DAY = 24 * 3600 * 1000;

// ---------------------------------------------------------------------------------------------- enums (§4)

export const USE_STATES = ["IN_USE", "FREE", "UNKNOWN"] as const;
export const DEVICE_STATES = ["UNKNOWN", "NORMAL", "ABNORMAL", "WARNING"] as const;
export const NETWORK_STATES = ["UNKNOWN", "UNREGISTERED", "ONLINE", "INSTABLE", "OFFLINE"] as const;
export const ACTIVATION_STATES = ["UNACTIVATED", "ACTIVATED", "UNKNOWN"] as const;
export const POSITION_STATES = ["UNKNOWN", "IN_POSITION", "OUT_OF_POSITION"] as const;
export const QUALITY_GUARANTEES = ["INVALID", "GUARANTEED", "UNGUARANTEED", "UNKNOWN"] as const;
export const PACKAGE_SERVICES = ["NORMAL", "EXPIRED", "UNKNOWN"] as const;
export const PACKAGE_VALID = ["VALID", "INVALID"] as const;
export const BATTERY_STATES = ["NORMAL", "UNKNOWN", "POWER_LOW", "POWER_RUN_OUT"] as const;
export const ELECTRODE_STATES = ["NORMAL", "ABNORMAL", "WARNING", "UNKNOWN"] as const;
export const FENCE_STATES = ["UNKNOWN", "IN", "OUT"] as const;
export const DOOR_STATES = ["OPENED", "CLOSED", "UNKNOWN"] as const;
export const PUBLIC_MODES = ["PUBLIC", "HALF", "NEVER", "BUSINESS_HOURS"] as const;
export const AVAILABLE_DAYS = ["WEEKDAY", "HOLIDAY", "EVERYDAY"] as const;
export const POSITION_MODES = ["UNKNOWN", "GPS_AND_BDS", "GPS", "BDS", "LBS", "CUSTOM"] as const;
export const POWER_SUPPLIES = ["AC", "DC"] as const;
export const NETWORK_MODES = ["GPRS", "G4", "UNKNOWN"] as const;
export const SIM_OPERATORS = ["MOBILE", "UNICOM", "TELECOM", "UNKNOWN", "INEFFECTIVE", "OTHER"] as const;
export const INVESTOR_TYPES = ["PERSONAL", "COMPANY", "GOVERNMENT"] as const;
export const DEVICE_SOURCES = ["COMMUNICATION", "IMPORT", "UNKNOWN", "WECHAT", "ERP"] as const;
export const CABINET_MODELS = ["Unknown", "Cabinet_Basic_SiMake", "Cabinet_Standard", "Cabinet_Standard_HeFei"] as const;
export const COMMUNICATION_MODULES = ["BUILD_IN", "CONTROLLER", "CONNECTOR", "UNKNOWN"] as const;
/** Not an enum of §4; the list filter "sold state" takes these. */
export const SOLD_STATES = ["SOLD", "UNSOLD"] as const;

// ---------------------------------------------------------------------------------------------- schema

export const DEVICE_SCHEMA = `
CREATE TABLE IF NOT EXISTS districts (
  id INTEGER PRIMARY KEY, parentId INTEGER, level TEXT NOT NULL, name TEXT NOT NULL, nameEn TEXT NOT NULL,
  lat REAL, lng REAL, code TEXT);
CREATE TABLE IF NOT EXISTS device_brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL, nameEn TEXT NOT NULL, logo TEXT);
CREATE TABLE IF NOT EXISTS device_models (id INTEGER PRIMARY KEY, brandId INTEGER NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS agencies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, contact TEXT);
CREATE TABLE IF NOT EXISTS institutions (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, nameEn TEXT, level TEXT, parentId INTEGER, cityId INTEGER,
  regionId INTEGER, address TEXT, contact TEXT, phone TEXT, packageId INTEGER,
  icon TEXT, inspectionReportService INTEGER NOT NULL DEFAULT 0, callForHelpCode TEXT,
  -- Where the address is (seeded by the coverage area: institution addresses are candidate AED sites).
  latitude REAL, longitude REAL);
CREATE TABLE IF NOT EXISTS service_packages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, nameEn TEXT NOT NULL, years INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS devices (
  id INTEGER PRIMARY KEY, sn TEXT NOT NULL UNIQUE,
  brandId INTEGER, modelId INTEGER, affiliationUnit TEXT, institutionId INTEGER, agencyId INTEGER,
  investorName TEXT, investorType TEXT, publicMode TEXT, openDays TEXT, publicTimeBegin TEXT, publicTimeEnd TEXT,
  address TEXT, armLocation TEXT, images TEXT, contactName TEXT, contactPhone TEXT, soldState TEXT,
  countryRegionId INTEGER, countryStateId INTEGER, cityId INTEGER, regionId INTEGER,
  latitude REAL, longitude REAL, positionMode TEXT, fenceRadius INTEGER, systemRadius INTEGER,
  activationState TEXT, activationDate TEXT, guaranteeBeginDate TEXT, guaranteeExpiryDate TEXT,
  contractYears INTEGER, extensionYears INTEGER, qualityGuarantee TEXT,
  packageId INTEGER, packageBeginDate TEXT, packageExpiryDate TEXT, packageService TEXT, packageValid TEXT,
  useState TEXT, deviceState TEXT, networkState TEXT, positionState TEXT, batteryState TEXT, electrodeState TEXT,
  fenceState TEXT, doorState TEXT,
  batteryLevel INTEGER, batterySn TEXT, batteryLot TEXT, batteryExpiryDate TEXT,
  electrodeSn TEXT, electrodeLot TEXT, electrodeExpiryDate TEXT,
  communicationModule TEXT, imei TEXT, iccid TEXT, simOperator TEXT, networkMode TEXT, signalStrength INTEGER,
  powerSupply TEXT, cabinetModel TEXT, lockSn TEXT, lockMac TEXT,
  relatedPersonName TEXT, relatedPersonPhone TEXT,
  firmwareVersion TEXT, deviceSource TEXT, noticeSwitch INTEGER NOT NULL DEFAULT 1,
  remark TEXT, ignoreAbnormalMark INTEGER NOT NULL DEFAULT 0,
  lotNumber TEXT, productionDate TEXT, assemblyDate TEXT, deliveryDate TEXT,
  boardSn TEXT, ledBoardSn TEXT, capacitorSn TEXT, capacitorLot TEXT,
  batteryValidityMonths INTEGER, electrodeValidityMonths INTEGER,
  lastCommunicationTime TEXT, createdDate TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS devices_city ON devices (cityId);
CREATE INDEX IF NOT EXISTS devices_institution ON devices (institutionId);
-- The workplace's counts read these narrow indexes instead of every whole row (statistics.ts, device-extras.ts).
CREATE INDEX IF NOT EXISTS devices_states ON devices (deviceState, networkState, useState, activationState, batteryState, electrodeState);
CREATE INDEX IF NOT EXISTS devices_battery_expiry ON devices (batteryExpiryDate);
CREATE INDEX IF NOT EXISTS devices_electrode_expiry ON devices (electrodeExpiryDate);
`;

/** Tables this module owns, children first, for a wipe before seeding. */
const DEVICE_TABLES = ["devices", "institutions", "agencies", "device_models", "device_brands", "service_packages", "districts"];

export function createDeviceSchema(db: Database): void {
  db.exec(DEVICE_SCHEMA);
}

// ---------------------------------------------------------------------------------------------- reading

/** FROM clause of a device with its names joined (aliases d, b, m, i, a, p, cr, cs, c, r). */
export const DEVICE_FROM = `devices d
  LEFT JOIN device_brands b ON b.id = d.brandId LEFT JOIN device_models m ON m.id = d.modelId
  LEFT JOIN institutions i ON i.id = d.institutionId LEFT JOIN agencies a ON a.id = d.agencyId
  LEFT JOIN service_packages p ON p.id = d.packageId
  LEFT JOIN districts cr ON cr.id = d.countryRegionId LEFT JOIN districts cs ON cs.id = d.countryStateId
  LEFT JOIN districts c ON c.id = d.cityId LEFT JOIN districts r ON r.id = d.regionId`;

export const DEVICE_SELECT = `d.*, b.name AS brandName, b.nameEn AS brandNameEn, m.name AS modelName,
  i.name AS institutionName, i.nameEn AS institutionNameEn, a.name AS agencyName,
  p.name AS packageName, p.nameEn AS packageNameEn,
  cr.name AS countryRegionName, cr.nameEn AS countryRegionNameEn, cs.name AS countryStateName, cs.nameEn AS countryStateNameEn,
  c.name AS cityName, c.nameEn AS cityNameEn, r.name AS regionName, r.nameEn AS regionNameEn`;

export type DeviceRow = Record<string, unknown> & { id: number; sn: string };

const named = (row: DeviceRow, base: string, locale: Locale) => {
  const id = row[`${base}Id`];
  if (id === null || id === undefined) return null;
  const en = row[`${base}NameEn`];
  return { id, name: locale === "en-US" && typeof en === "string" && en ? en : row[`${base}Name`] };
};

/** A DEVICE_SELECT row → the device's API JSON (§3), names in the caller's language. */
export function deviceToApi(row: DeviceRow, locale: Locale = "zh-CN") {
  const bool = (v: unknown) => v === 1 || v === true;
  return {
    id: row.id,
    sn: row.sn,
    brand: named(row, "brand", locale),
    model: named(row, "model", locale),
    affiliationUnit: row.affiliationUnit,
    institution: named(row, "institution", locale),
    agency: named(row, "agency", locale),
    investor: { name: row.investorName, type: row.investorType },
    publicMode: row.publicMode,
    openDays: row.openDays,
    publicTime: { begin: row.publicTimeBegin, end: row.publicTimeEnd },
    address: row.address,
    armLocation: row.armLocation,
    images: typeof row.images === "string" ? (JSON.parse(row.images) as string[]) : [],
    contact: { name: row.contactName, phone: row.contactPhone },
    soldState: row.soldState,
    area: {
      countryRegion: named(row, "countryRegion", locale),
      countryState: named(row, "countryState", locale),
      city: named(row, "city", locale),
      region: named(row, "region", locale),
    },
    location: { latitude: row.latitude, longitude: row.longitude, positionMode: row.positionMode, fenceRadius: row.fenceRadius },
    systemInfo: { radius: row.systemRadius },
    warranty: {
      activationState: row.activationState,
      activationDate: row.activationDate,
      guaranteeBeginDate: row.guaranteeBeginDate,
      guaranteeExpiryDate: row.guaranteeExpiryDate,
      contractYears: row.contractYears,
      extensionYears: row.extensionYears,
      qualityGuarantee: row.qualityGuarantee,
    },
    package: row.packageId === null ? null : {
      ...named(row, "package", locale),
      beginDate: row.packageBeginDate,
      expiryDate: row.packageExpiryDate,
      valid: row.packageValid,
    },
    packageService: row.packageService,
    activationState: row.activationState,
    useState: row.useState,
    deviceState: row.deviceState,
    networkState: row.networkState,
    positionState: row.positionState,
    batteryState: row.batteryState,
    electrodeState: row.electrodeState,
    fenceState: row.fenceState,
    doorState: row.doorState,
    batteryInfo: { level: row.batteryLevel, sn: row.batterySn, lot: row.batteryLot, expiryDate: row.batteryExpiryDate },
    electrodeInfo: { sn: row.electrodeSn, lot: row.electrodeLot, expiryDate: row.electrodeExpiryDate },
    communicationModuleInfo: {
      type: row.communicationModule, imei: row.imei, iccid: row.iccid, simOperator: row.simOperator,
      networkMode: row.networkMode, signalStrength: row.signalStrength, powerSupply: row.powerSupply,
      cabinetModel: row.cabinetModel,
    },
    lockInfo: row.lockSn === null ? null : { serialNumber: row.lockSn, macAddress: row.lockMac },
    relatedPersonInfo: { name: row.relatedPersonName, phone: row.relatedPersonPhone },
    firmwareVersion: row.firmwareVersion,
    deviceSource: row.deviceSource,
    noticeSwitch: bool(row.noticeSwitch),
    remark: row.remark,
    ignoreAbnormalMark: bool(row.ignoreAbnormalMark),
    factoryInfo: {
      lotNumber: row.lotNumber, productionDate: row.productionDate, assemblyDate: row.assemblyDate, deliveryDate: row.deliveryDate,
      boardSn: row.boardSn, ledBoardSn: row.ledBoardSn, capacitorSn: row.capacitorSn, capacitorLot: row.capacitorLot,
      batterySn: row.batterySn, batteryLot: row.batteryLot, electrodeSn: row.electrodeSn, electrodeLot: row.electrodeLot,
      batteryValidityMonths: row.batteryValidityMonths, electrodeValidityMonths: row.electrodeValidityMonths,
    },
    lastCommunicationTime: row.lastCommunicationTime,
    createdDate: row.createdDate,
  };
}

export type ApiDevice = ReturnType<typeof deviceToApi>;

/** One device's joined row, or undefined. */
export function findDevice(db: Database, id: number): DeviceRow | undefined {
  return db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM} WHERE d.id = ?`).get(id) as DeviceRow | undefined;
}

// ---------------------------------------------------------------------------------------------- seed

const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗";
const GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "华", "平"];
const addDays = (epoch: number, days: number) => epoch + days * DAY;

interface Placed {
  city: CitySeed;
  provinceCode: number;
}

/** Writes the reference tables and DEVICE_COUNT devices; deterministic (own PRNG, fixed clock). */
export function seedDevices(db: Database): void {
  db.transaction(() => {
    for (const table of DEVICE_TABLES) db.exec(`DELETE FROM ${table}`);
    const rnd = new Random(SEED);

    // Districts: country → province → city → region; ids are the administrative codes.
    const districts: Record<string, unknown>[] = [{ id: COUNTRY.code, parentId: null, level: "COUNTRY", name: COUNTRY.name, nameEn: COUNTRY.nameEn, lat: 35.8617, lng: 104.1954 }];
    const places: Placed[] = [];
    for (const p of PROVINCES) {
      const first = p.cities[0]!;
      districts.push({ id: p.code, parentId: COUNTRY.code, level: "STATE", name: p.name, nameEn: p.nameEn, lat: first.lat, lng: first.lng });
      for (const c of p.cities) {
        places.push({ city: c, provinceCode: p.code });
        districts.push({ id: c.code, parentId: p.code, level: "CITY", name: c.name, nameEn: c.nameEn, lat: c.lat, lng: c.lng });
        for (const r of c.regions) {
          districts.push({
            id: r.code, parentId: c.code, level: "REGION", name: r.name, nameEn: r.nameEn,
            lat: Number((c.lat + (rnd.next() - 0.5) * 0.12).toFixed(4)), lng: Number((c.lng + (rnd.next() - 0.5) * 0.12).toFixed(4)),
          });
        }
      }
    }
    insertAll(db, "districts", districts.map((district) => ({ ...district, code: String(district.id) })));
    const regionCentre = new Map(districts.filter((d) => d.level === "REGION").map((d) => [d.id as number, d as { lat: number; lng: number }]));

    insertAll(db, "device_brands", BRANDS.map(([name, nameEn], i) => ({ id: i + 1, name, nameEn, logo: null })));
    const models: { id: number; brandId: number; name: string }[] = [];
    BRANDS.forEach(([, , , names], b) => names.forEach((name) => models.push({ id: models.length + 1, brandId: b + 1, name })));
    insertAll(db, "device_models", models);
    insertAll(db, "agencies", AGENCIES.map(([name, contact], i) => ({ id: i + 1, name, contact })));
    insertAll(db, "service_packages", PACKAGES.map(([name, nameEn, years], i) => ({ id: i + 1, name, nameEn, years })));

    // Institutions: four per city.
    const institutions: { id: number; name: string; nameEn: string; level: string; parentId: number | null; cityId: number; regionId: number; address: string; contact: string; phone: string; packageId: number }[] = [];
    for (const { city } of places) {
      const short = city.name.replace(/市$/, "");
      for (const [suffix, suffixEn, level] of INSTITUTION_KINDS) {
        const region = rnd.pick(city.regions);
        institutions.push({
          id: institutions.length + 1,
          name: `${short}${suffix}`,
          nameEn: `${city.nameEn} ${suffixEn}`,
          level,
          parentId: null,
          cityId: city.code,
          regionId: region.code,
          address: `${city.name}${region.name}${rnd.pick(STREETS)}${rnd.int(1, 300)}号`,
          contact: rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
          phone: rnd.phone(),
          packageId: rnd.int(1, PACKAGES.length),
        });
      }
    }
    // A real hierarchy: each city's emergency centre heads the city's other institutions, and a provincial health
    // commission (appended, so the city institutions keep their ids) heads the province's centres.
    const provinceHeads = new Map<number, number>();
    PROVINCES.forEach((province, index) => provinceHeads.set(province.code, institutions.length + index + 1));
    const provinceOfCity = new Map(places.map((place) => [place.city.code, place.provinceCode] as const));
    const cityHeads = new Map<number, number>();
    for (const inst of institutions) {
      if (!cityHeads.has(inst.cityId)) {
        cityHeads.set(inst.cityId, inst.id);
        (inst as { parentId: number | null }).parentId = provinceHeads.get(provinceOfCity.get(inst.cityId)!)!;
      } else (inst as { parentId: number | null }).parentId = cityHeads.get(inst.cityId)!;
    }
    // Their own random stream: the devices' seed below stays what it was.
    const orgRnd = new Random(SEED + 7);
    const heads = PROVINCES.map((province) => {
      const capital = province.cities[0]!;
      return {
        id: provinceHeads.get(province.code)!, name: `${province.name.replace(/(省|市|自治区)$/, "")}卫生健康委员会`, nameEn: `${province.nameEn} Health Commission`,
        level: "PROVINCE", parentId: null, cityId: capital.code, regionId: capital.regions[0]!.code,
        address: `${capital.name}${capital.regions[0]!.name}${orgRnd.pick(STREETS)}${orgRnd.int(1, 300)}号`,
        contact: orgRnd.pick([...SURNAMES]) + orgRnd.pick(GIVEN), phone: orgRnd.phone(), packageId: 1,
      };
    });
    const all = [...institutions, ...heads].map((inst) => ({
      ...inst,
      inspectionReportService: inst.level === "PROVINCE" || orgRnd.next() < 0.5 ? 1 : 0,
      callForHelpCode: `HELP${String(inst.id).padStart(4, "0")}`,
    }));
    insertAll(db, "institutions", all);
    const institutionsOf = new Map<number, typeof institutions>();
    for (const inst of institutions) institutionsOf.set(inst.cityId, [...(institutionsOf.get(inst.cityId) ?? []), inst]);

    const cityWeights = places.map((p) => [p, p.city.weight] as const);
    const devices: Record<string, unknown>[] = [];
    // Last reports are placed before the moment of seeding (not the seed's anchor), so the stale rule
    // (global config staleDeviceHours) finds the same devices stale on every fresh database.
    const reportBase = Date.now();
    for (let i = 1; i <= DEVICE_COUNT; i++) devices.push(seedDevice(rnd, i, rnd.weighted(cityWeights), institutionsOf, models, regionCentre, reportBase));
    insertAll(db, "devices", devices);
  })();
}

/**
 * When the device last reported, before `reportBase`: offline ones 1–60 days ago, connected ones within two hours;
 * one in twenty connected ones hangs with its last states frozen 3–10 days ago (the stale rule catches them; the
 * network state alone does not). Never for unregistered ones. The hang draws from its own generator so the main
 * seed sequence stays as it was.
 */
function lastReport(i: number, networkState: string, rnd: Random, reportBase: number): string | null {
  if (networkState === "UNREGISTERED") return null;
  let lag = networkState === "OFFLINE" ? rnd.int(1, 60) * DAY : rnd.int(60, 7200) * 1000;
  const hang = new Random(SEED + 11 + i * 104_729);
  if (networkState !== "OFFLINE" && hang.next() < 0.05) lag = hang.int(3 * 24, 10 * 24) * 3600 * 1000;
  return nowString(new Date(reportBase - lag));
}

function seedDevice(
  rnd: Random,
  i: number,
  { city, provinceCode }: Placed,
  institutionsOf: Map<number, { id: number; name: string; regionId: number }[]>,
  models: { id: number; brandId: number; name: string }[],
  regionCentre: Map<number, { lat: number; lng: number }>,
  reportBase: number,
): Record<string, unknown> {
  const model = rnd.pick(models);
  const brandPrefix = BRANDS[model.brandId - 1]![2];
  const institution = rnd.next() < 0.92 ? rnd.pick(institutionsOf.get(city.code)!) : null;
  const region = institution ? city.regions.find((r) => r.code === institution.regionId)! : rnd.pick(city.regions);
  const centre = regionCentre.get(region.code)!;
  const produced = addDays(ANCHOR, -rnd.int(120, 2200));
  const assembled = addDays(produced, rnd.int(3, 20));
  const delivered = addDays(assembled, rnd.int(7, 60));
  const created = addDays(delivered, rnd.int(1, 30));

  const activationState = rnd.weighted([["ACTIVATED", 90], ["UNACTIVATED", 8], ["UNKNOWN", 2]] as const);
  const activated = activationState === "ACTIVATED";
  const networkState = activated
    ? rnd.weighted([["ONLINE", 85], ["OFFLINE", 6], ["INSTABLE", 6], ["UNKNOWN", 3]] as const)
    : rnd.weighted([["UNREGISTERED", 70], ["UNKNOWN", 30]] as const);
  const batteryState = rnd.weighted([["NORMAL", 90], ["POWER_LOW", 5], ["POWER_RUN_OUT", 1.5], ["UNKNOWN", 3.5]] as const);
  const batteryLevel = { NORMAL: rnd.int(45, 100), POWER_LOW: rnd.int(8, 25), POWER_RUN_OUT: rnd.int(0, 4), UNKNOWN: null }[batteryState];
  const electrodeState = rnd.weighted([["NORMAL", 86], ["WARNING", 8], ["ABNORMAL", 3.5], ["UNKNOWN", 2.5]] as const);
  const electrodeExpiry = {
    NORMAL: addDays(ANCHOR, rnd.int(60, 900)),
    WARNING: addDays(ANCHOR, rnd.int(1, 30)),
    ABNORMAL: addDays(ANCHOR, -rnd.int(1, 200)),
    UNKNOWN: null,
  }[electrodeState];
  const positionState = rnd.weighted([["IN_POSITION", 90], ["OUT_OF_POSITION", 3], ["UNKNOWN", 7]] as const);
  const fenceState = positionState === "OUT_OF_POSITION" ? rnd.weighted([["OUT", 80], ["IN", 20]] as const) : rnd.weighted([["IN", 88], ["OUT", 2], ["UNKNOWN", 10]] as const);
  const doorState = rnd.weighted([["CLOSED", 93], ["OPENED", 2], ["UNKNOWN", 5]] as const);
  const useState = !activated ? "UNKNOWN" : rnd.weighted([["FREE", 96], ["IN_USE", 2], ["UNKNOWN", 2]] as const);
  const trouble = batteryState !== "NORMAL" || electrodeState === "ABNORMAL" || networkState === "OFFLINE";
  const deviceState = !activated
    ? rnd.weighted([["UNKNOWN", 70], ["NORMAL", 30]] as const)
    : trouble
      ? rnd.weighted([["ABNORMAL", 60], ["WARNING", 40]] as const)
      : electrodeState === "WARNING"
        ? "WARNING"
        : rnd.weighted([["NORMAL", 94], ["WARNING", 3], ["ABNORMAL", 2], ["UNKNOWN", 1]] as const);

  const packageService = rnd.weighted([["NORMAL", 80], ["EXPIRED", 8], ["UNKNOWN", 12]] as const);
  const packageId = packageService === "UNKNOWN" ? null : rnd.int(1, PACKAGES.length);
  const packageYears = packageId === null ? 0 : PACKAGES[packageId - 1]![2];
  const packageExpiry = packageService === "EXPIRED" ? addDays(ANCHOR, -rnd.int(1, 300)) : addDays(ANCHOR, rnd.int(20, 365 * packageYears));
  const packageBegin = addDays(packageExpiry, -365 * packageYears);

  const guaranteeBegin = activated ? addDays(created, rnd.int(0, 30)) : null;
  const contractYears = rnd.pick([1, 2, 3, 5]);
  const extensionYears = rnd.weighted([[0, 70], [1, 20], [2, 10]] as const);
  const guaranteeExpiry = guaranteeBegin === null ? null : addDays(guaranteeBegin, (contractYears + extensionYears) * 365);
  const qualityGuarantee = !activated
    ? rnd.weighted([["UNKNOWN", 60], ["UNGUARANTEED", 40]] as const)
    : guaranteeExpiry! < ANCHOR
      ? rnd.weighted([["INVALID", 70], ["UNGUARANTEED", 30]] as const)
      : rnd.weighted([["GUARANTEED", 95], ["UNKNOWN", 5]] as const);

  const publicMode = rnd.weighted([["PUBLIC", 50], ["BUSINESS_HOURS", 30], ["HALF", 12], ["NEVER", 8]] as const);
  const allDay = publicMode === "PUBLIC";
  const communicationModule = rnd.weighted([["BUILD_IN", 55], ["CONTROLLER", 25], ["CONNECTOR", 15], ["UNKNOWN", 5]] as const);
  const hasLock = communicationModule === "CONTROLLER" && rnd.next() < 0.6;
  const place = rnd.pick(PLACES);
  const street = rnd.pick(STREETS);
  const short = city.name.replace(/市$/, "");
  const yy = seedDate(produced).slice(2, 4);
  const lot = `L${seedDate(produced).slice(0, 7).replace("-", "")}${rnd.digits(2)}`;
  const serial = (prefix: string) => `${prefix}${yy}${rnd.digits(8)}`;
  const investorType = rnd.weighted([["GOVERNMENT", 45], ["COMPANY", 45], ["PERSONAL", 10]] as const);

  return {
    id: i,
    sn: `${brandPrefix}${yy}${String(i).padStart(6, "0")}`,
    brandId: model.brandId,
    modelId: model.id,
    affiliationUnit: institution?.name ?? `${short}${place}管理处`,
    institutionId: institution?.id ?? null,
    agencyId: rnd.next() < 0.85 ? rnd.int(1, AGENCIES.length) : null,
    investorName: investorType === "GOVERNMENT" ? `${short}市卫生健康委员会` : investorType === "COMPANY" ? `${short}${rnd.pick(["城投集团", "红十字会", "慈善基金会", "地铁集团"])}` : rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
    investorType,
    publicMode,
    openDays: allDay ? "EVERYDAY" : rnd.weighted([["WEEKDAY", 60], ["EVERYDAY", 30], ["HOLIDAY", 10]] as const),
    publicTimeBegin: allDay ? "00:00" : rnd.pick(["07:00", "08:00", "08:30", "09:00"]),
    publicTimeEnd: allDay ? "23:59" : rnd.pick(["18:00", "20:00", "21:30", "22:00"]),
    address: `${city.name}${region.name}${street}${rnd.int(1, 500)}号${short}${place}`,
    armLocation: rnd.pick(ARM_SPOTS),
    images: JSON.stringify(Array.from({ length: rnd.int(0, 3) }, (_, k) => `/files/devices/${i}-${k + 1}.jpg`)),
    contactName: rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
    contactPhone: rnd.phone(),
    soldState: rnd.weighted([["SOLD", 85], ["UNSOLD", 15]] as const),
    countryRegionId: COUNTRY.code,
    countryStateId: provinceCode,
    cityId: city.code,
    regionId: region.code,
    latitude: Number((centre.lat + (rnd.next() - 0.5) * 0.09).toFixed(6)),
    longitude: Number((centre.lng + (rnd.next() - 0.5) * 0.11).toFixed(6)),
    positionMode: rnd.weighted([["GPS_AND_BDS", 50], ["GPS", 15], ["BDS", 10], ["LBS", 10], ["CUSTOM", 10], ["UNKNOWN", 5]] as const),
    fenceRadius: rnd.pick([100, 200, 300, 500, 1000]),
    systemRadius: rnd.pick([500, 1000, 2000, 3000]),
    activationState,
    activationDate: activated ? seedTime(guaranteeBegin!) : null,
    guaranteeBeginDate: guaranteeBegin === null ? null : seedDate(guaranteeBegin),
    guaranteeExpiryDate: guaranteeExpiry === null ? null : seedDate(guaranteeExpiry),
    contractYears,
    extensionYears,
    qualityGuarantee,
    packageId,
    packageBeginDate: packageId === null ? null : seedDate(packageBegin),
    packageExpiryDate: packageId === null ? null : seedDate(packageExpiry),
    packageService,
    packageValid: packageService === "NORMAL" ? "VALID" : "INVALID",
    useState,
    deviceState,
    networkState,
    positionState,
    batteryState,
    electrodeState,
    fenceState,
    doorState: communicationModule === "BUILD_IN" && rnd.next() < 0.3 ? "UNKNOWN" : doorState,
    batteryLevel,
    batterySn: serial("BT"),
    batteryLot: `B${lot.slice(1)}`,
    batteryExpiryDate: seedDate(addDays(produced, 365 * rnd.pick([4, 5]))),
    electrodeSn: serial("EP"),
    electrodeLot: `E${lot.slice(1)}`,
    electrodeExpiryDate: electrodeExpiry === null ? null : seedDate(electrodeExpiry),
    communicationModule,
    imei: `86${rnd.digits(13)}`,
    iccid: `8986${rnd.digits(16)}`,
    simOperator: rnd.weighted([["MOBILE", 50], ["UNICOM", 25], ["TELECOM", 18], ["UNKNOWN", 3], ["INEFFECTIVE", 2], ["OTHER", 2]] as const),
    networkMode: rnd.weighted([["G4", 75], ["GPRS", 20], ["UNKNOWN", 5]] as const),
    signalStrength: networkState === "ONLINE" ? rnd.int(14, 31) : networkState === "INSTABLE" ? rnd.int(5, 13) : null,
    powerSupply: rnd.weighted([["AC", 70], ["DC", 30]] as const),
    cabinetModel: communicationModule === "BUILD_IN" ? "Unknown" : rnd.pick(["Cabinet_Basic_SiMake", "Cabinet_Standard", "Cabinet_Standard_HeFei"]),
    lockSn: hasLock ? `${rnd.pick(["V", "T"])}${rnd.int(1, 3)}.${rnd.int(0, 9)}.${rnd.int(0, 9)}` : null,
    lockMac: hasLock ? Array.from({ length: 6 }, () => rnd.hex(1)).join(":") : null,
    relatedPersonName: rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
    relatedPersonPhone: rnd.phone(),
    firmwareVersion: `V0${rnd.int(1, 9)}.${rnd.int(0, 4)}.${rnd.int(0, 9)}`,
    deviceSource: rnd.weighted([["COMMUNICATION", 50], ["IMPORT", 30], ["ERP", 12], ["WECHAT", 5], ["UNKNOWN", 3]] as const),
    noticeSwitch: rnd.next() < 0.9 ? 1 : 0,
    remark: rnd.next() < 0.1 ? rnd.pick(["新装设备，待培训", "物业负责日常巡检", "夜间闭馆，柜门上锁", "已更换电极片"]) : null,
    ignoreAbnormalMark: deviceState === "ABNORMAL" && rnd.next() < 0.1 ? 1 : 0,
    lotNumber: lot,
    productionDate: seedDate(produced),
    assemblyDate: seedDate(assembled),
    deliveryDate: seedDate(delivered),
    boardSn: serial("MB"),
    ledBoardSn: serial("LB"),
    capacitorSn: serial("CP"),
    capacitorLot: `C${lot.slice(1)}`,
    batteryValidityMonths: rnd.pick([48, 60]),
    electrodeValidityMonths: rnd.pick([24, 30, 36]),
    lastCommunicationTime: lastReport(i, networkState, rnd, reportBase),
    createdDate: seedTime(created),
  };
}
