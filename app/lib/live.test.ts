import { describe, expect, it } from "vitest";
import {
  widthBelowLargestPaint,
  acceptsEventStream,
  AnnounceGate,
  type AlarmSettings,
  DEFAULT_ALARM_SETTINGS,
  inMonitorScope,
  isAlarm,
  liveEventOf,
  liveMessageText,
  mergeFeed,
  sseFrame,
  unseenCount,
  visibleLiveTypes,
} from "./live";

describe("visibleLiveTypes", () => {
  it("gives device messages to device readers and rescue calls to help-solution readers", () => {
    expect(visibleLiveTypes((p) => p === "deviceList.query")).toEqual(["inUsed", "toNetwork", "event"]);
    expect(visibleLiveTypes((p) => p === "helpSolution.query")).toEqual(["oneKeyHelp"]);
    expect(visibleLiveTypes(() => true)).toEqual(["oneKeyHelp", "inUsed", "toNetwork", "event"]);
    expect(visibleLiveTypes(() => false)).toEqual([]);
  });
});

describe("sseFrame", () => {
  it("writes the fields in order and ends with a blank line", () => {
    expect(sseFrame({ retry: 3000 })).toBe("retry: 3000\n\n");
    expect(sseFrame({ event: "stale", data: "{}" })).toBe("event: stale\ndata: {}\n\n");
    expect(sseFrame({ id: 7, data: '{"a":1}' })).toBe('id: 7\ndata: {"a":1}\n\n');
    expect(sseFrame({ comment: "hb" })).toBe(": hb\n\n");
  });

  it("cannot be split by line breaks in the values", () => {
    expect(sseFrame({ data: "a\nb\r\nc" })).toBe("data: a\ndata: b\ndata: c\n\n");
    expect(sseFrame({ event: "x\n\ndata: evil", id: "1\nevent: y" })).toBe("event: x data: evil\nid: 1 event: y\n\n");
  });
});

describe("acceptsEventStream", () => {
  it("is true when text/event-stream is one of the accepted types", () => {
    expect(acceptsEventStream("text/event-stream")).toBe(true);
    expect(acceptsEventStream("TEXT/Event-Stream; q=1")).toBe(true);
    expect(acceptsEventStream("text/html, text/event-stream")).toBe(true);
  });

  it("is false for other types, look-alikes and no header", () => {
    expect(acceptsEventStream(undefined)).toBe(false);
    expect(acceptsEventStream("*/*")).toBe(false);
    expect(acceptsEventStream("text/html,application/xhtml+xml")).toBe(false);
    expect(acceptsEventStream("text/event-streams")).toBe(false);
  });
});

describe("liveMessageText", () => {
  const t = (key: string, options?: Record<string, unknown>) => (key === "live.text.event_NOPE" ? String(options?.defaultValue) : `${key}:${options?.sn ?? ""}`);
  it("uses the message's own text, else the type and state wording", () => {
    expect(liveMessageText(t, { type: "event", sn: "AED1", state: "WARNING", content: "柜门打开" })).toBe("柜门打开");
    expect(liveMessageText(t, { type: "toNetwork", sn: "AED1", state: "OFFLINE", content: null })).toBe("live.text.toNetwork_OFFLINE:AED1");
    expect(liveMessageText(t, { type: "oneKeyHelp", sn: null, state: "SENDED", content: null })).toBe("live.text.oneKeyHelp:live.unknownDevice:");
    expect(liveMessageText(t, { type: "event", sn: "AED2", state: "NOPE", content: null })).toBe("live.text.fallback:AED2");
  });
});

describe("inMonitorScope", () => {
  it("keeps the messages of the searched devices and those tied to no device", () => {
    const scope = new Set(["7", "9"]);
    expect(inMonitorScope({ deviceId: 7 }, scope)).toBe(true);
    expect(inMonitorScope({ deviceId: "9" }, scope)).toBe(true);
    expect(inMonitorScope({ deviceId: 8 }, scope)).toBe(false);
    expect(inMonitorScope({ deviceId: null }, scope)).toBe(true);
    expect(inMonitorScope({ deviceId: 8 }, null)).toBe(true);
  });
});

describe("liveEventOf / isAlarm", () => {
  const help = { type: "oneKeyHelp", state: "SENDED" } as const;
  const taken = { type: "inUsed", state: "IN_USE" } as const;
  const returned = { type: "inUsed", state: "FREE" } as const;
  const online = { type: "toNetwork", state: "ONLINE" } as const;
  const offline = { type: "toNetwork", state: "OFFLINE" } as const;
  const battery = { type: "event", state: "WARNING", eventCode: "BATTERY_LOW" } as const;
  const common = { type: "event", state: "COMMON", eventCode: null } as const;
  const events: AlarmSettings["events"] = [
    { code: "ONE_KEY_HELP", level: "SERIOUS", enabled: true },
    { code: "DEVICE_IN_USE", level: "SERIOUS", enabled: true },
    { code: "DEVICE_OFFLINE", level: "WARNING", enabled: true },
    { code: "BATTERY_LOW", level: "WARNING", enabled: true },
  ];

  it("maps messages to the platform's events; state changes that report nothing map to none", () => {
    expect(liveEventOf(help)).toEqual({ code: "ONE_KEY_HELP", level: "SERIOUS" });
    expect(liveEventOf(taken)).toEqual({ code: "DEVICE_IN_USE", level: "SERIOUS" });
    expect(liveEventOf(offline)).toEqual({ code: "DEVICE_OFFLINE", level: "WARNING" });
    expect(liveEventOf(battery)).toEqual({ code: "BATTERY_LOW", level: "WARNING" });
    expect(liveEventOf(returned)).toBeNull();
    expect(liveEventOf(online)).toBeNull();
    expect(liveEventOf({ type: "event", state: "LOUD" })).toBeNull();
  });

  it("pops up alarm-level messages only, never a common event or a state change", () => {
    const all = { accept: true, levels: ["COMMON", "WARNING", "SERIOUS"], events };
    expect([help, taken, offline, battery].map((m) => isAlarm(m, all))).toEqual([true, true, true, true]);
    expect([returned, online, common].map((m) => isAlarm(m, all))).toEqual([false, false, false]);
  });

  it("follows the account's levels, events and accept switch", () => {
    const seriousOnly = { accept: true, levels: ["SERIOUS"], events };
    expect(isAlarm(help, seriousOnly)).toBe(true);
    expect(isAlarm(battery, seriousOnly)).toBe(false);
    expect(isAlarm(offline, seriousOnly)).toBe(false);
    const noBattery = { accept: true, levels: ["WARNING", "SERIOUS"], events: events!.map((e) => (e.code === "BATTERY_LOW" ? { ...e, enabled: false } : e)) };
    expect(isAlarm(battery, noBattery)).toBe(false);
    expect(isAlarm(offline, noBattery)).toBe(true);
    expect(isAlarm(help, { ...seriousOnly, accept: false })).toBe(false);
  });

  it("takes the platform's level for an event it names, and the message's for one it does not know", () => {
    const raised = { accept: true, levels: ["SERIOUS"], events: [{ code: "BATTERY_LOW", level: "SERIOUS", enabled: true }] };
    expect(isAlarm(battery, raised)).toBe(true);
    expect(isAlarm({ type: "event", state: "SERIOUS", eventCode: "UNKNOWN" }, raised)).toBe(true);
    expect(isAlarm({ type: "event", state: "SERIOUS" }, DEFAULT_ALARM_SETTINGS)).toBe(true);
    expect(isAlarm({ type: "event", state: "WARNING" }, { ...DEFAULT_ALARM_SETTINGS, levels: ["SERIOUS"] })).toBe(false);
  });
});

describe("unseenCount / mergeFeed", () => {
  const messages = [{ id: 9 }, { id: 8 }, { id: 7 }];
  it("counts the messages newer than the one last seen", () => {
    expect(unseenCount(messages, "8")).toBe(1);
    expect(unseenCount(messages, "9")).toBe(0);
    expect(unseenCount(messages, "3")).toBe(3);
    expect(unseenCount(messages, null)).toBe(3);
  });
  it("puts pushed messages first, each once, and keeps the newest `size`", () => {
    expect(mergeFeed([{ id: 11 }, { id: 10 }, { id: 9 }], messages, 4).map((m) => m.id)).toEqual([11, 10, 9, 8]);
  });
});

describe("AnnounceGate", () => {
  it("says the first text at once and what follows within the gap once, as one sentence", () => {
    const gate = new AnnounceGate(5000, (count, newest) => `${count} new; ${newest}`);
    expect(gate.offer("a", 0)).toBe("a");
    expect(gate.offer("b", 1000)).toBeNull();
    expect(gate.offer("c", 2000)).toBeNull();
    expect(gate.due()).toBe(5000);
    expect(gate.flush(4999)).toBeNull();
    expect(gate.flush(5000)).toBe("2 new; c");
    expect(gate.due()).toBeNull();
    expect(gate.offer("d", 6000)).toBeNull();
    expect(gate.flush(10_000)).toBe("d");
    expect(gate.offer("e", 20_000)).toBe("e");
  });
});

describe("liveMessageText for a named event", () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    key === "live.events.BATTERY_LOW" ? `low battery ${options?.sn}` : String(options?.defaultValue ?? key);
  it("words an event by its name when known, else by its level", () => {
    expect(liveMessageText(t, { type: "event", sn: "A1", state: "WARNING", content: null, eventCode: "BATTERY_LOW" })).toBe("low battery A1");
  });
});

describe("widthBelowLargestPaint", () => {
  it("keeps a line's area under the largest paint so far", () => {
    // The device list on a phone: its largest paint, a table cell, is 3,024 px²; a 20 px line may be 149 px wide.
    const width = widthBelowLargestPaint(3024, 20);
    expect(width).toBe(149);
    expect(width * 20).toBeLessThan(3024);
  });

  it("gives no room when nothing has been painted yet or the sizes are not numbers", () => {
    expect(widthBelowLargestPaint(0, 20)).toBe(0);
    expect(widthBelowLargestPaint(Number.NaN, 20)).toBe(0);
    expect(widthBelowLargestPaint(3024, 0)).toBe(0);
    expect(widthBelowLargestPaint(30, 20)).toBe(0);
  });
});
