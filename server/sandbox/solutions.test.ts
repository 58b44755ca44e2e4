import { describe, expect, it } from "vitest";
import { distanceMetres } from "../../app/lib/geo.js";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function list<T = Record<string, unknown>>(token: string, path: string): Promise<{ rows: T[]; total: number }> {
  const response = await t.call(`/api/v1/${path}`, { token });
  expect(response.status, path).toBe(200);
  return { rows: (await response.json()) as T[], total: Number(response.headers.get("x-total-count")) };
}

async function one<T = Record<string, unknown>>(token: string, path: string): Promise<T> {
  const response = await t.call(`/api/v1/${path}`, { token });
  expect(response.status, path).toBe(200);
  const body = (await response.json()) as { result?: T } & T;
  return (body.result ?? body) as T;
}

describe("one-click help", () => {
  it("keeps each call's notified volunteers within the call distance and its devices within the view range", async () => {
    const token = await tokenOf(t, "admin");
    const config = await one<{ callDistance: number; viewRange: number; receiverLimit: number }>(token, "one-key-help-configs/1");
    // The calls of the days before the anchor (the coverage area adds a year of finished calls before today: see
    // server/sandbox/coverage.test.ts): every state the list shows is there.
    const calls = await list<{ id: number; state: string; latitude: number; longitude: number; notifiedCount: number; deviceCount: number }>(
      token, `one-key-help-records?pageSize=100&callForHelpDateBegin=${encodeURIComponent("2026-02-20 00:00:00")}&callForHelpDateEnd=${encodeURIComponent("2026-03-02 00:00:00")}`,
    );
    expect(calls.total).toBeGreaterThan(4);
    expect(calls.total).toBeLessThanOrEqual(100);
    expect((await list(token, "one-key-help-records")).total).toBeGreaterThan(80);
    expect(new Set(calls.rows.map((c) => c.state))).toEqual(new Set(["SENDED", "NOTIFIED", "RECEIVED", "FINISHED"]));
    const answered = calls.rows.find((c) => c.notifiedCount > 1 && c.deviceCount > 0)!;
    const responses = await one<{ distance: number; responseType: string }[]>(token, `one-key-help-records/${answered.id}/responses`);
    expect(responses).toHaveLength(answered.notifiedCount);
    expect(responses.length).toBeLessThanOrEqual(config.receiverLimit);
    expect(responses.every((r) => r.distance <= config.callDistance)).toBe(true);
    expect(responses.map((r) => r.distance)).toEqual([...responses.map((r) => r.distance)].sort((a, b) => a - b));
    const devices = await one<{ latitude: number; longitude: number; distance: number }[]>(token, `one-key-help-records/${answered.id}/devices`);
    expect(devices).toHaveLength(answered.deviceCount);
    for (const device of devices) {
      expect(device.distance).toBeLessThanOrEqual(config.viewRange * 1000);
      expect(distanceMetres(answered.latitude, answered.longitude, device.latitude, device.longitude)).toBe(device.distance);
    }
  });

  it("refuses a config outside §5's bounds and keeps a valid one", async () => {
    const token = await tokenOf(t, "admin");
    const bad = await t.call("/api/v1/one-key-help-configs/1", { token, method: "PUT", json: { callDistance: 0, viewRange: 5, receiverLimit: 20, rescueDuration: 30 } });
    expect(bad.status).toBe(400);
    const good = await t.call("/api/v1/one-key-help-configs/1", { token, method: "PUT", json: { callDistance: 1500, viewRange: 2.5, receiverLimit: 10, rescueDuration: 20 } });
    expect(good.status).toBe(200);
    expect(await one(token, "one-key-help-configs/1")).toMatchObject({ callDistance: 1500, viewRange: 2.5 });
  });

  it("sums each supporting volunteer's answers and each device's calls", async () => {
    const token = await tokenOf(t, "admin");
    const volunteers = await list<{ notifiedCount: number; acceptedCount: number; refusedCount: number; unhandledCount: number }>(token, "one-key-help-volunteers?pageSize=50");
    expect(volunteers.total).toBeGreaterThan(10);
    for (const v of volunteers.rows) expect(v.acceptedCount + v.refusedCount + v.unhandledCount).toBe(v.notifiedCount);
    const devices = await list<{ callCount: number }>(token, "one-key-help-devices?sortField=callCount&sortOrder=descend");
    expect(devices.rows[0]!.callCount).toBeGreaterThanOrEqual(devices.rows.at(-1)!.callCount);
  });

  it("records a live oneKeyHelp message as a new call near its device", async () => {
    const token = await tokenOf(t, "admin");
    const before = (await list(token, "one-key-help-records")).total;
    const device = (await list<{ id: number }>(token, "devices?pageSize=1")).rows[0]!;
    expect((await t.control("live/emit", "POST", { type: "oneKeyHelp", deviceId: device.id })).status).toBe(201);
    expect((await list(token, "one-key-help-records")).total).toBe(before + 1);
  });

  it("answers 403 to a role without helpSolution", async () => {
    const token = await tokenOf(t, "user");
    expect((await t.call("/api/v1/one-key-help-records", { token })).status).toBe(403);
  });
});

describe("events", () => {
  it("shows every display state and refuses an end before the start", async () => {
    const token = await tokenOf(t, "admin");
    for (const state of ["NOT_STARTED", "IN_PROGRESS", "FINISHED"]) {
      const { rows, total } = await list<{ displayState: string }>(token, `competitions?displayState=${state}`);
      expect(total, state).toBeGreaterThan(0);
      expect(rows.every((r) => r.displayState === state)).toBe(true);
    }
    const event = { name: "测试赛", address: "体育中心", cityId: (await list<{ cityId: number }>(token, "competitions")).rows[0]!.cityId, executeType: "TIMED" };
    const bad = await t.call("/api/v1/competitions", { token, json: { ...event, startTime: "2027-05-01 10:00:00", endTime: "2027-05-01 08:00:00" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("endTime");
    const made = await t.call("/api/v1/competitions", { token, json: { ...event, startTime: "2027-05-01 08:00:00", endTime: "2027-05-01 12:00:00" } });
    expect(made.status).toBe(201);
  });

  it("links a device once and drops the links with the event", async () => {
    const token = await tokenOf(t, "admin");
    const event = (await list<{ id: number; deviceCount: number }>(token, "competitions?pageSize=1")).rows[0]!;
    const linked = (await list<{ deviceSn: string }>(token, `competition-devices?competitionId=${event.id}`)).rows[0]!;
    const twice = await t.call("/api/v1/competition-devices", { token, json: { competitionId: event.id, deviceSn: linked.deviceSn, post: "终点" } });
    expect(twice.status).toBe(400);
    const unknown = await t.call("/api/v1/competition-devices", { token, json: { competitionId: event.id, deviceSn: "NOSUCH1", post: "终点" } });
    expect(JSON.stringify(await unknown.json())).toContain("deviceSn");
    expect((await t.call(`/api/v1/competitions/${event.id}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await list(token, `competition-devices?competitionId=${event.id}`)).total).toBe(0);
  });
});

describe("device balance", () => {
  it("draws 7 × 24 slots, refuses a max count not above the busiest slot and records a change", async () => {
    const token = await tokenOf(t, "admin");
    const config = (await list<{ id: number; inUseCount: number; agencyId: number }>(token, "device-balance-configs")).rows[0]!;
    const week = await one<{ cells: number[][] }>(token, `device-balance-configs/getTheWeekStatistics?id=${config.id}`);
    expect(week.cells).toHaveLength(7);
    expect(week.cells.every((row) => row.length === 24)).toBe(true);
    expect(Math.max(...week.cells.flat())).toBe(config.inUseCount);
    const tooLow = await t.call("/api/v1/device-balance-configs", { token, method: "PUT", json: { id: config.id, maxDeviceCount: config.inUseCount } });
    expect(tooLow.status).toBe(400);
    const ok = await t.call("/api/v1/device-balance-configs", { token, method: "PUT", json: { id: config.id, maxDeviceCount: config.inUseCount + 1 } });
    expect(ok.status).toBe(200);
    // §7 has no PUT on /{id} for this collection: the id travels in the body.
    expect((await t.call(`/api/v1/device-balance-configs/${config.id}`, { token, method: "PUT", json: { maxDeviceCount: config.inUseCount + 2 } })).status).not.toBe(200);
    const records = await list<{ newMaxDeviceCount: number; changedBy: string }>(token, `device-balance-config-records/${config.id}`);
    expect(records.rows[0]).toMatchObject({ newMaxDeviceCount: config.inUseCount + 1, changedBy: "admin" });
  });
});
