import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

const put = (path: string, token: string, json: unknown, lang?: string) => t.call(path, { method: "PUT", token, json, lang });

function lockForm(fields: Record<string, string>, file?: { name: string; bytes: number }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set("lockFile", new Blob([new Uint8Array(file.bytes)]), file.name);
  return data;
}

describe("cabinet controllers and connectors", () => {
  it("lists a few hundred of each kind with filters, and keeps the kinds apart", async () => {
    const token = await tokenOf(t, "admin");
    const cabinets = await t.call("/api/v1/cabinet-controllers?networkState=OFFLINE&pageSize=100", { token });
    const rows = await cabinets.json();
    expect(Number(cabinets.headers.get("x-total-count"))).toBeGreaterThan(10);
    expect(rows.every((row: { networkState: string; serialNumber: string }) => row.networkState === "OFFLINE" && row.serialNumber.startsWith("CAB"))).toBe(true);
    const all = await t.call("/api/v1/connectors?pageSize=1", { token });
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(200);
    const [connector] = await all.json();
    expect(connector.serialNumber).toMatch(/^CON/);
    expect((await t.call(`/api/v1/cabinet-controllers/${connector.id}`, { token })).status).toBe(404);
    expect((await t.call("/api/v1/connectors?model=Cabinet_Standard", { token })).status).toBe(400);
  });

  it("serves message info, configs, history log and self-inspection of one controller", async () => {
    const token = await tokenOf(t, "admin");
    const info = await (await t.call("/api/v1/cabinet-controllers/1/message-info", { token })).json();
    expect(info).toMatchObject({ id: 1, iccid: expect.stringMatching(/^8986\d{16}$/), imei: expect.stringMatching(/^86\d{13}$/) });
    const history = await t.call("/api/v1/cabinet-controllers/1/history-logs?pageSize=5", { token });
    expect(Number(history.headers.get("x-total-count"))).toBeGreaterThanOrEqual(8);
    expect((await history.json())[0]).toEqual({ id: expect.any(Number), eventType: expect.any(String), content: expect.any(String), createdDate: expect.any(String) });
    const tests = await (await t.call("/api/v1/cabinet-controllers/1/self-test-data?result=PASS", { token })).json();
    expect(tests.every((row: { result: string }) => row.result === "PASS")).toBe(true);
  });

  it("saves config parameters only when valid and changed", async () => {
    const token = await tokenOf(t, "admin");
    const config = await (await t.call("/api/v1/connectors/400/configs", { token })).json();
    const unchanged = await put("/api/v1/connectors/400/configs", token, config, "en-US");
    expect(unchanged.status).toBe(400);
    expect((await unchanged.json()).detail).toBe("config parameters must change before saving");
    const invalid = await put("/api/v1/connectors/400/configs", token, { ...config, serverAddressType: "IP", serverAddress: "300.1.1.1", serverPort: 70000 });
    expect((await invalid.json()).fieldErrors).toEqual([
      { field: "serverAddress", message: "IP 格式不正确" },
      { field: "serverPort", message: "取值范围为 1 到 65535" },
    ]);
    const saved = await put("/api/v1/connectors/400/configs", token, { ...config, heartbeatSeconds: config.heartbeatSeconds === 60 ? 90 : 60 });
    expect(saved.status).toBe(200);
    const logs = await (await t.call("/api/v1/connectors/400/history-logs?eventType=CONFIG_CHANGED&pageSize=1", { token })).json();
    expect(logs[0].content).toContain("admin");
  });

  it("updates firmware only to a greater, existing version of the same kind", async () => {
    const token = await tokenOf(t, "admin");
    const controller = await (await t.call("/api/v1/cabinet-controllers/2", { token })).json();
    const lower = await put("/api/v1/cabinet-controllers/2/firmware-update", token, { version: "V01.0.0" }, "en-US");
    expect(lower.status).toBe(400);
    expect((await lower.json()).fieldErrors[0].message).toContain("greater than the current one");
    expect(((await (await put("/api/v1/cabinet-controllers/2/firmware-update", token, { version: "V09.9.9" })).json()).fieldErrors[0].message)).toBe("该固件版本不存在");
    const untimed = await put("/api/v1/cabinet-controllers/2/firmware-update", token, { version: "V02.0.0", executeType: "TIMED" });
    expect((await untimed.json()).fieldErrors).toEqual([{ field: "executeTime", message: "此项为必填项" }]);
    const ok = await put("/api/v1/cabinet-controllers/2/firmware-update", token, { version: "V02.0.0", executeType: "TIMED", executeTime: "2026-12-01 08:30:00" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ firmwareVersion: controller.firmwareVersion, pendingFirmwareVersion: "V02.0.0" });
  });

  it("needs the kind's own permissions", async () => {
    const token = await tokenOf(t, "operator");
    expect((await t.call("/api/v1/cabinet-controllers", { token })).status).toBe(200);
    expect((await t.call("/api/v1/connectors/400/configs", { token })).status).toBe(200);
    expect((await put("/api/v1/connectors/400/configs", token, {})).status).toBe(403);
    expect((await put("/api/v1/cabinet-controllers/2/firmware-update", token, { version: "V02.0.0" })).status).toBe(403);
    expect((await t.call("/api/v1/cabinet-controller-firmwares", { token })).status).toBe(403);
    const user = await tokenOf(t, "user");
    expect((await t.call("/api/v1/smart-locks", { token: user })).status).toBe(403);
  });
});

describe("smart locks", () => {
  it("filters by tab and validates MAC, serial and lock file", async () => {
    const token = await tokenOf(t, "admin");
    const bound = await (await t.call("/api/v1/smart-locks?tabActiveKey=BOUND&pageSize=100", { token })).json();
    expect(bound.every((row: { bindDeviceSn: string | null }) => row.bindDeviceSn)).toBe(true);
    expect((await t.call("/api/v1/smart-locks?tabActiveKey=NOPE", { token })).status).toBe(400);
    const bad = await t.call("/api/v1/smart-locks", { method: "POST", token, body: lockForm({ serialNumber: "1.2", macAddress: "AA-BB" }, { name: "x.txt", bytes: 3 }) });
    expect((await bad.json()).fieldErrors.map((e: { field: string }) => e.field)).toEqual(["serialNumber", "macAddress", "lockFile"]);
    const created = await t.call("/api/v1/smart-locks", { method: "POST", token, body: lockForm({ serialNumber: "V2.0.1", macAddress: "aa:bb:cc:dd:ee:ff" }, { name: "lock.bin", bytes: 9 }) });
    expect(created.status).toBe(201);
    const lock = await created.json();
    expect(lock).toMatchObject({ macAddress: "AA:BB:CC:DD:EE:FF", lockFile: { name: "lock.bin", size: 9 }, lastModifiedBy: "admin" });
    const again = await t.call("/api/v1/smart-locks", { method: "POST", token, body: lockForm({ serialNumber: "V2.0.1", macAddress: "AA:BB:CC:DD:EE:FF" }) });
    expect((await again.json()).fieldErrors).toEqual([{ field: "macAddress", message: "该 MAC 地址已登记" }]);
    const nowhere = await t.call(`/api/v1/smart-locks/${lock.id}`, { method: "PUT", token, body: lockForm({ serialNumber: "T2.0.2", macAddress: "AA:BB:CC:DD:EE:FF", bindDeviceSn: "AED00000001" }) });
    expect((await nowhere.json()).fieldErrors).toEqual([{ field: "bindDeviceSn", message: "没有这个序列号的设备" }]);
    const [device] = await (await t.call("/api/v1/devices?pageSize=1", { token })).json();
    const updated = await t.call(`/api/v1/smart-locks/${lock.id}`, { method: "PUT", token, body: lockForm({ serialNumber: "T2.0.2", macAddress: "AA:BB:CC:DD:EE:FF", bindDeviceSn: device.sn }) });
    expect(await updated.json()).toMatchObject({ serialNumber: "T2.0.2", bindDeviceSn: device.sn, lockFile: { name: "lock.bin", size: 9 } });
    const boundToDevice = await (await t.call(`/api/v1/smart-locks?tabActiveKey=BOUND&bindDeviceSn=${device.sn}`, { token })).json();
    const boundNow = boundToDevice.filter((row: { id: number }) => row.id === lock.id);
    expect(boundNow.map((row: { id: number }) => row.id)).toEqual([lock.id]);
    // Every seeded lock that is bound names a device that exists.
    const seeded = await (await t.call("/api/v1/smart-locks?tabActiveKey=BOUND&pageSize=100", { token })).json();
    for (const row of seeded as { bindDeviceSn: string }[]) {
      expect((await (await t.call(`/api/v1/devices?sn=${row.bindDeviceSn}&pageSize=1`, { token })).json()).length, row.bindDeviceSn).toBe(1);
    }
    expect((await t.call(`/api/v1/smart-locks/${lock.id}`, { method: "DELETE", token })).status).toBe(400);
    expect((await t.call(`/api/v1/smart-locks/${lock.id}?reason=test`, { method: "DELETE", token })).status).toBe(204);
  });
});

describe("device reviews", () => {
  it("checks an unchecked review once", async () => {
    const token = await tokenOf(t, "admin");
    const [review] = await (await t.call("/api/v1/device-reviews?checkState=UNCHECKED&pageSize=1", { token })).json();
    const passed = await t.call(`/api/v1/device-reviews/${review.id}?checkState=CHECKED`, { method: "PUT", token });
    expect(await passed.json()).toMatchObject({ checkState: "CHECKED", checkedBy: "admin" });
    const twice = await t.call(`/api/v1/device-reviews/${review.id}?checkState=CHECKED`, { method: "PUT", token, lang: "en-US" });
    expect((await twice.json()).detail).toBe("this review has already been checked");
    const operator = await tokenOf(t, "operator");
    expect((await t.call(`/api/v1/device-reviews/${review.id}?checkState=CHECKED`, { method: "PUT", token: operator })).status).toBe(403);
  });
});
