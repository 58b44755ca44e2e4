// "Ready now" (beyond the spec): can this defibrillator be used for a rescue right now, and if not, why?
// One rule for the console's column and for the sandbox's `ready` filter (registered there as an SQL function).

/** The states the rule reads, as the platform names them (§4). */
export interface ReadyInput {
  batteryState?: string | null;
  electrodeState?: string | null;
  networkState?: string | null;
  deviceState?: string | null;
  doorState?: string | null;
  fenceState?: string | null;
  packageService?: string | null;
}

/** Each check, in the order reasons are listed: the input field and the states that make a device not ready. */
export const READY_CHECKS = [
  // Battery must be known and charged.
  { part: "battery", field: "batteryState", notReady: ["POWER_LOW", "POWER_RUN_OUT", "UNKNOWN"] },
  // Expired or unknown pads cannot be trusted; expiring pads (WARNING) still work.
  { part: "electrode", field: "electrodeState", notReady: ["ABNORMAL", "UNKNOWN"] },
  // The platform must hear the device to know it is ready; an unstable link still reports.
  { part: "network", field: "networkState", notReady: ["OFFLINE", "UNREGISTERED", "UNKNOWN"] },
  // Its own self-test verdict; WARNING is a notice, not a fault.
  { part: "device", field: "deviceState", notReady: ["ABNORMAL", "UNKNOWN"] },
  // An open cabinet door: the device may have been taken out.
  { part: "door", field: "doorState", notReady: ["OPENED"] },
  // Outside its fence: not where people will look for it.
  { part: "fence", field: "fenceState", notReady: ["OUT"] },
  // No paid service watching it.
  { part: "package", field: "packageService", notReady: ["EXPIRED"] },
] as const satisfies readonly { part: string; field: keyof ReadyInput; notReady: readonly string[] }[];

export type ReadyPart = (typeof READY_CHECKS)[number]["part"];

/** Why a device is not ready: the part and the state it is in (a missing state reads as UNKNOWN). */
export interface NotReadyReason {
  part: ReadyPart;
  field: keyof ReadyInput;
  state: string;
}

export interface Readiness {
  ready: boolean;
  reasons: NotReadyReason[];
}

export function readyNow(device: ReadyInput): Readiness {
  const reasons: NotReadyReason[] = [];
  for (const check of READY_CHECKS) {
    const state = device[check.field] || "UNKNOWN";
    if ((check.notReady as readonly string[]).includes(state)) reasons.push({ part: check.part, field: check.field, state });
  }
  return { ready: reasons.length === 0, reasons };
}

/** The rule's inputs in a fixed order, for an SQL function `ready_now(battery, electrode, network, device, door, fence, package)`. */
export const READY_FIELDS = READY_CHECKS.map((check) => check.field);

export function readyNowArgs(...states: (string | null)[]): 0 | 1 {
  const input = Object.fromEntries(READY_FIELDS.map((field, i) => [field, states[i] ?? null])) as ReadyInput;
  return readyNow(input).ready ? 1 : 0;
}
