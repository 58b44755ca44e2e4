import { readSheets } from "../../app/lib/sheet-book.mjs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { isStale, readyNow } from "../../app/lib/ready-now.js";
import { IMPORT_MAX_ROWS, workbookOf } from "./device-routes.js";
import { DEVICE_COUNT } from "./devices.js";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function list(query: string, token: string, lang?: string) {
  const response = await t.call(`/api/v1/devices${query}`, { token, lang });
  return { status: response.status, total: Number(response.headers.get("x-total-count")), body: await response.json() };
}

function importSheet(token: string, rows: unknown[][], name = "devices.xlsx", lang?: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(workbookOf(rows, name.endsWith(".xls") ? "xls" : "xlsx"))]), name);
  return t.call("/api/v1/devices/import", { method: "POST", token, body: form, lang });
}

describe("device list", () => {
  it("pages, filters by several params and sorts", async () => {
    const token = await tokenOf(t, "admin");
    const all = await list("", token);
    expect(all.status).toBe(200);
    expect(all.total).toBe(DEVICE_COUNT);
    expect(all.body).toHaveLength(10);
    expect(all.body[0].id).toBe(DEVICE_COUNT);

    const shanghai = await list("?cityId=310100&networkState=OFFLINE&pageSize=3&pageNo=2", token);
    expect(shanghai.total).toBeGreaterThanOrEqual(6);
    expect(shanghai.body).toHaveLength(3);
    for (const device of shanghai.body) {
      expect(device.area.city).toEqual({ id: 310100, name: "上海市" });
      expect(device.networkState).toBe("OFFLINE");
    }
    const byBattery = await list("?sortField=batteryLevel&sortOrder=ascend&batteryState=POWER_LOW", token);
    const levels = byBattery.body.map((d: { batteryInfo: { level: number } }) => d.batteryInfo.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect((await list("?networkState=SLEEPY", token)).status).toBe(400);
    expect((await list("?sn=MR", token)).body.every((d: { sn: string }) => d.sn.includes("MR"))).toBe(true);
  });

  it("filters on the ready-now rule, split exactly in two", async () => {
    const token = await tokenOf(t, "admin");
    const ready = await list("?ready=true&pageSize=100", token);
    const notReady = await list("?ready=false&pageSize=100", token);
    expect(ready.total + notReady.total).toBe(DEVICE_COUNT);
    expect(ready.total).toBeGreaterThan(DEVICE_COUNT / 3);
    expect(notReady.total).toBeGreaterThan(100);
    for (const d of ready.body) expect(readyNow(d, { staleHours: 48 }).ready).toBe(true);
    for (const d of notReady.body) expect(readyNow(d, { staleHours: 48 }).ready).toBe(false);
  });

  it("filters stale devices (no report for more than the global config's hours) with the console's rule, which ready-now includes", async () => {
    const token = await tokenOf(t, "admin");
    const rule = await (await t.call("/api/v1/devices/stale-rule", { token })).json();
    expect(rule.result).toEqual({ staleDeviceHours: 48 });
    const stale = await list("?stale=true&pageSize=100", token);
    const fresh = await list("?stale=false&pageSize=100", token);
    expect(stale.total + fresh.total).toBe(DEVICE_COUNT);
    expect(stale.total).toBeGreaterThan(50);
    for (const d of stale.body) expect(isStale(d.lastCommunicationTime, { staleHours: 48 })).toBe(true);
    for (const d of fresh.body) expect(isStale(d.lastCommunicationTime, { staleHours: 48 })).toBe(false);
    // Some stale devices still say ONLINE: only the stale rule finds them, and it makes them not ready.
    const hung = await list("?stale=true&networkState=ONLINE&pageSize=100", token);
    expect(hung.total).toBeGreaterThan(10);
    for (const d of hung.body) expect(readyNow(d, { staleHours: 48 }).reasons).toContainEqual(expect.objectContaining({ part: "report", hours: 48 }));
    expect((await list("?stale=true&networkState=ONLINE&ready=true", token)).total).toBe(0);
    expect((await list("?stale=maybe", token)).status).toBe(400);
    expect((await t.call("/api/v1/devices/stale-rule", { token: await tokenOf(t, "user") })).status).toBe(403);
  });

  it("needs deviceList.query; options need only a session and follow the language", async () => {
    expect((await list("", await tokenOf(t, "user"))).status).toBe(403);
    const token = await tokenOf(t, "operator");
    expect((await list("", token)).status).toBe(200);
    const states = await (await t.call("/api/v1/country-states/options?countryRegionId=86", { token, lang: "en-US" })).json();
    expect(states).toContainEqual({ value: 330000, label: "Zhejiang" });
    const cities = await (await t.call("/api/v1/cities/options?countryStateId=330000", { token })).json();
    expect(cities.map((c: { label: string }) => c.label)).toEqual(["杭州市", "宁波市", "温州市"]);
    const regions = await (await t.call("/api/v1/regions/options?cityId=330100", { token })).json();
    expect(regions).toContainEqual({ value: 330106, label: "西湖区" });
    const brands = await (await t.call("/api/v1/device-brands/options", { token, method: "OPTIONS" })).json();
    expect(brands).toContainEqual({ value: 1, label: "迈瑞" });
    const tree = await (await t.call("/api/v1/districts/tree", { token })).json();
    expect(tree[0].value).toBe(86);
    expect(tree[0].children.length).toBeGreaterThanOrEqual(30);
  });
});

describe("device export", () => {
  it("answers a real .xlsx of the filtered list, headers in the caller's language", async () => {
    const token = await tokenOf(t, "admin");
    const filtered = await list("?cityId=330100&batteryState=POWER_LOW", token);
    const response = await t.call("/api/v1/devices/export?cityId=330100&batteryState=POWER_LOW", { token, lang: "en-US" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="devices-\d+\.xlsx"/);
    const [sheet] = readSheets(new Uint8Array(await response.arrayBuffer()));
    const [header, ...body] = sheet!.rows;
    const rows = body.map((cells) => Object.fromEntries(header!.map((name, i) => [String(name), cells[i]])));
    expect(rows).toHaveLength(filtered.total);
    expect(rows.every((r) => r.City === "Hangzhou" && r.Battery === "POWER_LOW")).toBe(true);
    expect((await t.call("/api/v1/devices/export", { token: await tokenOf(t, "operator") })).status).toBe(403);
  });
});

describe("a large export", () => {
  it("issue 17.9: is streamed page by page: another call is answered while the file is still being written", async () => {
    const token = await tokenOf(t, "admin");
    const response = await t.call("/api/v1/devices/export", { token });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("x-total-count"))).toBe(DEVICE_COUNT);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    // The export has begun and is not finished; the sandbox answers a list call in the meantime.
    const other = await t.call("/api/v1/devices?pageSize=1", { token });
    expect(other.status).toBe(200);
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(1);
    const [sheet] = readSheets(new Uint8Array(Buffer.concat(chunks)));
    expect(sheet!.rows).toHaveLength(DEVICE_COUNT + 1);
  });
});

describe("device import", () => {
  it("creates, updates and reports bad rows one by one (xlsx and xls)", async () => {
    const token = await tokenOf(t, "admin");
    const existing = (await list("?pageSize=1", token)).body[0];
    const rows = [
      ["序列号", "品牌", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话"],
      ["NEW0000001", "迈瑞", "BeneHeart C2", "杭州市", "西湖区", "文三路 1 号", 120.13, 30.27, "13800001111"],
      [existing.sn, null, null, null, null, "新地址 8 号", null, null, null],
      ["bad sn", "飞利浦", "BeneHeart C2", "火星市", "西湖区", null, 200, 30, "123"],
      ["NEW0000001", null, "AED 3", "北京市", null, null, 116.4, 39.9, null],
    ];
    const response = await importSheet(token, rows);
    expect(response.status).toBe(200);
    const report = (await response.json()).result;
    expect(report).toMatchObject({ total: 4, created: 1, updated: 1, failed: 2 });
    expect(report.rows[0]).toEqual({ row: 2, sn: "NEW0000001", result: "CREATED", messages: [] });
    expect(report.rows[1]).toMatchObject({ row: 3, result: "UPDATED" });
    expect(report.rows[2].result).toBe("FAILED");
    expect(report.rows[2].messages).toEqual([
      "序列号: 序列号应为 6 到 20 位大写字母或数字",
      "品牌: 品牌与型号不符",
      "城市: 城市不存在",
      "区县: 区县不属于该城市",
      "纬度: 经纬度应在中国境内（经度 73–136，纬度 3–54）",
      "联系电话: 请输入有效的 11 位手机号",
    ]);
    expect(report.rows[3].messages).toEqual(["序列号: 序列号在文件中重复"]);

    const created = (await list("?sn=NEW0000001", token)).body;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ model: { name: "BeneHeart C2" }, area: { region: { name: "西湖区" } }, networkState: "UNREGISTERED", deviceSource: "IMPORT" });
    expect((await list(`?sn=${existing.sn}`, token)).body[0].address).toBe("新地址 8 号");

    const xls = await importSheet(token, [["Serial number", "Model", "City", "Longitude", "Latitude"], ["XLS0000001", "AED 3", "Beijing", 116.4, 39.9]], "old.xls", "en-US");
    expect((await xls.json()).result).toMatchObject({ created: 1, failed: 0 });
  });

  it("hostile #12: refuses a sheet with more rows than one import takes, and imports none of them", async () => {
    const token = await tokenOf(t, "admin");
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => [`HUGE${String(index).padStart(6, "0")}`, "AED 3"]);
    const refused = await importSheet(token, [["序列号", "型号"], ...rows]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual([{ field: "file", message: `一次最多导入 ${IMPORT_MAX_ROWS} 行` }]);
    expect((await list("?sn=HUGE000000", token)).total).toBe(0);
  });

  it("hostile #12: refuses files that are not spreadsheets, sheets without a serial column, and callers without import", async () => {
    const token = await tokenOf(t, "admin");
    const fake = new FormData();
    fake.append("file", new Blob(["sn,model\nA,B"]), "devices.xlsx");
    const refused = await t.call("/api/v1/devices/import", { method: "POST", token, body: fake });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual([{ field: "file", message: "仅支持 .xls 或 .xlsx 文件" }]);
    const noSn = await importSheet(token, [["型号"], ["AED 3"]]);
    expect((await noSn.json()).fieldErrors[0].message).toContain("序列号");
    expect((await importSheet(await tokenOf(t, "operator"), [["序列号"]])).status).toBe(403);
  });
});

describe("import preview (dry run)", () => {
  it("checks every row per cell, duplicates in the file and known serial numbers, and saves nothing; corrected rows are checked again", async () => {
    const token = await tokenOf(t, "admin");
    const existing = (await list("?pageSize=1", token)).body[0];
    const form = new FormData();
    const rows = [
      ["序列号", "型号", "城市", "经度", "纬度", "联系电话"],
      ["DRY0000001", "AED 3", "火星市", 116.4, 39.9, "123"],
      [existing.sn, null, null, null, null, null],
      ["DRY0000001", "AED 3", "北京市", 116.4, 39.9, null],
    ];
    form.append("file", new Blob([new Uint8Array(workbookOf(rows))]), "devices.xlsx");
    const response = await t.call("/api/v1/devices/import/check", { method: "POST", token, body: form });
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result.fields).toContain("contactPhone");
    expect(result.rows).toEqual([
      { row: 2, sn: "DRY0000001", status: "ERROR", values: { sn: "DRY0000001", model: "AED 3", city: "火星市", longitude: "116.4", latitude: "39.9", contactPhone: "123" },
        errors: { city: ["城市不存在"], contactPhone: ["请输入有效的 11 位手机号"] } },
      { row: 3, sn: existing.sn, status: "UPDATE", values: { sn: existing.sn }, errors: {} },
      expect.objectContaining({ row: 4, status: "ERROR", errors: { sn: ["序列号在文件中重复"] } }),
    ]);
    expect((await list("?sn=DRY0000001", token)).total).toBe(0);

    const fixed = [{ ...result.rows[0].values, city: "北京市", contactPhone: "13800001111" }, result.rows[1].values];
    const again = await t.call("/api/v1/devices/import/check-rows", { method: "POST", token, json: { rows: fixed } });
    expect((await again.json()).result.rows.map((r: { status: string }) => r.status)).toEqual(["CREATE", "UPDATE"]);
    expect((await t.call("/api/v1/devices/import/check-rows", { method: "POST", token, json: { rows: [] } })).status).toBe(400);
    expect((await t.call("/api/v1/devices/import/check-rows", { method: "POST", token: await tokenOf(t, "operator"), json: { rows: fixed } })).status).toBe(403);
  });
});

describe("a zip bomb", () => {
  it("hostile #34: is refused as too large after unpacking a bounded amount, off the request loop: other calls are answered meanwhile", async () => {
    const token = await tokenOf(t, "admin");
    // A real .xlsx whose sheet XML is padded with 64 MB of spaces (the cap is 40 MB): about 64 KB compressed.
    const sheet = strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${" ".repeat(64 * 1024 * 1024)}</sheetData></worksheet>`);
    const bomb = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/worksheets/sheet1.xml": sheet }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const form = new FormData();
    form.append("file", new Blob([bomb]), "bomb.xlsx");
    const started = Date.now();
    const refused = t.call("/api/v1/devices/import", { method: "POST", token, body: form });
    // While the worker inflates, the server answers others.
    const other = await t.call("/api/v1/devices?pageSize=1", { token });
    expect(other.status).toBe(200);
    const answer = await refused;
    expect(answer.status).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual([{ field: "file", message: "表格解压后过大，无法导入" }]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("device bulk calls", () => {
  it("sets the public time of several devices, refusing a backwards range", async () => {
    const token = await tokenOf(t, "admin");
    const put = (json: unknown) => t.call("/api/v1/devices/update-public-time", { method: "PUT", token, json });
    const bad = await put({ ids: [1, 2], publicMode: "BUSINESS_HOURS", openDays: "WEEKDAY", publicTimeBegin: "18:00", publicTimeEnd: "09:00" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual([{ field: "publicTimeEnd", message: "开始时间必须早于结束时间" }]);
    const ok = await put({ ids: [1, 2, 999999], publicMode: "BUSINESS_HOURS", openDays: "WEEKDAY", publicTimeBegin: "09:00", publicTimeEnd: "18:00" });
    expect((await ok.json()).result).toEqual({ updated: 2 });
    expect((await put({ ids: [], publicMode: "PUBLIC" })).status).toBe(400);
    const notice = await t.call("/api/v1/devices/set-notice-switch", { token, json: { ids: [3], noticeSwitch: false } });
    expect((await notice.json()).result).toEqual({ updated: 1 });
  });
});

describe("device locations (the map)", () => {
  it("answers every filtered device compactly in one call, for deviceMap.query", async () => {
    const token = await tokenOf(t, "admin");
    const response = await t.call("/api/v1/devices/locations?cityId=330100&ready=false", { token });
    expect(response.status).toBe(200);
    const rows = await response.json();
    const listed = await list("?cityId=330100&ready=false", token);
    expect(rows).toHaveLength(listed.total);
    expect(Number(response.headers.get("x-total-count"))).toBe(listed.total);
    expect(rows[0]).toEqual({
      id: expect.any(Number), sn: expect.any(String), longitude: expect.any(Number), latitude: expect.any(Number),
      deviceState: expect.any(String), networkState: expect.any(String), city: "杭州市", address: expect.any(String),
    });
    expect((await t.call("/api/v1/devices/locations", { token: await tokenOf(t, "user") })).status).toBe(403);
  });
});
