import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { analyseCoverage, percent } from "../../app/lib/coverage.js";
import { greatCircleMetres } from "../../app/lib/geo.js";
import { type ReadyInput, readyNow } from "../../app/lib/ready-now.js";
import { createSchema, seed } from "./seed.js";
import { nowString } from "./time.js";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();
const BEIJING = 110100;

async function rows<T>(token: string, path: string): Promise<{ rows: T[]; total: number; status: number }> {
  const response = await t.call(`/api/v1/${path}`, { token });
  if (response.status !== 200) return { rows: [], total: 0, status: response.status };
  return { rows: (await response.json()) as T[], total: Number(response.headers.get("x-total-count")), status: 200 };
}

type DevicePosition = { id: number; sn: string; latitude: number; longitude: number; cityId: number; regionId: number } & Record<string, string | number | null>;
type CallPosition = { id: number; latitude: number; longitude: number; cityId: number; regionId: number | null; volunteerId: number; callForHelpDate: string };

function seeded() {
  const db = new Database(":memory:");
  createSchema(db);
  seed(db);
  return db;
}

const midnight = (daysAgo: number) => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - daysAgo);
  return nowString(day);
};

describe("positions (development sample endpoints)", () => {
  it("answers a city's devices with their position, district and the ready-now rule's inputs", async () => {
    const token = await tokenOf(t, "admin");
    const city = await rows<DevicePosition>(token, `devices/positions?cityId=${BEIJING}`);
    const listed = await rows(token, `devices?cityId=${BEIJING}&pageSize=1`);
    expect(city.total).toBe(listed.total);
    expect(city.rows).toHaveLength(city.total);
    for (const device of city.rows) {
      expect(device.cityId).toBe(BEIJING);
      expect(typeof device.latitude).toBe("number");
      for (const field of ["batteryState", "electrodeState", "networkState", "deviceState", "doorState", "fenceState", "packageService"]) expect(device).toHaveProperty(field);
    }
    const district = city.rows[0]!.regionId;
    const narrowed = await rows<DevicePosition>(token, `devices/positions?cityId=${BEIJING}&regionId=${district}`);
    expect(narrowed.total).toBe(city.rows.filter((d) => d.regionId === district).length);
    // Pages of the whole fleet add up to it.
    const first = await rows(token, "devices/positions?pageSize=1000");
    const third = await rows(token, "devices/positions?pageSize=1000&pageNo=3");
    expect(first.rows.length + 1000 + third.rows.length).toBe(first.total);
  });

  it("refuses malformed filters and roles without the screens' marks", async () => {
    const admin = await tokenOf(t, "admin");
    expect((await t.call("/api/v1/devices/positions?cityId=abc", { token: admin })).status).toBe(400);
    expect((await t.call("/api/v1/one-key-help-records/positions?callForHelpDateBegin=yesterday", { token: admin })).status).toBe(400);
    expect((await t.call("/api/v1/devices/positions?pageSize=0", { token: admin })).status).toBe(400);
    const user = await tokenOf(t, "user");
    for (const path of ["devices", "one-key-help-records", "volunteers", "institutions"]) {
      expect((await t.call(`/api/v1/${path}/positions`, { token: user })).status, path).toBe(403);
    }
    expect((await t.call("/api/v1/devices/stale-rule", { token: user })).status).toBe(403);
    // One of the marks is enough: the operator reads volunteers (volunteerList) but not the coverage's devices.
    const operator = await tokenOf(t, "operator");
    expect((await t.call("/api/v1/volunteers/positions", { token: operator })).status).toBe(200);
    expect((await t.call("/api/v1/devices/positions", { token: operator })).status).toBe(403);
  });
});

describe("the seed behind the coverage analysis", () => {
  it("holds a year of calls before today, each in a district of its city, each finished call answered", async () => {
    const token = await tokenOf(t, "admin");
    const year = await rows<CallPosition>(token, `one-key-help-records/positions?callForHelpDateBegin=${encodeURIComponent(midnight(365))}`);
    expect(year.total).toBeGreaterThan(2000);
    expect(year.rows.every((call) => call.callForHelpDate < midnight(0))).toBe(true);
    const month = await rows<CallPosition>(token, `one-key-help-records/positions?callForHelpDateBegin=${encodeURIComponent(midnight(30))}`);
    expect(month.total).toBeGreaterThan(100);
    expect(month.total).toBeLessThan(year.total / 6);
    const districts = await rows<{ value: number }>(token, `regions/options?cityId=${BEIJING}`);
    const beijing = year.rows.filter((call) => call.cityId === BEIJING);
    expect(beijing.length).toBeGreaterThan(100);
    expect(new Set(beijing.map((call) => call.regionId))).toEqual(new Set((districts.rows as unknown as { value: number }[]).map((d) => d.value)));
    const db = seeded();
    const unanswered = db
      .prepare("SELECT COUNT(*) FROM help_calls h WHERE h.state = 'FINISHED' AND NOT EXISTS (SELECT 1 FROM help_responses r WHERE r.callId = h.id AND r.responseType = 'ACCEPTED')")
      .pluck()
      .get();
    expect(unanswered).toBe(0);
  });

  it("is the same on every database seeded the same day", () => {
    const snapshot = (db: Database.Database) => db.prepare("SELECT latitude, longitude, callForHelpDate, volunteerId, regionId FROM help_calls ORDER BY id").all();
    expect(snapshot(seeded())).toEqual(snapshot(seeded()));
  });

  it("gives the analysis something to find in Beijing: busy blocks no AED reaches, one only a broken AED reaches, a district with few devices", async () => {
    const token = await tokenOf(t, "admin");
    const devices = (await rows<DevicePosition>(token, `devices/positions?cityId=${BEIJING}`)).rows;
    const calls = (await rows<CallPosition>(token, `one-key-help-records/positions?cityId=${BEIJING}&callForHelpDateBegin=${encodeURIComponent(midnight(365))}`)).rows;
    const institutions = (await rows<{ latitude: number; longitude: number }>(token, `institutions/positions?cityId=${BEIJING}`)).rows;
    expect(institutions.length).toBeGreaterThan(0);
    const result = analyseCoverage({
      devices: devices.map((d) => ({ lat: d.latitude, lng: d.longitude, area: d.regionId, ready: readyNow(d as ReadyInput, { staleHours: 48 }).ready })),
      calls: calls.map((c) => ({ lat: c.latitude, lng: c.longitude, area: c.regionId })),
      radius: 300,
      sites: institutions.map((i) => ({ lat: i.latitude, lng: i.longitude })),
    });
    const ready = percent(result.readyCovered, result.calls);
    const any = percent(result.anyCovered, result.calls);
    // Readiness costs something, and coverage is neither nothing nor everything.
    expect(ready).toBeGreaterThan(10);
    expect(any - ready).toBeGreaterThan(10);
    expect(any).toBeLessThan(80);
    // A broken AED that is the only one for a busy block: repairing it alone covers several calls.
    const top = result.fixFirst[0]!;
    expect(top.calls).toBeGreaterThanOrEqual(5);
    const broken = devices[top.device]!;
    const others = devices.filter((d) => d !== broken).map((d) => greatCircleMetres(broken.latitude, broken.longitude, d.latitude, d.longitude));
    expect(Math.min(...others)).toBeGreaterThan(600);
    // Busy blocks out of reach: the first new sites each add several calls.
    expect(result.sites.slice(0, 3).every((site) => site.adds >= 5)).toBe(true);
    // A district with few devices covers fewer of its calls than the city does.
    const sparse = result.areas.filter((area) => area.devices <= 5 && area.calls >= 10);
    expect(sparse.length).toBeGreaterThan(0);
    for (const area of sparse) expect(percent(area.anyCovered, area.calls)).toBeLessThan(any);
  });

  it("places volunteers in every city with devices, denser towards its centre", async () => {
    const token = await tokenOf(t, "admin");
    const volunteers = (await rows<{ latitude: number; longitude: number; cityId: number }>(token, `volunteers/positions?cityId=${BEIJING}`)).rows;
    expect(volunteers.length).toBeGreaterThan(30);
    const centre = { lat: 39.9042, lng: 116.4074 };
    const distances = volunteers.map((v) => greatCircleMetres(centre.lat, centre.lng, v.latitude, v.longitude));
    // People per square kilometre within 3 km of the centre, and in the ring from 3 to 6 km.
    const inner = distances.filter((d) => d <= 3000).length / (Math.PI * 9);
    const ring = distances.filter((d) => d > 3000 && d <= 6000).length / (Math.PI * 27);
    expect(inner).toBeGreaterThan(1.5 * ring);
  });
});
