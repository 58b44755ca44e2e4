import { describe, expect, it } from "vitest";
import { greatCircleMetres } from "./geo";
import { HelpReplay, median, nearestDevices } from "./help-replay";
import { mulberry32 } from "../../tests/support/random";

const random = mulberry32;

const CENTRE = { lat: 39.9042, lng: 116.4074 };

describe("median", () => {
  it("takes the middle value, the mean of the middle two for an even count, none for nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("HelpReplay", () => {
  const rnd = random(42);
  const volunteers = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, lat: CENTRE.lat + (rnd() - 0.5) * 0.1, lng: CENTRE.lng + (rnd() - 0.5) * 0.1 }));
  const calls = Array.from({ length: 80 }, (_, i) => ({
    lat: CENTRE.lat + (rnd() - 0.5) * 0.16, lng: CENTRE.lng + (rnd() - 0.5) * 0.16, callerId: i % 3 === 0 ? volunteers[i]!.id : null,
  }));
  const replay = new HelpReplay(calls, volunteers);

  /** The platform's rule by brute force: everyone within the distance but the caller, nearest first, up to the limit. */
  const brute = (callDistance: number, receiverLimit: number) =>
    calls.map((call) => {
      const reach = volunteers
        .filter((v) => v.id !== call.callerId)
        .map((v) => greatCircleMetres(call.lat, call.lng, v.lat, v.lng))
        .filter((metres) => metres <= callDistance)
        .sort((a, b) => a - b)
        .slice(0, receiverLimit);
      return { notified: reach.length, nearestVolunteer: reach[0] ?? null };
    });

  it("notifies whom the platform's rule would, for several settings (checked by brute force)", () => {
    for (const [distance, limit] of [[100, 20], [1000, 3], [3000, 20], [3000, 200], [10_000, 1]] as const) {
      expect(replay.replay({ callDistance: distance, receiverLimit: limit })).toEqual(brute(distance, limit));
    }
  });

  it("never notifies the caller of their own call", () => {
    const alone = new HelpReplay([{ ...CENTRE, callerId: 7 }], [{ id: 7, ...CENTRE }]);
    expect(alone.replay({ callDistance: 5000, receiverLimit: 20 })).toEqual([{ notified: 0, nearestVolunteer: null }]);
    expect(alone.reachCurve([100, 10_000])).toEqual([0, 0]);
  });

  it("sums up the calls nobody hears, the median notified and the median nearest distance", () => {
    const settings = { callDistance: 1500, receiverLimit: 5 };
    const expected = brute(settings.callDistance, settings.receiverLimit);
    const summary = replay.summary(settings);
    expect(summary.calls).toBe(80);
    expect(summary.unreached).toBe(expected.filter((call) => call.notified === 0).length);
    expect(summary.unreached).toBeGreaterThan(0);
    expect(summary.medianNotified).toBe(median(expected.map((call) => call.notified)));
    expect(summary.medianNearest).toBe(median(expected.flatMap((call) => (call.nearestVolunteer === null ? [] : [call.nearestVolunteer]))));
    // More reach and a higher limit never notify fewer people.
    const wider = replay.summary({ callDistance: 4000, receiverLimit: 20 });
    expect(wider.unreached).toBeLessThanOrEqual(summary.unreached);
    expect(wider.medianNotified!).toBeGreaterThanOrEqual(summary.medianNotified!);
  });

  it("draws how many calls reach someone as the call distance grows, as brute force counts them", () => {
    const distances = [100, 500, 1000, 2000, 3000, 5000, 10_000];
    const curve = replay.reachCurve(distances);
    expect(curve).toEqual(distances.map((distance) => brute(distance, 1).filter((call) => call.notified > 0).length));
    expect([...curve].sort((a, b) => a - b)).toEqual(curve);
  });
});

describe("nearestDevices", () => {
  it("gives each call its nearest device and the distance, or null without devices", () => {
    const devices = [{ lat: 39.9, lng: 116.4 }, { lat: 39.95, lng: 116.45 }];
    const [first, second] = nearestDevices([{ lat: 39.901, lng: 116.4 }, { lat: 39.949, lng: 116.45 }], devices);
    expect(first).toEqual({ index: 0, metres: greatCircleMetres(39.901, 116.4, 39.9, 116.4) });
    expect(second?.index).toBe(1);
    expect(nearestDevices([{ lat: 1, lng: 1 }], [])).toEqual([null]);
  });
});
