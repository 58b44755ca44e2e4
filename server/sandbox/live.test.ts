import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { PROVINCES } from "./device-data.js";
import { CONNECTED_ACK, HEARTBEAT, HEARTBEAT_ACK, LIVE_PATH, type LiveMessage } from "./live.js";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox({ liveIntervalMs: 0 });

/** A socket on the feed that records every text it receives. */
async function listen(): Promise<{ socket: WebSocket; texts: string[]; next(match: (text: string) => boolean): Promise<string> }> {
  const socket = new WebSocket(t.base.replace("http", "ws") + LIVE_PATH);
  const texts: string[] = [];
  const waiters: { match: (text: string) => boolean; resolve: (text: string) => void }[] = [];
  socket.on("message", (data) => {
    const text = String(data);
    texts.push(text);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(text)) waiter.resolve(text);
      else waiters.push(waiter);
    }
  });
  const next = (match: (text: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const found = texts.find(match);
      if (found) return resolve(found);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error(`no matching message; got ${texts.join(" | ")}`)), 3000).unref();
    });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  return { socket, texts, next };
}

const isMessage = (text: string) => text.startsWith("{");

describe("live-message socket", () => {
  it("acknowledges the connection and the heartbeat with the success word", async () => {
    const feed = await listen();
    await feed.next((text) => text === CONNECTED_ACK);
    feed.socket.send(HEARTBEAT);
    await feed.next((text) => text === HEARTBEAT_ACK);
    expect(HEARTBEAT_ACK).toContain("success");
    feed.socket.close();
  });

  it("emits each of the four types on demand, to every listener", async () => {
    const [a, b] = [await listen(), await listen()];
    for (const type of ["oneKeyHelp", "inUsed", "toNetwork", "event"]) {
      const response = await t.control("live/emit", "POST", { type });
      expect(response.status).toBe(201);
      const sent = (await response.json()).result as LiveMessage;
      for (const feed of [a, b]) {
        const got = JSON.parse(await feed.next((text) => isMessage(text) && JSON.parse(text).id === sent.id)) as LiveMessage;
        expect(got).toMatchObject({ type, createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
      }
    }
    expect((await t.control("live/emit", "POST", { type: "nope" })).status).toBe(400);
    a.socket.close();
    b.socket.close();
  });

  it("pushes an imitated device notice with the notification it created", async () => {
    const feed = await listen();
    const token = await tokenOf(t, "admin");
    const created = await t.call("/api/v1/notification-messages/imitate-device-notice", { token, json: { content: "模拟：柜门打开", type: "inUsed" } });
    const row = (await created.json()).result as { id: number };
    const got = JSON.parse(await feed.next(isMessage)) as LiveMessage;
    expect(got).toMatchObject({ type: "inUsed", content: "模拟：柜门打开", notificationId: row.id });
    feed.socket.close();
  });

  it("drops connections and refuses new ones for a while", async () => {
    const feed = await listen();
    const closed = new Promise((resolve) => feed.socket.once("close", resolve));
    const dropped = await t.control("live/drop", "POST", { refuseMs: 300 });
    expect((await dropped.json()).result.dropped).toBeGreaterThanOrEqual(1);
    await closed;
    await expect(listen()).rejects.toThrow(/503/);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const again = await listen();
    again.socket.close();
  });

  it("counts rescue calls per day, every day present", async () => {
    const token = await tokenOf(t, "admin");
    await t.control("live/emit", "POST", { type: "oneKeyHelp" });
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const from = date(new Date(today.getTime() - 29 * 86_400_000));
    const response = await t.call(`/api/v1/statistics/rescue-calls?from=${from}&to=${date(today)}`, { token });
    const days = (await response.json()).result as { date: string; count: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.count).toBeGreaterThanOrEqual(1);
    expect(days.slice(0, -1).some((day) => day.count > 0)).toBe(true);
    expect((await t.call(`/api/v1/statistics/rescue-calls?from=x&to=${date(today)}`, { token })).status).toBe(400);
  });
});

describe("device statistics", () => {
  it("counts the fleet by state, narrowed by the monitor's search", async () => {
    const token = await tokenOf(t, "admin");
    const all = (await (await t.call("/api/v1/statistics/devices", { token })).json()).result;
    expect(all.total).toBeGreaterThanOrEqual(2000);
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(all.networkState)).toBe(all.total);
    expect(all.networkState.ONLINE).toBeGreaterThan(0);
    const city = (await (await t.call("/api/v1/statistics/devices?cityId=" + (PROVINCES[0]!.cities[0]!.code), { token })).json()).result;
    expect(city.total).toBeGreaterThan(0);
    expect(city.total).toBeLessThan(all.total);
    expect((await t.call("/api/v1/statistics/devices?brandId=x", { token })).status).toBe(400);
    expect((await t.call("/api/v1/statistics/devices", { token: await tokenOf(t, "norole") })).status).toBe(403);
  });
});


describe("device points", () => {
  it("lists located devices with their states, narrowed by the monitor's search", async () => {
    const token = await tokenOf(t, "admin");
    const all = (await (await t.call("/api/v1/statistics/device-points", { token })).json()).result as Record<string, unknown>[];
    expect(all.length).toBeGreaterThan(1000);
    expect(Object.keys(all[0]!).sort()).toEqual(["cityId", "cityName", "deviceState", "id", "lat", "lng", "networkState", "sn", "useState"]);
    const city = PROVINCES[0]!.cities[0]!;
    const some = (await (await t.call(`/api/v1/statistics/device-points?cityId=${city.code}`, { token })).json()).result as { lng: number; lat: number; cityId: number; cityName: string }[];
    // Each with its city (the monitor groups its markers by city).
    expect(some.every((p) => p.cityId === city.code && p.cityName === city.name)).toBe(true);
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((p) => Math.abs(p.lng - city.lng) < 2 && Math.abs(p.lat - city.lat) < 2)).toBe(true);
  });
});
