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
  /** When the platform last heard from the device (platform-local "YYYY-MM-DD HH:mm:ss"); none if it never did. */
  lastCommunicationTime?: string | null;
}

/**
 * The stale rule (issue 16): a device that has not reported for longer than the global config's
 * `staleDeviceHours` is not ready, whatever its last states said. Without `staleHours` the rule is off.
 */
export interface StaleRule {
  staleHours?: number | null;
  /** Defaults to the current time. */
  now?: number;
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

export type ReadyPart = (typeof READY_CHECKS)[number]["part"] | "report";

/** Why a device is not ready: the part and the state it is in (a missing state reads as UNKNOWN). */
export interface NotReadyReason {
  part: ReadyPart;
  field: keyof ReadyInput;
  state: string;
  /** For the stale reason: the configured hours. */
  hours?: number;
}

export interface Readiness {
  ready: boolean;
  reasons: NotReadyReason[];
}

const PLATFORM_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** A platform-local time string as epoch milliseconds (local time, §9's format), or null. */
export function platformTimeMs(text: string | null | undefined): number | null {
  const match = text ? PLATFORM_TIME.exec(text) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, sec] = match.map(Number) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, sec!).getTime();
}

/** True when the device has not reported for more than `staleHours` (or never did). False when the rule is off. */
export function isStale(lastCommunicationTime: string | null | undefined, rule: StaleRule = {}): boolean {
  const hours = rule.staleHours;
  if (!hours || !(hours > 0)) return false;
  const last = platformTimeMs(lastCommunicationTime);
  return last === null || (rule.now ?? Date.now()) - last > hours * 3600 * 1000;
}

export function readyNow(device: ReadyInput, rule: StaleRule = {}): Readiness {
  const reasons: NotReadyReason[] = [];
  for (const check of READY_CHECKS) {
    const state = device[check.field] || "UNKNOWN";
    if ((check.notReady as readonly string[]).includes(state)) reasons.push({ part: check.part, field: check.field, state });
  }
  if (isStale(device.lastCommunicationTime, rule)) {
    reasons.push({ part: "report", field: "lastCommunicationTime", state: "STALE", hours: rule.staleHours! });
  }
  return { ready: reasons.length === 0, reasons };
}

/**
 * The rule's inputs in a fixed order, for an SQL function
 * `ready_now(battery, electrode, network, device, door, fence, package, lastCommunicationTime, staleHours)`.
 */
export const READY_FIELDS = [...READY_CHECKS.map((check) => check.field), "lastCommunicationTime"] as const;

export function readyNowArgs(...args: (string | number | null)[]): 0 | 1 {
  const input = Object.fromEntries(READY_FIELDS.map((field, i) => [field, typeof args[i] === "string" ? args[i] : null])) as ReadyInput;
  const staleHours = args[READY_FIELDS.length];
  return readyNow(input, { staleHours: typeof staleHours === "number" ? staleHours : null }).ready ? 1 : 0;
}
