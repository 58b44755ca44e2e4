// Rescue solutions (§2 solution management; §3 one-click help settings and competition; §4 one-key-help record,
// volunteer response and competition guarantee states). One-click help: a volunteer's call for help notifies the
// volunteers nearest to it (up to the receiver limit, within the call distance) and shows the devices within the
// view range; the sandbox keeps both as they were at the call, so a call's detail always tells the same story.
// Events (competitions): a marathon or a match with the devices and volunteers that guard it.
import type { Database } from "better-sqlite3";
import { distanceMetres, greatCircleMetres } from "../../app/lib/geo.js";
import { type AuthedCtx, type Route, idParam, notFound, result } from "./http.js";
import { type ListSpec, readOnlyRoutes } from "./list.js";
import type { Random } from "./seed-kit.js";
import { defineArea, defineTable } from "./table.js";
import { ANCHOR, DAY, nowString, seedTime } from "./time.js";

/** §3 one-click help settings: one row. */
export const helpConfigs = defineTable({
  table: "help_configs",
  path: "one-key-help-configs",
  mark: "helpSolution",
  fields: {
    callDistance: { type: "int", required: true, min: 100, max: 10_000 },
    viewRange: { type: "number", required: true, min: 0.1, max: 50 },
    receiverLimit: { type: "int", required: true, min: 1, max: 200 },
    rescueDuration: { type: "int", required: true, min: 1, max: 180 },
  },
  audit: true,
  calls: ["get", "update"],
  defaultSort: { field: "id", order: "ascend" },
  seed: () => [{ id: 1, callDistance: 3000, viewRange: 5, receiverLimit: 20, rescueDuration: 30 }],
});

const NOW_SQL = "strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime')";

/** §4 one-key-help record: a volunteer's call, where and when, and how far it got. */
export const helpCalls = defineTable({
  table: "help_calls",
  path: "one-key-help-records",
  mark: "helpSolution",
  fields: {
    volunteerId: { type: "ref", ref: "volunteers", readOnly: true, filter: "eq" },
    cityId: { type: "ref", ref: "districts", readOnly: true, filter: "eq" },
    // The district the call's position falls in (the nearest district centre of its city): coverage per district.
    regionId: { type: "ref", ref: "districts", readOnly: true, filter: "eq" },
    address: { type: "text", readOnly: true, filter: "contains" },
    latitude: { type: "number", readOnly: true },
    longitude: { type: "number", readOnly: true },
    callForHelpDate: { type: "datetime", readOnly: true, filter: "range", sortable: true },
    state: { type: "enum", values: ["SENDED", "NOTIFIED", "RECEIVED", "FINISHED"], readOnly: true, filter: "eq", sortable: true },
  },
  computed: {
    volunteerName: "SELECT v.firstName || COALESCE(v.lastName, '') FROM volunteers v WHERE v.id = help_calls.volunteerId",
    volunteerPhone: "SELECT v.phoneNumber FROM volunteers v WHERE v.id = help_calls.volunteerId",
    cityName: "SELECT c.name FROM districts c WHERE c.id = help_calls.cityId",
    regionName: "SELECT r.name FROM districts r WHERE r.id = help_calls.regionId",
    notifiedCount: "SELECT COUNT(*) FROM help_responses r WHERE r.callId = help_calls.id",
    acceptedCount: "SELECT COUNT(*) FROM help_responses r WHERE r.callId = help_calls.id AND r.responseType = 'ACCEPTED'",
    deviceCount: "SELECT COUNT(*) FROM help_call_devices d WHERE d.callId = help_calls.id",
  },
  calls: ["list", "get"],
  defaultSort: { field: "callForHelpDate", order: "descend" },
});

const DISPLAY_SQL = `CASE WHEN competitions.startTime > ${NOW_SQL} THEN 'NOT_STARTED' WHEN competitions.endTime < ${NOW_SQL} THEN 'FINISHED' ELSE 'IN_PROGRESS' END`;

/** §3 competition: an event guarded by devices and volunteers; its display and guarantee states follow the clock. */
export const competitions = defineTable({
  table: "competitions",
  path: "competitions",
  mark: "eventSolution",
  fields: {
    name: { type: "text", required: true, max: 50, unique: true, filter: "contains", sortable: true },
    address: { type: "text", required: true, max: 100, filter: "contains" },
    cityId: { type: "ref", ref: "districts", required: true, filter: "eq" },
    executeType: { type: "enum", values: ["IMMEDIATE", "TIMED"], required: true },
    startTime: { type: "datetime", required: true, filter: "range", sortable: true },
    endTime: { type: "datetime", required: true, sortable: true },
    description: { type: "text", max: 500 },
  },
  audit: true,
  filters: {
    displayState: {
      op: "custom", values: ["NOT_STARTED", "IN_PROGRESS", "FINISHED"],
      where: (raw) => ({ sql: `${DISPLAY_SQL} = ?`, params: [raw] }),
    },
  },
  computed: {
    cityName: "SELECT c.name FROM districts c WHERE c.id = competitions.cityId",
    displayState: DISPLAY_SQL,
    // §4: before the start nothing is guarded yet; during the event a call for help in its city makes it a rescue.
    guaranteeState: `CASE WHEN competitions.startTime > ${NOW_SQL} THEN 'UNSTARTED' WHEN competitions.endTime < ${NOW_SQL} THEN 'FINISHED'
      WHEN EXISTS (SELECT 1 FROM help_calls h WHERE h.cityId = competitions.cityId AND h.callForHelpDate >= competitions.startTime
        AND h.state != 'FINISHED') THEN 'GUARANTEE_RESCUE' ELSE 'GUARANTEE_NORMAL' END`,
    deviceCount: "SELECT COUNT(*) FROM competition_devices d WHERE d.competitionId = competitions.id",
    volunteerCount: "SELECT COUNT(*) FROM competition_volunteers v WHERE v.competitionId = competitions.id",
  },
  check: (row) => (String(row.startTime ?? "") >= String(row.endTime ?? "\uffff") ? [{ field: "endTime", key: "field.timeRange" }] : []),
  cascade: [{ table: "competition_devices", column: "competitionId" }, { table: "competition_volunteers", column: "competitionId" }],
  defaultSort: { field: "startTime", order: "descend" },
});

/** The competition settings every new event starts from. */
export const competitionConfigs = defineTable({
  table: "competition_configs",
  path: "competition-configs",
  mark: "eventSolution",
  fields: {
    executeType: { type: "enum", values: ["IMMEDIATE", "TIMED"], required: true },
    guardRadius: { type: "int", required: true, min: 100, max: 5000 },
    volunteersPerDevice: { type: "int", required: true, min: 1, max: 20 },
    reportMinutes: { type: "int", required: true, min: 1, max: 60 },
  },
  audit: true,
  calls: ["get", "update"],
  defaultSort: { field: "id", order: "ascend" },
  seed: () => [{ id: 1, executeType: "TIMED", guardRadius: 800, volunteersPerDevice: 2, reportMinutes: 5 }],
});

/**
 * A guard is named the way people know it (a device by serial number, a volunteer by phone); the id is derived.
 * The same device or volunteer twice at one event is one guard (§5 style: 'already exists').
 */
function guardOf(kind: "device" | "volunteer") {
  const [table, column, key, lookup] =
    kind === "device"
      ? (["competition_devices", "deviceId", "deviceSn", "SELECT id FROM devices WHERE sn = ?"] as const)
      : (["competition_volunteers", "volunteerId", "volunteerPhone", "SELECT id FROM volunteers WHERE phoneNumber = ?"] as const);
  const find = (db: Database, value: unknown) => (db.prepare(lookup).get(value) as { id: number } | undefined)?.id;
  return {
    check: (row: Record<string, unknown>, { db, id }: { db: Database; id?: number }) => {
      const target = find(db, row[key]);
      if (target === undefined) return [{ field: key, key: "field.reference" as const }];
      const clash = db.prepare(`SELECT id FROM ${table} WHERE competitionId = ? AND ${column} = ? AND id != ?`).get(row.competitionId, target, id ?? 0);
      return clash ? [{ field: key, key: "field.exists" as const }] : [];
    },
    derive: (values: Record<string, unknown>, { db }: { db: Database }) => ({ [column]: find(db, values[key]) }),
  };
}

/** A device guarding an event at a post (e.g. "5 km water station"). */
export const competitionDevices = defineTable({
  table: "competition_devices",
  path: "competition-devices",
  mark: "eventSolution",
  fields: {
    competitionId: { type: "ref", ref: "competitions", required: true, filter: "eq" },
    deviceSn: { type: "text", required: true, max: 32, filter: "contains" },
    deviceId: { type: "ref", ref: "devices", readOnly: true, filter: "eq" },
    post: { type: "text", required: true, max: 50, filter: "contains" },
  },
  computed: {
    competitionName: "SELECT c.name FROM competitions c WHERE c.id = competition_devices.competitionId",
    deviceState: "SELECT d.deviceState FROM devices d WHERE d.id = competition_devices.deviceId",
    networkState: "SELECT d.networkState FROM devices d WHERE d.id = competition_devices.deviceId",
    address: "SELECT d.address FROM devices d WHERE d.id = competition_devices.deviceId",
  },
  ...guardOf("device"),
  defaultSort: { field: "id", order: "ascend" },
});

/** A volunteer on duty at an event. */
export const competitionVolunteers = defineTable({
  table: "competition_volunteers",
  path: "competition-volunteers",
  mark: "eventSolution",
  fields: {
    competitionId: { type: "ref", ref: "competitions", required: true, filter: "eq" },
    volunteerPhone: { type: "text", required: true, format: "phone", filter: "contains" },
    volunteerId: { type: "ref", ref: "volunteers", readOnly: true, filter: "eq" },
    post: { type: "text", required: true, max: 50, filter: "contains" },
  },
  computed: {
    competitionName: "SELECT c.name FROM competitions c WHERE c.id = competition_volunteers.competitionId",
    volunteerName: "SELECT v.firstName || COALESCE(v.lastName, '') FROM volunteers v WHERE v.id = competition_volunteers.volunteerId",
    certificateState: "SELECT v.certificateState FROM volunteers v WHERE v.id = competition_volunteers.volunteerId",
  },
  ...guardOf("volunteer"),
  defaultSort: { field: "id", order: "ascend" },
});

const SCHEMA = `
CREATE TABLE IF NOT EXISTS help_responses (
  id INTEGER PRIMARY KEY AUTOINCREMENT, callId INTEGER NOT NULL, volunteerId INTEGER NOT NULL, responseType TEXT NOT NULL,
  notifiedTime TEXT NOT NULL, responseTime TEXT, distance INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS help_responses_call ON help_responses (callId);
CREATE INDEX IF NOT EXISTS help_responses_volunteer ON help_responses (volunteerId);
CREATE TABLE IF NOT EXISTS help_call_devices (callId INTEGER NOT NULL, deviceId INTEGER NOT NULL, distance INTEGER NOT NULL, PRIMARY KEY (callId, deviceId));
CREATE INDEX IF NOT EXISTS help_call_devices_device ON help_call_devices (deviceId);
`;

interface Point {
  id: number;
  lat: number;
  lng: number;
}

interface HelpConfig {
  callDistance: number;
  viewRange: number;
  receiverLimit: number;
  rescueDuration: number;
}

const helpConfig = (db: Database) => statements(db).config.get() as HelpConfig | undefined;

/** The statements recording a call runs, prepared once per database (the seed records thousands of calls). */
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) => ({
  config: db.prepare("SELECT callDistance, viewRange, receiverLimit, rescueDuration FROM help_configs WHERE id = 1"),
  insertCall: db.prepare("INSERT INTO help_calls (volunteerId, cityId, regionId, address, latitude, longitude, callForHelpDate, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
  keepDevice: db.prepare("INSERT INTO help_call_devices (callId, deviceId, distance) VALUES (?, ?, ?)"),
  notify: db.prepare("INSERT INTO help_responses (callId, volunteerId, responseType, notifiedTime, responseTime, distance) VALUES (?, ?, ?, ?, ?, ?)"),
  setState: db.prepare("UPDATE help_calls SET state = 'NOTIFIED' WHERE id = ?"),
});
function statements(db: Database) {
  let kept = prepared.get(db);
  if (!kept) prepared.set(db, (kept = prepare(db)));
  return kept;
}

const plusSeconds = (time: string, seconds: number) => seedTime(Date.parse(`${time.replace(" ", "T")}Z`) + seconds * 1000);

/** What recording calls reads of a city: its devices, its volunteers' last positions and its district centres. */
interface CityPoints {
  devices: Point[];
  volunteers: Point[];
  regions: Point[];
}

/** Calls recorded in one go (the seed's year of calls) read each city once. */
export type CityCache = Map<number, CityPoints>;

function cityPoints(db: Database, cityId: number, cache?: CityCache): CityPoints {
  const kept = cache?.get(cityId);
  if (kept) return kept;
  const points = {
    devices: db.prepare("SELECT id, latitude AS lat, longitude AS lng FROM devices WHERE cityId = ? AND latitude IS NOT NULL").all(cityId) as Point[],
    volunteers: db.prepare("SELECT id, latestLatitude AS lat, latestLongitude AS lng FROM volunteers WHERE cityId = ? AND latestLatitude IS NOT NULL").all(cityId) as Point[],
    regions: db.prepare("SELECT id, lat, lng FROM districts WHERE parentId = ? AND level = 'REGION' AND lat IS NOT NULL ORDER BY id").all(cityId) as Point[],
  };
  cache?.set(cityId, points);
  return points;
}

/** The district of a point of a city: the one whose centre is nearest (the sandbox has no district outlines). */
export function regionAt(regions: readonly Point[], lat: number, lng: number): number | null {
  let best: Point | null = null;
  let bestMetres = Infinity;
  for (const region of regions) {
    const metres = greatCircleMetres(lat, lng, region.lat, region.lng);
    if (metres < bestMetres) [best, bestMetres] = [region, metres];
  }
  return best?.id ?? null;
}

export interface RecordOptions {
  /** Most devices within the view range kept with the call, nearest first (50). */
  keepDevices?: number;
  /** Reads each city once for many calls (the city's devices and volunteers must not change meanwhile). */
  cache?: CityCache;
}

/**
 * Records a call for help at a point: the volunteers within the call distance (nearest first, up to the receiver
 * limit) are notified and answer, the devices within the view range are kept with their distance. `state` says
 * how far the call got; `rnd` decides each volunteer's answer.
 */
export function recordHelpCall(
  db: Database,
  call: { volunteerId: number; cityId: number; address: string; lat: number; lng: number; time: string; state: string },
  rnd: { next(): number; int(min: number, max: number): number },
  options: RecordOptions = {},
): number {
  const sql = statements(db);
  const config = (sql.config.get() as HelpConfig | undefined) ?? { callDistance: 3000, viewRange: 5, receiverLimit: 20, rescueDuration: 30 };
  const city = cityPoints(db, call.cityId, options.cache);
  const { lastInsertRowid } = sql.insertCall.run(
    call.volunteerId, call.cityId, regionAt(city.regions, call.lat, call.lng), call.address, call.lat, call.lng, call.time, call.state,
  );
  const callId = Number(lastInsertRowid);
  /** The rows within `limit` metres, nearest first (ties in the rows' order). */
  const near = (rows: Point[], limit: number) => {
    const found: { id: number; distance: number }[] = [];
    for (const row of rows) {
      const distance = distanceMetres(call.lat, call.lng, row.lat, row.lng);
      if (distance <= limit) found.push({ id: row.id, distance });
    }
    return found.sort((a, b) => a.distance - b.distance);
  };
  for (const device of near(city.devices, config.viewRange * 1000).slice(0, options.keepDevices ?? 50)) sql.keepDevice.run(callId, device.id, device.distance);
  if (call.state === "SENDED") return callId;
  const volunteers = city.volunteers.filter((volunteer) => volunteer.id !== call.volunteerId);
  const notify = sql.notify;
  const receivers = near(volunteers, config.callDistance).slice(0, config.receiverLimit);
  // Nobody within reach: the call stays notified (and unanswered) whatever was asked.
  if (!receivers.length) sql.setState.run(callId);
  for (const [i, volunteer] of receivers.entries()) {
    const notified = plusSeconds(call.time, 5 + i);
    // A call still being notified has answers pending; a call being helped has its nearest volunteer on the way.
    const roll = rnd.next();
    const type =
      call.state !== "NOTIFIED" && i === 0 ? "ACCEPTED"
      : call.state === "NOTIFIED" && roll < 0.7 ? "UNHANDLED"
      : roll < 0.45 - i * 0.02 ? "ACCEPTED" : roll < 0.85 ? "REFUSED" : "UNHANDLED";
    notify.run(callId, volunteer.id, type, notified, type === "UNHANDLED" ? null : plusSeconds(notified, rnd.int(10, 180)), volunteer.distance);
  }
  return callId;
}

const STREETS = ["解放路", "人民路", "中山路", "建设路", "滨江路", "体育场路"];

/** Calls of the last 90 days before the anchor, each from a seeded volunteer near a city with devices. */
function seedCalls(db: Database, rnd: Random): void {
  const callers = db
    .prepare(
      `SELECT v.id, v.cityId, v.latestLatitude AS lat, v.latestLongitude AS lng, c.name AS cityName FROM volunteers v JOIN districts c ON c.id = v.cityId
       WHERE v.latestLatitude IS NOT NULL ORDER BY v.id`,
    )
    .all() as { id: number; cityId: number; lat: number; lng: number; cityName: string }[];
  if (!callers.length) return;
  // The recent calls (still under way) come from callers with volunteers within reach, so each state the list can
  // show is seeded whatever the random draws before them: a call nobody can answer stays NOTIFIED.
  const reach = helpConfig(db)?.callDistance ?? 3000;
  const withNeighbours = callers.filter((caller) =>
    callers.some((other) => other.id !== caller.id && other.cityId === caller.cityId && distanceMetres(caller.lat, caller.lng, other.lat, other.lng) <= reach / 2),
  );
  const count = 80;
  for (let i = 0; i < count; i++) {
    const recent = i >= count - 4;
    const caller = rnd.pick(recent && withNeighbours.length ? withNeighbours : callers);
    const state = recent ? (["SENDED", "NOTIFIED", "RECEIVED", "RECEIVED"] as const)[i - (count - 4)]! : "FINISHED";
    recordHelpCall(
      db,
      {
        volunteerId: caller.id, cityId: caller.cityId, address: `${caller.cityName}${rnd.pick(STREETS)}${rnd.int(1, 400)}号`,
        lat: Number((caller.lat + (rnd.next() - 0.5) * 0.02).toFixed(5)), lng: Number((caller.lng + (rnd.next() - 0.5) * 0.02).toFixed(5)),
        time: seedTime(ANCHOR - ((count - i) / count) * 90 * DAY + rnd.int(0, 36_000) * 1000), state,
      },
      rnd,
    );
  }
}

const EVENTS = [
  ["城市马拉松", "Marathon"], ["半程马拉松", "Half marathon"], ["环湖骑行赛", "Lakeside cycling"], ["青少年足球联赛", "Youth football league"],
  ["龙舟赛", "Dragon boat race"], ["越野跑", "Trail run"], ["篮球邀请赛", "Basketball invitational"], ["徒步大会", "Hiking festival"],
] as const;
const POSTS = ["起点", "5 公里补给站", "10 公里补给站", "半程点", "终点", "医疗点"];

/**
 * Events: most are past (relative to the anchor), one runs now and two are ahead (relative to the seed's clock,
 * like the live history), so the list shows every display state; each is guarded by devices and volunteers of its city.
 */
function seedEvents(db: Database, rnd: Random, now = Date.now()): void {
  const cities = db
    .prepare("SELECT id, name FROM districts WHERE level = 'CITY' AND id IN (SELECT cityId FROM volunteers) AND id IN (SELECT cityId FROM devices) ORDER BY id")
    .all() as { id: number; name: string }[];
  if (!cities.length) return;
  const event = db.prepare(
    `INSERT INTO competitions (name, address, cityId, executeType, startTime, endTime, description, createdDate, lastModifiedBy, lastModifiedDate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  const guardDevice = db.prepare("INSERT INTO competition_devices (competitionId, deviceId, deviceSn, post) VALUES (?, ?, ?, ?)");
  const guardVolunteer = db.prepare("INSERT INTO competition_volunteers (competitionId, volunteerId, volunteerPhone, post) VALUES (?, ?, ?, ?)");
  const starts = [
    ...Array.from({ length: 9 }, (_, i) => ANCHOR - (200 - i * 20) * DAY),
    now - 2 * 3600 * 1000, now + 12 * DAY, now + 40 * DAY,
  ];
  starts.forEach((startMs, i) => {
    const city = rnd.pick(cities);
    const [zh] = EVENTS[i % EVENTS.length]!;
    const start = seedTime(Math.floor(startMs / 60_000) * 60_000);
    const end = seedTime(Math.floor(startMs / 60_000) * 60_000 + rnd.int(4, 9) * 3600 * 1000);
    const created = seedTime(startMs - 30 * DAY);
    const id = Number(
      event.run(`${new Date(startMs).getUTCFullYear()} ${city.name}${zh}${i >= 9 ? "" : ` 第${i + 1}届`}`, `${city.name}${rnd.pick(STREETS)}体育中心`, city.id,
        rnd.pick(["IMMEDIATE", "TIMED"]), start, end, `${city.name}${zh}，设医疗保障点 ${POSTS.length} 处。`, created, created).lastInsertRowid,
    );
    const devices = db.prepare("SELECT id, sn FROM devices WHERE cityId = ? AND activationState = 'ACTIVATED' ORDER BY id LIMIT ?").all(city.id, rnd.int(3, 6)) as { id: number; sn: string }[];
    devices.forEach((device, j) => guardDevice.run(id, device.id, device.sn, POSTS[j % POSTS.length]));
    const volunteers = db.prepare("SELECT id, phoneNumber FROM volunteers WHERE cityId = ? ORDER BY id LIMIT ?").all(city.id, rnd.int(2, 8)) as { id: number; phoneNumber: string }[];
    volunteers.forEach((volunteer, j) => guardVolunteer.run(id, volunteer.id, volunteer.phoneNumber, POSTS[j % POSTS.length]));
  });
}

/** Devices that were within view range of calls: how often and how recently (§2 device support list). */
const deviceSupport: ListSpec<Record<string, unknown>> = {
  from: `(SELECT d.id, d.sn, d.address, d.cityId, c.name AS cityName, i.name AS institutionName, d.deviceState, COUNT(*) AS callCount,
      MAX(h.callForHelpDate) AS lastCallDate, MIN(hd.distance) AS nearestDistance
    FROM help_call_devices hd JOIN devices d ON d.id = hd.deviceId JOIN help_calls h ON h.id = hd.callId
    LEFT JOIN districts c ON c.id = d.cityId LEFT JOIN institutions i ON i.id = d.institutionId GROUP BY d.id) s`,
  select: "s.*",
  idColumn: "s.id",
  filters: { sn: { column: "s.sn", op: "contains" }, cityId: { column: "s.cityId", op: "eq" } },
  sorts: { id: "s.id", callCount: "s.callCount", lastCallDate: "s.lastCallDate" },
  defaultSort: { field: "callCount", order: "descend" },
};

/** Volunteers who were notified of calls: how they answered (§2 volunteer support list). */
const volunteerSupport: ListSpec<Record<string, unknown>> = {
  from: `(SELECT v.id, v.firstName || COALESCE(v.lastName, '') AS name, v.phoneNumber, v.cityId, c.name AS cityName, v.certificateState,
      COUNT(*) AS notifiedCount, SUM(r.responseType = 'ACCEPTED') AS acceptedCount, SUM(r.responseType = 'REFUSED') AS refusedCount,
      SUM(r.responseType = 'UNHANDLED') AS unhandledCount, MAX(r.notifiedTime) AS lastNotifiedTime
    FROM help_responses r JOIN volunteers v ON v.id = r.volunteerId LEFT JOIN districts c ON c.id = v.cityId GROUP BY v.id) s`,
  select: "s.*",
  idColumn: "s.id",
  filters: { name: { column: "s.name", op: "contains" }, phoneNumber: { column: "s.phoneNumber", op: "contains" }, cityId: { column: "s.cityId", op: "eq" } },
  sorts: { id: "s.id", notifiedCount: "s.notifiedCount", acceptedCount: "s.acceptedCount", lastNotifiedTime: "s.lastNotifiedTime" },
  defaultSort: { field: "acceptedCount", order: "descend" },
};

function routes({ db }: { db: Database }): Route[] {
  const callExists = (ctx: AuthedCtx) => {
    const id = idParam(ctx);
    if (!db.prepare("SELECT 1 FROM help_calls WHERE id = ?").get(id)) throw notFound();
    return id;
  };
  return [
    ...readOnlyRoutes(db, "one-key-help-devices", "helpSolution", deviceSupport),
    ...readOnlyRoutes(db, "one-key-help-volunteers", "helpSolution", volunteerSupport),
    {
      // The volunteers a call notified, nearest first, with their answers.
      method: "GET", path: "/api/v1/one-key-help-records/:id/responses", access: "helpSolution.get",
      handle: (ctx: AuthedCtx) =>
        result(
          db
            .prepare(
              `SELECT r.id, r.volunteerId, v.firstName || COALESCE(v.lastName, '') AS volunteerName, v.phoneNumber, r.responseType, r.notifiedTime,
                 r.responseTime, r.distance FROM help_responses r JOIN volunteers v ON v.id = r.volunteerId WHERE r.callId = ? ORDER BY r.distance, r.id`,
            )
            .all(callExists(ctx)),
        ),
    },
    {
      // The devices within the view range at the time of the call, nearest first.
      method: "GET", path: "/api/v1/one-key-help-records/:id/devices", access: "helpSolution.get",
      handle: (ctx: AuthedCtx) =>
        result(
          db
            .prepare(
              `SELECT d.id, d.sn, d.address, d.latitude, d.longitude, d.deviceState, d.useState, hd.distance FROM help_call_devices hd
               JOIN devices d ON d.id = hd.deviceId WHERE hd.callId = ? ORDER BY hd.distance, d.id`,
            )
            .all(callExists(ctx)),
        ),
    },
  ];
}

/** A live oneKeyHelp message is a new call: recorded near its device, with a seeded volunteer of that city calling. */
export function recordLiveHelpCall(db: Database, deviceId: number | null): void {
  if (deviceId === null) return;
  try {
    const device = db
      .prepare("SELECT d.cityId, d.latitude AS lat, d.longitude AS lng, d.address FROM devices d WHERE d.id = ? AND d.latitude IS NOT NULL")
      .get(deviceId) as { cityId: number; lat: number; lng: number; address: string | null } | undefined;
    const caller = device && (db.prepare("SELECT id FROM volunteers WHERE cityId = ? ORDER BY random() LIMIT 1").get(device.cityId) as { id: number } | undefined);
    if (!device || !caller) return;
    recordHelpCall(
      db,
      { volunteerId: caller.id, cityId: device.cityId, address: device.address ?? "", lat: device.lat + 0.001, lng: device.lng, time: nowString(), state: "NOTIFIED" },
      { next: Math.random, int: (min, max) => min + Math.floor(Math.random() * (max - min + 1)) },
    );
  } catch {
    // The sandbox's tables are not there yet (a feed started before the seed): the message still goes out.
  }
}

export const solutionsArea = defineArea({
  name: "solutions",
  tables: [helpConfigs, helpCalls, competitions, competitionConfigs, competitionDevices, competitionVolunteers],
  schema: SCHEMA,
  dataTables: ["help_responses", "help_call_devices"],
  routes,
  seed: (db, rnd) => {
    seedCalls(db, rnd);
    seedEvents(db, rnd);
  },
});
