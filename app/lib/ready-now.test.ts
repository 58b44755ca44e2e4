import { describe, expect, it } from "vitest";
import { isStale, platformTimeMs, READY_FIELDS, readyNow, readyNowArgs } from "./ready-now";

const healthy = {
  batteryState: "NORMAL",
  electrodeState: "NORMAL",
  networkState: "ONLINE",
  deviceState: "NORMAL",
  doorState: "CLOSED",
  fenceState: "IN",
  packageService: "NORMAL",
  lastCommunicationTime: "2026-11-25 09:30:00",
};
/** 2026-11-25 12:00:00 local time. */
const NOW = new Date(2026, 10, 25, 12, 0, 0).getTime();

describe("readyNow", () => {
  it("is ready when every part is fine, and tolerates notices (expiring pads, unstable link, warning, no door)", () => {
    expect(readyNow(healthy)).toEqual({ ready: true, reasons: [] });
    expect(readyNow({ ...healthy, electrodeState: "WARNING", networkState: "INSTABLE", deviceState: "WARNING", doorState: "UNKNOWN", fenceState: "UNKNOWN", packageService: "UNKNOWN" }).ready).toBe(true);
  });

  it("lists every reason, in a fixed order, with the state", () => {
    const result = readyNow({ ...healthy, packageService: "EXPIRED", batteryState: "POWER_LOW", doorState: "OPENED" });
    expect(result.ready).toBe(false);
    expect(result.reasons).toEqual([
      { part: "battery", field: "batteryState", state: "POWER_LOW" },
      { part: "door", field: "doorState", state: "OPENED" },
      { part: "package", field: "packageService", state: "EXPIRED" },
    ]);
  });

  it.each([
    ["batteryState", "POWER_RUN_OUT"],
    ["batteryState", "UNKNOWN"],
    ["electrodeState", "ABNORMAL"],
    ["networkState", "OFFLINE"],
    ["networkState", "UNREGISTERED"],
    ["deviceState", "ABNORMAL"],
    ["fenceState", "OUT"],
  ])("%s %s makes a device not ready", (field, state) => {
    expect(readyNow({ ...healthy, [field]: state }).reasons).toEqual([expect.objectContaining({ field, state })]);
  });

  it("reads a missing state as unknown: unknown battery, pads, network or device are not ready", () => {
    expect(readyNow({}).reasons.map((r) => r.part)).toEqual(["battery", "electrode", "network", "device"]);
    expect(readyNow({ ...healthy, batteryState: null }).reasons).toEqual([{ part: "battery", field: "batteryState", state: "UNKNOWN" }]);
  });

  it("has a positional form for SQL in the order of READY_FIELDS, the stale hours last", () => {
    expect(readyNowArgs(...READY_FIELDS.map((f) => healthy[f]))).toBe(1);
    expect(readyNowArgs(...READY_FIELDS.map((f) => (f === "fenceState" ? "OUT" : healthy[f])))).toBe(0);
    const old = { ...healthy, lastCommunicationTime: "2020-01-01 00:00:00" };
    expect(readyNowArgs(...READY_FIELDS.map((f) => old[f]), null)).toBe(1);
    expect(readyNowArgs(...READY_FIELDS.map((f) => old[f]), 48)).toBe(0);
    expect(readyNowArgs(...READY_FIELDS.map((f) => old[f]), 24 * 365 * 20)).toBe(1);
  });
});

describe("the stale rule (no report for more than N hours)", () => {
  it("is off without a configured number of hours", () => {
    expect(isStale("2020-01-01 00:00:00")).toBe(false);
    expect(isStale(null, { staleHours: null, now: NOW })).toBe(false);
    expect(readyNow({ ...healthy, lastCommunicationTime: null }, { now: NOW })).toEqual({ ready: true, reasons: [] });
  });

  it("counts hours from the last report in platform-local time, the boundary itself not yet stale", () => {
    expect(isStale("2026-11-23 12:00:00", { staleHours: 48, now: NOW })).toBe(false);
    expect(isStale("2026-11-23 11:59:59", { staleHours: 48, now: NOW })).toBe(true);
    expect(isStale("2026-11-25 11:00:00", { staleHours: 1, now: NOW })).toBe(false);
    expect(platformTimeMs("2026-11-25 12:00:00")).toBe(NOW);
    expect(platformTimeMs("yesterday")).toBeNull();
  });

  it("makes a device that never reported, or not for too long, not ready, with the hours in the reason", () => {
    expect(readyNow(healthy, { staleHours: 48, now: NOW }).ready).toBe(true);
    expect(readyNow({ ...healthy, lastCommunicationTime: "2026-11-20 08:00:00" }, { staleHours: 48, now: NOW }).reasons).toEqual([
      { part: "report", field: "lastCommunicationTime", state: "STALE", hours: 48 },
    ]);
    expect(readyNow({ ...healthy, networkState: "UNREGISTERED", lastCommunicationTime: null }, { staleHours: 12, now: NOW }).reasons.map((r) => r.part)).toEqual([
      "network",
      "report",
    ]);
  });
});
