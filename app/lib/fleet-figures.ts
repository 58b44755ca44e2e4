// Figures of the workplace's fleet overview, from the platform's device counts by state.

export interface FleetCounts {
  total: number;
  deviceState: Record<string, number>;
  networkState: Record<string, number>;
  useState: Record<string, number>;
  activationState: Record<string, number>;
  batteryState: Record<string, number>;
  electrodeState: Record<string, number>;
}

export const DEVICE_LIST_PATH = "/device/list";

/** Online devices as a share of activated ones, in percent with one decimal (0 when none is activated). */
export function onlineRate(counts: FleetCounts): number {
  const activated = counts.activationState.ACTIVATED ?? 0;
  if (!activated) return 0;
  return Math.round(((counts.networkState.ONLINE ?? 0) / activated) * 1000) / 10;
}

export type NotReadyKey = "offline" | "abnormal" | "warning" | "batteryLow" | "batteryEmpty" | "electrodeExpired";

/** The device list's "ready now" filter: every device that is not ready, whatever the reason. */
export const NOT_READY_HREF = `${DEVICE_LIST_PATH}?ready=false`;

const NOT_READY: readonly { key: NotReadyKey; filters: [param: string, value: string][]; count: (c: FleetCounts) => number }[] = [
  { key: "offline", filters: [["networkState", "OFFLINE"]], count: (c) => c.networkState.OFFLINE ?? 0 },
  { key: "abnormal", filters: [["deviceState", "ABNORMAL"]], count: (c) => c.deviceState.ABNORMAL ?? 0 },
  { key: "warning", filters: [["deviceState", "WARNING"]], count: (c) => c.deviceState.WARNING ?? 0 },
  { key: "batteryLow", filters: [["batteryState", "POWER_LOW"]], count: (c) => c.batteryState.POWER_LOW ?? 0 },
  { key: "batteryEmpty", filters: [["batteryState", "POWER_RUN_OUT"]], count: (c) => c.batteryState.POWER_RUN_OUT ?? 0 },
  { key: "electrodeExpired", filters: [["electrodeState", "ABNORMAL"]], count: (c) => c.electrodeState.ABNORMAL ?? 0 },
];

/** Quick links to the device list filtered to the devices that are not ready, with how many each shows. */
export function notReadyLinks(counts: FleetCounts): { key: NotReadyKey; count: number; href: string }[] {
  return NOT_READY.map(({ key, filters, count }) => ({
    key,
    count: count(counts),
    href: `${DEVICE_LIST_PATH}?${new URLSearchParams(filters).toString()}`,
  })).filter((link) => link.count > 0);
}

/** A device on the monitor's map with the states its marker shows. */
export interface DevicePoint {
  id: number | string;
  sn: string;
  lng: number;
  lat: number;
  networkState: string | null;
  deviceState: string | null;
  useState: string | null;
  /** The device's city (the monitor groups its markers by city). */
  cityId?: number | string | null;
  cityName?: string | null;
}

export type MarkerState = "inUse" | "offline" | "abnormal" | "warning" | "normal" | "unknown";

/** What a marker shows first: a device in use, then offline, faulty, warning, and normal when online and well. */
export function markerState(point: Pick<DevicePoint, "networkState" | "deviceState" | "useState">): MarkerState {
  if (point.useState === "IN_USE") return "inUse";
  if (point.networkState === "OFFLINE") return "offline";
  if (point.deviceState === "ABNORMAL") return "abnormal";
  if (point.deviceState === "WARNING") return "warning";
  if (point.networkState === "ONLINE" && point.deviceState === "NORMAL") return "normal";
  return "unknown";
}

/** A point after a live message about its device (inUsed → use state, toNetwork → network, event → device state). */
export function applyLiveState<P extends DevicePoint>(point: P, message: { type: string; state: string | null }): P {
  if (message.type === "inUsed" && (message.state === "IN_USE" || message.state === "FREE")) return { ...point, useState: message.state };
  if (message.type === "toNetwork" && message.state) return { ...point, networkState: message.state };
  if (message.type === "event" && message.state === "SERIOUS") return { ...point, deviceState: "ABNORMAL" };
  if (message.type === "event" && message.state === "WARNING") return { ...point, deviceState: "WARNING" };
  return point;
}
