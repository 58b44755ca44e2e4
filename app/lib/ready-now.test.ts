import { describe, expect, it } from "vitest";
import { READY_FIELDS, readyNow, readyNowArgs } from "./ready-now";

const healthy = {
  batteryState: "NORMAL",
  electrodeState: "NORMAL",
  networkState: "ONLINE",
  deviceState: "NORMAL",
  doorState: "CLOSED",
  fenceState: "IN",
  packageService: "NORMAL",
};

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

  it("has a positional form for SQL in the order of READY_FIELDS", () => {
    expect(readyNowArgs(...READY_FIELDS.map((f) => healthy[f]))).toBe(1);
    expect(readyNowArgs(...READY_FIELDS.map((f) => (f === "fenceState" ? "OUT" : healthy[f])))).toBe(0);
  });
});
