import { describe, expect, it } from "vitest";
import { applyLiveState, type FleetCounts, markerState, notReadyLinks, onlineRate } from "./fleet-figures";

const counts = (over: Partial<FleetCounts> = {}): FleetCounts => ({
  total: 100,
  deviceState: { NORMAL: 90, WARNING: 6, ABNORMAL: 4 },
  networkState: { ONLINE: 77, OFFLINE: 8, UNREGISTERED: 15 },
  useState: { FREE: 98, IN_USE: 2 },
  activationState: { ACTIVATED: 85, UNACTIVATED: 15 },
  batteryState: { NORMAL: 95, POWER_LOW: 3, POWER_RUN_OUT: 2 },
  electrodeState: { NORMAL: 100 },
  ...over,
});

describe("onlineRate", () => {
  it("is online over activated, in percent with one decimal", () => {
    expect(onlineRate(counts())).toBe(90.6);
    expect(onlineRate(counts({ activationState: {} }))).toBe(0);
  });
});

describe("notReadyLinks", () => {
  it("links to the device list filtered by state, leaving out empty groups", () => {
    expect(notReadyLinks(counts())).toEqual([
      { key: "offline", count: 8, href: "/device/list?networkState=OFFLINE" },
      { key: "abnormal", count: 4, href: "/device/list?deviceState=ABNORMAL" },
      { key: "warning", count: 6, href: "/device/list?deviceState=WARNING" },
      { key: "batteryLow", count: 3, href: "/device/list?batteryState=POWER_LOW" },
      { key: "batteryEmpty", count: 2, href: "/device/list?batteryState=POWER_RUN_OUT" },
    ]);
  });
});

describe("markerState", () => {
  it("shows use first, then offline, fault, warning, normal", () => {
    expect(markerState({ useState: "IN_USE", networkState: "OFFLINE", deviceState: "ABNORMAL" })).toBe("inUse");
    expect(markerState({ useState: "FREE", networkState: "OFFLINE", deviceState: "ABNORMAL" })).toBe("offline");
    expect(markerState({ useState: "FREE", networkState: "ONLINE", deviceState: "ABNORMAL" })).toBe("abnormal");
    expect(markerState({ useState: "FREE", networkState: "ONLINE", deviceState: "WARNING" })).toBe("warning");
    expect(markerState({ useState: "FREE", networkState: "ONLINE", deviceState: "NORMAL" })).toBe("normal");
    expect(markerState({ useState: null, networkState: "UNREGISTERED", deviceState: "UNKNOWN" })).toBe("unknown");
  });
});

describe("applyLiveState", () => {
  const point = { id: 1, sn: "AED1", lng: 116, lat: 39, networkState: "ONLINE", deviceState: "NORMAL", useState: "FREE" };
  it("moves the state the message is about", () => {
    expect(markerState(applyLiveState(point, { type: "inUsed", state: "IN_USE" }))).toBe("inUse");
    expect(markerState(applyLiveState(point, { type: "toNetwork", state: "OFFLINE" }))).toBe("offline");
    expect(markerState(applyLiveState(point, { type: "event", state: "SERIOUS" }))).toBe("abnormal");
    expect(applyLiveState(point, { type: "event", state: "COMMON" })).toBe(point);
    expect(applyLiveState(point, { type: "oneKeyHelp", state: "SENDED" })).toBe(point);
  });
});
