// The device states and their badge colours (devices, the map, the device detail, controllers), the values the
// platform answers and the filters offer.
import type { Tone } from "~/engine/types";

export const NETWORK_STATES = ["ONLINE", "INSTABLE", "OFFLINE", "UNREGISTERED", "UNKNOWN"] as const;

export const DEVICE_STATES = ["NORMAL", "WARNING", "ABNORMAL", "UNKNOWN"] as const;

export const USE_STATES = ["FREE", "IN_USE", "UNKNOWN"] as const;

export const ACTIVATION_STATES = ["ACTIVATED", "UNACTIVATED", "UNKNOWN"] as const;

export const BATTERY_STATES = ["NORMAL", "POWER_LOW", "POWER_RUN_OUT", "UNKNOWN"] as const;

export const ELECTRODE_STATES = ["NORMAL", "WARNING", "ABNORMAL", "UNKNOWN"] as const;

export const POSITION_STATES = ["IN_POSITION", "OUT_OF_POSITION", "UNKNOWN"] as const;

export const FENCE_STATES = ["IN", "OUT", "UNKNOWN"] as const;

export const PACKAGE_SERVICES = ["NORMAL", "EXPIRED", "UNKNOWN"] as const;

export const PUBLIC_MODES = ["PUBLIC", "BUSINESS_HOURS", "HALF", "NEVER"] as const;

export const AVAILABLE_DAYS = ["EVERYDAY", "WEEKDAY", "HOLIDAY"] as const;

export const SOLD_STATES = ["SOLD", "UNSOLD"] as const;

export const READY_VALUES = ["true", "false"] as const;

/** Badge colours of a network state (devices, cabinet controllers and connectors alike). */
export const networkTones: Record<string, Tone> = { ONLINE: "green", INSTABLE: "orange", OFFLINE: "red", UNREGISTERED: "gray", UNKNOWN: "gray" };

/** Badge colours of the device states: green fine, orange needs attention, red not usable. */
export const deviceTones: Record<string, Record<string, Tone>> = {
  networkState: networkTones,
  deviceState: { NORMAL: "green", WARNING: "orange", ABNORMAL: "red", UNKNOWN: "gray" },
  batteryState: { NORMAL: "green", POWER_LOW: "orange", POWER_RUN_OUT: "red", UNKNOWN: "gray" },
  electrodeState: { NORMAL: "green", WARNING: "orange", ABNORMAL: "red", UNKNOWN: "gray" },
  activationState: { ACTIVATED: "green", UNACTIVATED: "orange", UNKNOWN: "gray" },
  doorState: { CLOSED: "green", OPENED: "red", UNKNOWN: "gray" },
  fenceState: { IN: "green", OUT: "red", UNKNOWN: "gray" },
  packageService: { NORMAL: "green", EXPIRED: "red", UNKNOWN: "gray" },
};

/** Days ahead of the readiness forecast's filter. */
export const EXPIRY_WINDOWS = ["30", "60", "90"] as const;
