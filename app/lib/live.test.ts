import { describe, expect, it } from "vitest";
import { acceptsEventStream, inMonitorScope, liveMessageText, sseFrame, visibleLiveTypes } from "./live";

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
