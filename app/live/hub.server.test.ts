import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type HubEvent, LiveHub, type SocketLike } from "./hub.server";

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  // test side
  accept() {
    this.onopen?.();
  }
  drop() {
    this.onclose?.();
  }
  push(data: string) {
    this.onmessage?.({ data });
  }
}

let sockets: FakeSocket[];
let hub: LiveHub;
let events: HubEvent[];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  hub = new LiveHub("ws://platform/live", () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  events = [];
  hub.subscribe((event) => events.push(event));
});

afterEach(() => {
  hub.stop();
  vi.useRealTimers();
});

const message = (id: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, type: "inUsed", deviceId: 7, sn: "AED00000007", state: "IN_USE", createdDate: "2026-11-23 09:00:00", ...extra });

describe("live hub", () => {
  it("sends the heartbeat on open and again every 20 s", () => {
    hub.start();
    sockets[0]!.accept();
    expect(hub.state).toBe("open");
    expect(sockets[0]!.sent).toEqual(["heartbeat"]);
    vi.advanceTimersByTime(19_999);
    expect(sockets[0]!.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.sent).toHaveLength(2);
    vi.advanceTimersByTime(40_000);
    expect(sockets[0]!.sent).toEqual(["heartbeat", "heartbeat", "heartbeat", "heartbeat"]);
  });

  it("retries after 2, 4, 6 … s and stops after the 10th retry", () => {
    hub.start();
    sockets[0]!.drop();
    expect(hub.state).toBe("stale");
    for (let attempt = 1; attempt <= 10; attempt++) {
      vi.advanceTimersByTime(2000 * attempt - 1);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
      sockets[attempt]!.drop();
    }
    expect(hub.state).toBe("failed");
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(11);
    expect(events.filter((e) => e.kind === "state").map((e) => (e as { state: string }).state)).toEqual(["connecting", "stale", "failed"]);
  });

  it("counts attempts from zero again after a successful reconnect", () => {
    hub.start();
    sockets[0]!.accept();
    sockets[0]!.drop();
    vi.advanceTimersByTime(2000);
    sockets[1]!.drop();
    vi.advanceTimersByTime(4000);
    sockets[2]!.accept();
    expect(hub.state).toBe("open");
    expect(hub.attempts).toBe(0);
    sockets[2]!.drop();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(4);
  });

  it("ignores messages containing the success word and passes the rest on", () => {
    hub.start();
    sockets[0]!.accept();
    sockets[0]!.push("connect success");
    sockets[0]!.push("heartbeat success");
    sockets[0]!.push(message(1, { content: "self-test success" }));
    sockets[0]!.push(message(2));
    sockets[0]!.push("not json");
    sockets[0]!.push(JSON.stringify({ id: 3, type: "unknown", createdDate: "x" }));
    const messages = events.filter((e) => e.kind === "message");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ message: { id: 2, type: "inUsed", sn: "AED00000007", content: null } });
    expect(hub.ignored).toBe(3);
    expect(hub.recent().map((m) => m.id)).toEqual([2]);
  });

  it("keeps the newest 50 messages, newest first", () => {
    hub.start();
    sockets[0]!.accept();
    for (let id = 1; id <= 60; id++) sockets[0]!.push(message(id));
    expect(hub.recent()).toHaveLength(50);
    expect(hub.recent()[0]!.id).toBe(60);
  });

  it("starts a fresh round when asked again after giving up", () => {
    hub.start();
    for (let attempt = 0; attempt <= 10; attempt++) {
      sockets[attempt]!.drop();
      vi.advanceTimersByTime(2000 * (attempt + 1));
    }
    expect(hub.state).toBe("failed");
    hub.start();
    expect(sockets).toHaveLength(12);
    expect(hub.state).toBe("connecting");
  });
});
