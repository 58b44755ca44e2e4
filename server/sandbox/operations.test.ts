import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

describe("operation records", () => {
  it("lists repair records across the fleet, filters by state, edits while open and refuses once closed", async () => {
    const token = await tokenOf(t, "admin");
    const all = await t.call("/api/v1/report-to-repair-records?pageSize=5", { token });
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(280);
    const open = await t.call("/api/v1/report-to-repair-records?state=UNHANDLE&pageSize=100", { token });
    const rows = (await open.json()) as { id: number; state: string; serialNumber: string }[];
    expect(rows.every((row) => row.state === "UNHANDLE" && /^\w+$/.test(row.serialNumber))).toBe(true);
    const [first] = rows;
    const edited = await t.call("/api/v1/report-to-repair-records", { token, method: "PUT", json: { id: first!.id, content: "柜门无法关闭，已预约", state: "HANGLEING" } });
    expect(await edited.json()).toMatchObject({ id: first!.id, state: "HANGLEING", content: "柜门无法关闭，已预约" });
    const handled = await t.call(`/api/v1/report-to-repair-records/${first!.id}/handleContent`, { token, method: "PUT", json: { handleContent: "已更换门锁" } });
    expect((await handled.json()).state).toBe("HANGLED");
    const closed = await t.call("/api/v1/report-to-repair-records", { token, method: "PUT", json: { id: first!.id, content: "x" }, lang: "en-US" });
    expect(closed.status).toBe(400);
    expect((await closed.json()).detail).toBe("this repair record is closed and can no longer change");
    expect((await t.call(`/api/v1/report-to-repair-records/${first!.id}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await t.call(`/api/v1/report-to-repair-records/${first!.id}`, { token })).status).toBe(404);
  });

  it("pages the inspection lists with pageNum, creates a report as generating and serves a finished one's file", async () => {
    const token = await tokenOf(t, "admin");
    const page1 = (await (await t.call("/api/v1/institution-inspection-reports?pageNum=1&pageSize=3", { token })).json()) as { id: number }[];
    const page2 = (await (await t.call("/api/v1/institution-inspection-reports?pageNum=2&pageSize=3", { token })).json()) as { id: number }[];
    expect(page1.map((r) => r.id)).not.toEqual(page2.map((r) => r.id));
    const created = await t.call("/api/v1/institution-inspection-reports", { token, json: { institutionId: 1, inspectionCycle: "MONTHLY" } });
    expect(created.status).toBe(201);
    const report = await created.json();
    expect(report).toMatchObject({ sendState: "GENERATING", mechanism: expect.any(String), coverNum: expect.any(Number) });
    expect((await t.call(`/api/v1/institution-inspection-reports/${report.id}/file`, { token })).status).toBe(400);
    const done = ((await (await t.call("/api/v1/institution-inspection-reports?sendState=COMPLETED&pageSize=1", { token })).json()) as { id: number }[])[0]!;
    const file = await t.call(`/api/v1/institution-inspection-reports/${done.id}/file`, { token });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect((await file.text()).startsWith("%PDF-1.4")).toBe(true);
    const inspections = await t.call("/api/v1/device-inspection-records?pageNum=1&pageSize=2&sendState=SUCCESS", { token });
    expect(((await inspections.json()) as { sendState: string }[]).every((r) => r.sendState === "SUCCESS")).toBe(true);
  });

  it("checks an incident's device serial number and needs the marks", async () => {
    const token = await tokenOf(t, "admin");
    const refused = await t.call("/api/v1/incident-records", { token, json: { serialNumber: "NOPE", incidentType: "OTHER", level: "COMMON", occurredTime: "2026-03-01T10:00", content: "x", handleState: "UNTREATED" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors[0].field).toBe("serialNumber");
    const user = await tokenOf(t, "user");
    expect((await t.call("/api/v1/incident-records", { token: user })).status).toBe(403);
  });
});

describe("device calls of §7", () => {
  it("answers the type, the container, a model's firmware, the error analysis and edits a device", async () => {
    const token = await tokenOf(t, "admin");
    const type = await (await t.call("/api/v1/devices/getDeviceType/1", { token })).json();
    expect(type).toMatchObject({ id: 1, deviceType: expect.stringMatching(/^AED/), model: expect.any(String) });
    expect((await t.call("/api/v1/devices/1/container", { token })).status).toBe(200);
    const firmware = (await (await t.call(`/api/v1/device-firmwares/options?model=${encodeURIComponent(type.model)}`, { token })).json()) as { value: string }[];
    expect(firmware.length).toBeGreaterThan(0);
    expect((await t.call("/api/v1/device-firmwares/options", { token })).status).toBe(400);
    const analysis = (await (await t.call("/api/v1/devices/error-analysis", { token })).json()) as { part: string; count: number }[];
    expect(analysis.map((a) => a.part)).toEqual(["battery", "electrode", "network", "device", "door", "fence", "package"]);
    expect(analysis.every((a) => a.count >= 0)).toBe(true);
    // The same fleet counted by state (the workplace's counts) agrees with the faults by part.
    const states = (await (await t.call("/api/v1/statistics/devices", { token })).json()).result as Record<string, Record<string, number>>;
    const of = (part: string) => analysis.find((a) => a.part === part)!.count;
    const sum = (column: string, values: string[]) => values.reduce((total, value) => total + (states[column]![value] ?? 0), 0);
    expect(of("battery")).toBe(sum("batteryState", ["POWER_LOW", "POWER_RUN_OUT", "UNKNOWN"]));
    expect(of("electrode")).toBe(sum("electrodeState", ["ABNORMAL", "UNKNOWN"]));
    expect(of("network")).toBe(sum("networkState", ["OFFLINE", "UNREGISTERED", "UNKNOWN"]));
    expect(of("device")).toBe(sum("deviceState", ["ABNORMAL", "UNKNOWN"]));
    expect(of("battery") + of("network")).toBeGreaterThan(0);
    const refused = await t.call("/api/v1/devices", { token, method: "PUT", json: { id: 1, address: "", contactPhone: "123" } });
    expect(((await refused.json()).fieldErrors as { field: string }[]).map((e) => e.field).sort()).toEqual(["address", "contactPhone"]);
    const saved = await t.call("/api/v1/devices", { token, method: "PUT", json: { id: 1, address: "北京市朝阳区测试路 1 号", contactPhone: "13900000000" } });
    expect(saved.status).toBe(200);
    expect((await (await t.call("/api/v1/devices/1", { token })).json()).address).toBe("北京市朝阳区测试路 1 号");
  });

  it("sends brand options only with OPTIONS and resets a checked review", async () => {
    const token = await tokenOf(t, "admin");
    // A GET reads one brand by id, and "options" is none: the options list only answers OPTIONS.
    expect((await t.call("/api/v1/device-brands/options", { token })).status).toBe(404);
    expect((await t.call("/api/v1/device-brands/options", { token, method: "OPTIONS" })).status).toBe(200);
    const checked = ((await (await t.call("/api/v1/device-reviews?checkState=CHECKED&pageSize=1", { token })).json()) as { id: number }[])[0]!;
    const reset = await t.call(`/api/v1/device-reviews/${checked.id}?checkState=UNCHECKED`, { token, method: "PUT" });
    expect((await reset.json()).checkState).toBe("UNCHECKED");
    expect((await t.call(`/api/v1/device-reviews/${checked.id}?checkState=UNCHECKED`, { token, method: "PUT" })).status).toBe(400);
  });
});
