// One-click help what-if (issue 38): past calls replayed under other settings against the volunteers' last known
// positions. The platform's rule (server/sandbox/solutions.ts recordHelpCall): a call notifies the volunteers
// nearest to it within the call distance, up to the receiver limit, never the caller. Pure; spatial index queries.
import { PointIndex, type GeoPoint } from "./coverage";

export interface ReplayCall extends GeoPoint {
  /** The calling volunteer, never notified of their own call. */
  callerId?: string | number | null;
}

export interface ReplayVolunteer extends GeoPoint {
  id: string | number;
}

export interface HelpSettings {
  /** Metres. */
  callDistance: number;
  receiverLimit: number;
}

export interface ReplayedCall {
  /** Volunteers the call would notify. */
  notified: number;
  /** Metres to the nearest notified volunteer; null when nobody is notified. */
  nearestVolunteer: number | null;
}

export interface ReplaySummary {
  calls: number;
  /** Calls that would notify nobody. */
  unreached: number;
  /** Median volunteers notified per call (every call counts, the unreached as 0). */
  medianNotified: number | null;
  /** Median metres to the nearest notified volunteer, over the calls that notify someone. */
  medianNearest: number | null;
}

/** The median of numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Past calls and volunteers, indexed once, replayed under any number of settings. */
export class HelpReplay {
  private readonly volunteers: PointIndex<ReplayVolunteer>;

  constructor(
    readonly calls: readonly ReplayCall[],
    volunteers: readonly ReplayVolunteer[],
  ) {
    this.volunteers = new PointIndex(volunteers);
  }

  private notCaller(call: ReplayCall) {
    const caller = call.callerId;
    return (index: number) => caller === null || caller === undefined || String(this.volunteers.points[index]!.id) !== String(caller);
  }

  /** Each call under the settings, in input order. */
  replay(settings: HelpSettings): ReplayedCall[] {
    return this.calls.map((call) => {
      const accept = this.notCaller(call);
      const inReach = this.volunteers.within(call.lat, call.lng, settings.callDistance).filter(accept);
      const notified = Math.min(settings.receiverLimit, inReach.length);
      const nearest = notified ? this.volunteers.nearest(call.lat, call.lng, { accept, maxMetres: settings.callDistance }) : null;
      return { notified, nearestVolunteer: nearest ? nearest.metres : null };
    });
  }

  summary(settings: HelpSettings): ReplaySummary {
    const replayed = this.replay(settings);
    return {
      calls: replayed.length,
      unreached: replayed.filter((call) => call.notified === 0).length,
      medianNotified: median(replayed.map((call) => call.notified)),
      medianNearest: median(replayed.flatMap((call) => (call.nearestVolunteer === null ? [] : [call.nearestVolunteer]))),
    };
  }

  /** For each call distance, how many calls would reach at least one volunteer (the receiver limit cannot change it). */
  reachCurve(distances: readonly number[]): number[] {
    const longest = Math.max(0, ...distances);
    const nearest = this.calls.map((call) => this.volunteers.nearest(call.lat, call.lng, { accept: this.notCaller(call), maxMetres: longest })?.metres ?? Infinity);
    return distances.map((distance) => nearest.filter((metres) => metres <= distance).length);
  }
}

/** The nearest of the given (ready) devices to each call, with its distance; null where there is none. */
export function nearestDevices(calls: readonly GeoPoint[], devices: readonly GeoPoint[]): ({ index: number; metres: number } | null)[] {
  const index = new PointIndex(devices);
  return calls.map((call) => index.nearest(call.lat, call.lng));
}
