// AED coverage and the one-click help what-if (issue 38): the positions the analysis reads, and a seed that gives
// it something to find. Calls beyond §7 (development sample endpoints): each answers a list of compact rows with
// the total in X-Total-Count, `pageNo`/`pageSize` up to 10,000 rows a page.
//   GET /v1/devices/positions              devices with a position, their district and the ready-now rule's inputs
//   GET /v1/one-key-help-records/positions calls for help with their position, district, time and caller
//   GET /v1/volunteers/positions           volunteers' last known positions
//   GET /v1/institutions/positions         institutions with a position (their address, geocoded by the sandbox)
// The seed (own PRNG stream, after every other area): institution positions, more volunteers in every city
// (denser towards the centre), and a year of calls before the day of seeding — most near where people gather
// (around the fleet's own sites) or at home (around district centres), plus busy blocks no AED reaches and busy
// blocks only a not-ready AED reaches. Times are placed before the seeding day (as the devices' last reports are),
// so "the last 30 days" holds the same calls on every database seeded that day.
import type { Database } from "better-sqlite3";
import { greatCircleMetres } from "../../app/lib/geo.js";
import { readyNow } from "../../app/lib/ready-now.js";
import { PROVINCES, STREETS } from "./device-data.js";
import { type AuthedCtx, type Grant, type Route, badRequest, listReply } from "./http.js";
import type { Random } from "./seed-kit.js";
import { type CityCache, recordHelpCall, regionAt } from "./solutions.js";
import { defineArea } from "./table.js";
import { DATE_TIME, nowString } from "./time.js";

const DAY = 24 * 3600 * 1000;
const MAX_PAGE = 10_000;

/** Who may read the positions: the coverage screen, the what-if (helpSolution), or the entity's own screen. */
const COVERAGE_READERS: readonly Grant[] = ["deviceCoverage.query", "helpSolution.query"];

const ID = /^\d{1,12}$/;

/**
 * `WHERE` parts from the query's id and date-time filters (anything malformed is a 400, never ignored), after the
 * route's own condition (rows without a position are no use to the analysis).
 */
function where(ctx: AuthedCtx, base: string, columns: Record<string, { column: string; op: "=" | ">=" | "<=" }>): { sql: string; params: unknown[] } {
  const parts = [base];
  const params: unknown[] = [];
  for (const [name, { column, op }] of Object.entries(columns)) {
    const raw = ctx.query.get(name);
    if (raw === null || raw === "") continue;
    const valid = op === "=" ? ID.test(raw) : DATE_TIME.test(raw);
    if (!valid) throw badRequest(op === "=" ? "list.filterValue" : "list.dateTime", { field: name });
    parts.push(`${column} ${op} ?`);
    params.push(op === "=" ? Number(raw) : raw);
  }
  return { sql: `WHERE ${parts.join(" AND ")}`, params };
}

function page(ctx: AuthedCtx): { limit: number; offset: number } {
  const pageNo = ctx.query.get("pageNo") ?? "1";
  const pageSize = ctx.query.get("pageSize") ?? String(MAX_PAGE);
  if (!/^\d{1,9}$/.test(pageNo) || Number(pageNo) < 1) throw badRequest("list.pageNo");
  if (!/^\d{1,9}$/.test(pageSize) || Number(pageSize) < 1) throw badRequest("list.pageSize");
  const limit = Math.min(MAX_PAGE, Number(pageSize));
  return { limit, offset: (Number(pageNo) - 1) * limit };
}

interface Positions {
  path: string;
  access: readonly Grant[];
  from: string;
  select: string;
  /** The condition every row meets: it has a position. */
  base: string;
  filters: Parameters<typeof where>[2];
  order: string;
}

function positionsRoute(db: Database, spec: Positions): Route {
  return {
    method: "GET", path: `/api/v1/${spec.path}/positions`, access: spec.access,
    handle: (ctx) => {
      const { sql, params } = where(ctx, spec.base, spec.filters);
      const { limit, offset } = page(ctx);
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${spec.from} ${sql}`).get(...params) as { total: number };
      const rows = db.prepare(`SELECT ${spec.select} FROM ${spec.from} ${sql} ORDER BY ${spec.order} LIMIT ? OFFSET ?`).all(...params, limit, offset);
      return listReply(rows, total);
    },
  };
}

function routes({ db }: { db: Database }): Route[] {
  const specs: Positions[] = [
    {
      path: "devices", access: COVERAGE_READERS, from: "devices d", base: "d.latitude IS NOT NULL AND d.longitude IS NOT NULL",
      select: `d.id, d.sn, d.latitude, d.longitude, d.cityId, d.regionId, d.batteryState, d.electrodeState, d.networkState, d.deviceState,
        d.doorState, d.fenceState, d.packageService, d.lastCommunicationTime`,
      filters: { cityId: { column: "d.cityId", op: "=" }, regionId: { column: "d.regionId", op: "=" } },
      order: "d.id",
    },
    {
      path: "one-key-help-records", access: COVERAGE_READERS, from: "help_calls h", base: "h.latitude IS NOT NULL AND h.longitude IS NOT NULL",
      select: "h.id, h.latitude, h.longitude, h.cityId, h.regionId, h.volunteerId, h.callForHelpDate",
      filters: {
        cityId: { column: "h.cityId", op: "=" }, regionId: { column: "h.regionId", op: "=" },
        callForHelpDateBegin: { column: "h.callForHelpDate", op: ">=" }, callForHelpDateEnd: { column: "h.callForHelpDate", op: "<=" },
      },
      order: "h.callForHelpDate, h.id",
    },
    {
      path: "volunteers", access: ["helpSolution.query", "volunteerList.query"], from: "volunteers v",
      base: "v.latestLatitude IS NOT NULL AND v.latestLongitude IS NOT NULL",
      select: "v.id, v.latestLatitude AS latitude, v.latestLongitude AS longitude, v.cityId",
      filters: { cityId: { column: "v.cityId", op: "=" } },
      order: "v.id",
    },
    {
      path: "institutions", access: ["deviceCoverage.query", "institutionList.query"], from: "institutions i",
      base: "i.latitude IS NOT NULL AND i.longitude IS NOT NULL",
      select: "i.id, i.name, i.nameEn, i.latitude, i.longitude, i.cityId, i.regionId",
      filters: { cityId: { column: "i.cityId", op: "=" } },
      order: "i.id",
    },
  ];
  return specs.map((spec) => positionsRoute(db, spec));
}

// ---------------------------------------------------------------------------------------------- seed

interface Place {
  lat: number;
  lng: number;
}

/** A normal deviate (Box–Muller) from the seed's generator. */
function gaussian(rnd: Random): number {
  const u = Math.max(rnd.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd.next());
}

const METRES_PER_DEGREE = 111_195;
/** A point about `sigma` metres (normal, both axes) around `centre`, at most `cap` metres away. */
function around(rnd: Random, centre: Place, sigma: number, cap = Infinity): Place {
  let north = gaussian(rnd) * sigma;
  let east = gaussian(rnd) * sigma;
  const length = Math.hypot(north, east);
  if (length > cap) [north, east] = [(north / length) * cap, (east / length) * cap];
  return {
    lat: Number((centre.lat + north / METRES_PER_DEGREE).toFixed(6)),
    lng: Number((centre.lng + east / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180))).toFixed(6)),
  };
}

const nearestMetres = (points: readonly Place[], at: Place, skip?: Place) =>
  points.reduce((best, point) => (point === skip ? best : Math.min(best, greatCircleMetres(at.lat, at.lng, point.lat, point.lng))), Infinity);

const WEIGHTS = new Map(PROVINCES.flatMap((province) => province.cities.map((city) => [city.code, city.weight] as const)));
const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗";
const GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "华", "平"];

/** Institutions stand near their district's centre: where their address would geocode to. */
function seedInstitutionPositions(db: Database, rnd: Random): void {
  const rows = db
    .prepare(`SELECT i.id, COALESCE(r.lat, c.lat) AS lat, COALESCE(r.lng, c.lng) AS lng FROM institutions i
      LEFT JOIN districts r ON r.id = i.regionId LEFT JOIN districts c ON c.id = i.cityId WHERE COALESCE(r.lat, c.lat) IS NOT NULL ORDER BY i.id`)
    .all() as { id: number; lat: number; lng: number }[];
  const update = db.prepare("UPDATE institutions SET latitude = ?, longitude = ? WHERE id = ?");
  for (const row of rows) {
    const place = around(rnd, row, 900);
    update.run(place.lat, place.lng, row.id);
  }
}

type City = Place & { id: number; name: string };
type Volunteer = Place & { id: number };

/** Writes volunteers with a last known position (phone numbers 199…, unique to this seed). */
function volunteerWriter(db: Database, rnd: Random, seededAt: number) {
  const insert = db.prepare(
    `INSERT INTO volunteers (firstName, phoneNumber, gender, cityId, address, certificateState, birthDate, rewardPoints, latestLatitude, latestLongitude,
      receiveHelpWeekOption, receiveHelpTimeBegin, receiveHelpTimeEnd, createdDate)
     VALUES (?, ?, ?, ?, ?, 'INVALID', ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  let serial = 0;
  return (city: City, place: Place): Volunteer => {
    const begin = rnd.pick(["07:00", "08:00", "09:00", "18:00"]);
    const { lastInsertRowid } = insert.run(
      rnd.pick([...SURNAMES]) + rnd.pick(GIVEN), `199${String(++serial).padStart(8, "0")}`, rnd.pick(["MALE", "FEMALE"]), city.id,
      `${city.name}${rnd.pick(STREETS)}${rnd.int(1, 300)}号`, `${1960 + rnd.int(0, 45)}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`, place.lat, place.lng,
      rnd.pick(["WEEKDAY", "WEEKEND", "ALL_WEEK"]), begin, begin < "12:00" ? "20:00" : "23:00", nowString(new Date(seededAt - rnd.int(30, 700) * DAY)),
    );
    return { id: Number(lastInsertRowid), ...place };
  };
}

/** More volunteers in every city (two per unit of the city's weight, and two), towards the centre. */
function seedVolunteers(cities: readonly City[], addVolunteer: ReturnType<typeof volunteerWriter>, rnd: Random): void {
  for (const city of cities) {
    for (let i = 2 * (WEIGHTS.get(city.id) ?? 1) + 2; i > 0; i--) addVolunteer(city, around(rnd, city, 2200));
  }
}

interface SeedDevice extends Place {
  id: number;
  cityId: number;
  persistentlyNotReady: boolean;
}

/**
 * A year of calls before the seeding day, per city in proportion to its weight: half near the fleet's own sites
 * (stations, malls: where AEDs are put because people gather), half around district centres (at home); then busy
 * blocks — 1 to 3 per city where no AED stands within 700 m, 1 or 2 around a not-ready AED that is the only one
 * within 650 m. Each call is made by the volunteer nearest to it, and reaches at least one other one at the seeded
 * call distance (a neighbour is added where nobody lives close enough), so every finished call has its answer, as
 * the seeded calls before it do. Recorded as the platform records calls (notified volunteers, devices in view).
 */
function seedCalls(db: Database, rnd: Random, cities: readonly City[], addVolunteer: ReturnType<typeof volunteerWriter>, seededAt: number): void {
  const devices = (db.prepare(
    `SELECT id, cityId, latitude AS lat, longitude AS lng, batteryState, electrodeState, networkState, deviceState, doorState, fenceState, packageService
     FROM devices WHERE latitude IS NOT NULL ORDER BY id`,
  ).all() as (Place & Record<string, unknown> & { id: number; cityId: number })[]).map((row) => ({
    id: row.id, cityId: row.cityId, lat: row.lat, lng: row.lng,
    // Not ready whatever the clock says (the stale part of the rule only adds to these).
    persistentlyNotReady: !readyNow(row as never).ready,
  })) as SeedDevice[];
  const regionsOf = db.prepare("SELECT id, name, lat, lng FROM districts WHERE parentId = ? AND level = 'REGION' ORDER BY id");
  const volunteersOf = db.prepare("SELECT id, latestLatitude AS lat, latestLongitude AS lng FROM volunteers WHERE cityId = ? AND latestLatitude IS NOT NULL ORDER BY id");
  const reach = (db.prepare("SELECT callDistance FROM help_configs WHERE id = 1").pluck().get() as number | undefined) ?? 3000;
  const midnight = new Date(seededAt);
  midnight.setHours(0, 0, 0, 0);
  const when = () => {
    // Days 1–365 before the seeding day; more calls by day than by night.
    const hour = rnd.next() < 0.8 ? rnd.int(7, 22) : rnd.pick([0, 1, 2, 3, 4, 5, 6, 23]);
    return midnight.getTime() - rnd.int(1, 365) * DAY + (hour * 3600 + rnd.int(0, 3599)) * 1000;
  };

  const planned: { city: City; regions: City[]; place: Place; at: number; callerId: number }[] = [];
  for (const city of cities) {
    const weight = WEIGHTS.get(city.id) ?? 1;
    const fleet = devices.filter((device) => device.cityId === city.id);
    const regions = regionsOf.all(city.id) as City[];
    if (!fleet.length || !regions.length) continue;
    const places: Place[] = [];
    for (let i = 0; i < 10 * weight; i++) places.push(rnd.next() < 0.5 ? around(rnd, rnd.pick(fleet), 150) : around(rnd, rnd.pick(regions), 2400));
    // Busy blocks out of every AED's reach: the best next sites should find them.
    const unguarded = 1 + (weight >= 5 ? 1 : 0) + (weight >= 9 ? 1 : 0);
    for (let block = 0, tries = 0; block < unguarded && tries < 60; tries++) {
      const spot = around(rnd, rnd.pick(regions), 2000);
      if (nearestMetres(fleet, spot) < 700) continue;
      block++;
      for (let i = rnd.int(4, 7) + Math.ceil(weight / 2); i > 0; i--) places.push(around(rnd, spot, 60, 150));
    }
    // Busy blocks that only a not-ready AED reaches: "fix these first" should rank it high.
    const lonely = fleet.filter((device) => device.persistentlyNotReady && nearestMetres(fleet, device, device) >= 650);
    for (let block = 0; block < (weight >= 4 ? 2 : 1) && lonely.length; block++) {
      const device = lonely.splice(rnd.int(0, lonely.length - 1), 1)[0]!;
      for (let i = rnd.int(4, 6) + Math.ceil(weight / 2); i > 0; i--) places.push(around(rnd, device, 70, 200));
    }
    // The caller is the volunteer nearest the call; someone else must live within reach of it.
    const volunteers = volunteersOf.all(city.id) as Volunteer[];
    for (const place of places) {
      // The nearest two volunteers, in one pass.
      let [first, second] = [Infinity, Infinity];
      let caller: Volunteer | undefined;
      for (const volunteer of volunteers) {
        const metres = greatCircleMetres(place.lat, place.lng, volunteer.lat, volunteer.lng);
        if (metres < first) [second, first, caller] = [first, metres, volunteer];
        else if (metres < second) second = metres;
      }
      if (second > reach * 0.8) volunteers.push(addVolunteer(city, around(rnd, place, 700, reach * 0.6)));
      planned.push({ city, regions, place, at: when(), callerId: (caller ?? volunteers[volunteers.length - 1]!).id });
    }
  }
  // Recorded oldest first, so ids grow with time as the platform's would.
  planned.sort((a, b) => a.at - b.at);
  const cache: CityCache = new Map();
  for (const call of planned) {
    const regionId = regionAt(call.regions, call.place.lat, call.place.lng);
    const regionName = call.regions.find((region) => region.id === regionId)?.name ?? "";
    recordHelpCall(
      db,
      {
        volunteerId: call.callerId, cityId: call.city.id, address: `${call.city.name}${regionName}${rnd.pick(STREETS)}${rnd.int(1, 400)}号`,
        lat: call.place.lat, lng: call.place.lng, time: nowString(new Date(call.at)), state: "FINISHED",
      },
      rnd,
      { keepDevices: 3, cache },
    );
  }
}

export const coverageArea = defineArea({
  name: "coverage",
  routes,
  seed: (db, rnd) => {
    const seededAt = Date.now();
    const cities = db.prepare("SELECT id, name, lat, lng FROM districts WHERE level = 'CITY' ORDER BY id").all() as City[];
    const addVolunteer = volunteerWriter(db, rnd, seededAt);
    seedInstitutionPositions(db, rnd);
    seedVolunteers(cities, addVolunteer, rnd);
    seedCalls(db, rnd, cities, addVolunteer, seededAt);
  },
});
