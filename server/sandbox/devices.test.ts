import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { DEVICE_COUNT, DEVICE_SELECT, DEVICE_FROM, deviceToApi, findDevice } from "./devices.js";
import { createSchema, seed } from "./seed.js";

function seeded() {
  const db = new Database(":memory:");
  createSchema(db);
  seed(db);
  return db;
}

describe("device seed", () => {
  it("is deterministic and large: 2,000+ devices in 30+ cities, every state represented", () => {
    const db = seeded();
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM devices")).toBe(DEVICE_COUNT);
    expect(DEVICE_COUNT).toBeGreaterThanOrEqual(2000);
    expect(count("SELECT COUNT(DISTINCT cityId) AS n FROM devices")).toBeGreaterThanOrEqual(30);
    expect(count("SELECT COUNT(DISTINCT sn) AS n FROM devices")).toBe(DEVICE_COUNT);
    const states: Record<string, string[]> = {
      useState: ["IN_USE", "FREE", "UNKNOWN"],
      deviceState: ["UNKNOWN", "NORMAL", "ABNORMAL", "WARNING"],
      networkState: ["UNKNOWN", "UNREGISTERED", "ONLINE", "INSTABLE", "OFFLINE"],
      activationState: ["UNACTIVATED", "ACTIVATED", "UNKNOWN"],
      positionState: ["UNKNOWN", "IN_POSITION", "OUT_OF_POSITION"],
      qualityGuarantee: ["INVALID", "GUARANTEED", "UNGUARANTEED", "UNKNOWN"],
      packageService: ["NORMAL", "EXPIRED", "UNKNOWN"],
      batteryState: ["NORMAL", "UNKNOWN", "POWER_LOW", "POWER_RUN_OUT"],
      electrodeState: ["NORMAL", "ABNORMAL", "WARNING", "UNKNOWN"],
      fenceState: ["UNKNOWN", "IN", "OUT"],
      doorState: ["OPENED", "CLOSED", "UNKNOWN"],
      publicMode: ["PUBLIC", "HALF", "NEVER", "BUSINESS_HOURS"],
      soldState: ["SOLD", "UNSOLD"],
    };
    for (const [column, values] of Object.entries(states)) {
      const found = (db.prepare(`SELECT DISTINCT ${column} AS v FROM devices`).all() as { v: string }[]).map((r) => r.v).sort();
      expect(found, column).toEqual([...values].sort());
    }
    // Plausible proportions: most devices are online and normal.
    expect(count("SELECT COUNT(*) AS n FROM devices WHERE networkState = 'ONLINE'") / DEVICE_COUNT).toBeGreaterThan(0.5);
    const first = db.prepare("SELECT sn, latitude, longitude FROM devices WHERE id = 1").get();
    const again = seeded().prepare("SELECT sn, latitude, longitude FROM devices WHERE id = 1").get();
    expect(again).toEqual(first);
  });

  it("maps a row to the API shape with names in the caller's language", () => {
    const db = seeded();
    const row = findDevice(db, 1)!;
    const zh = deviceToApi(row);
    const en = deviceToApi(row, "en-US");
    expect(zh.sn).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(zh.area.countryRegion).toEqual({ id: 86, name: "中国" });
    expect(en.area.countryRegion).toEqual({ id: 86, name: "China" });
    expect(zh.location.latitude).toBeGreaterThan(18);
    expect(zh.location.latitude).toBeLessThan(54);
    expect(zh.location.longitude).toBeGreaterThan(73);
    expect(zh.location.longitude).toBeLessThan(136);
    expect(db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM}`).all()).toHaveLength(DEVICE_COUNT);
  });
});
