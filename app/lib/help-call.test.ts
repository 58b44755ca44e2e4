import { describe, expect, it } from "vitest";
import { callTimeline, sketchPositions } from "./help-call";

describe("callTimeline", () => {
  it("orders the call, the notices and the answers by time, leaving out unanswered ones", () => {
    const entries = callTimeline("2026-03-01 10:00:00", [
      { volunteerName: "王", responseType: "ACCEPTED", notifiedTime: "2026-03-01 10:00:05", responseTime: "2026-03-01 10:01:00", distance: 300 },
      { volunteerName: "李", responseType: "UNHANDLED", notifiedTime: "2026-03-01 10:00:06", responseTime: null, distance: 900 },
      { volunteerName: "赵", responseType: "REFUSED", notifiedTime: "2026-03-01 10:00:07", responseTime: "2026-03-01 10:00:30", distance: 1200 },
    ]);
    expect(entries.map((e) => `${e.kind}:${"name" in e ? e.name : ""}`)).toEqual([
      "called:", "notified:王", "notified:李", "notified:赵", "answered:赵", "answered:王",
    ]);
  });
});

describe("sketchPositions", () => {
  it("puts the centre in the middle, north up and east right, and clamps far points to the range circle", () => {
    const [centre, north, east, far] = sketchPositions(
      { lat: 30, lng: 120 },
      [{ lat: 30, lng: 120 }, { lat: 30.0045, lng: 120 }, { lat: 30, lng: 120.0052 }, { lat: 31, lng: 120 }],
      1000,
      200,
    );
    expect(centre).toEqual({ x: 100, y: 100 });
    expect(north!.x).toBe(100);
    expect(north!.y).toBeLessThan(100);
    expect(east!.x).toBeGreaterThan(100);
    expect(east!.y).toBe(100);
    expect(far).toEqual({ x: 100, y: 10 });
  });
});
