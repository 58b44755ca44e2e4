// The device detail calls of §7: one device with its sub-info, config groups, record lists, related people and
// every action of §4 (reset, ignore-abnormal, cancel activation, package, tasks, exit, unbinding, electrode,
// system info, public time, notice switch, messages, remarks). Writes persist in the device_* tables.
import type { Services } from "./services.js";
import { ensureDeviceDetail } from "./device-detail-data.js";
import { type DeviceRow, deviceToApi, findDevice } from "./devices.js";
import { type AuthedCtx, type FieldError, type Route, badRequest, idParam, invalidFields, listReply, noContent, notFound, result } from "./http.js";
import { type ListSpec, getOne, queryList } from "./list.js";
import { nowString } from "./time.js";
import { checkText, text } from "./validate.js";

const MARK = "deviceList";
type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------- config rules

const GROUPS = [
  "parameters", "location-fence-config", "quality-guarantee", "message-service", "call-for-help", "competition", "service-package", "service-configs",
] as const;
type Group = (typeof GROUPS)[number];

type Rule =
  | { kind: "int"; min: number; max: number; required?: boolean }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "text"; max: number; required?: boolean; pattern?: RegExp; patternKey?: "field.phone" | "field.email" }
  | { kind: "bool" }
  | { kind: "token" };

const POSITION = ["GPS_AND_BDS", "GPS", "BDS", "LBS", "CUSTOM"];
const ADDRESS = ["IP", "DOMAIN"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The same rules as the console's schemas (§5), checked again here: the platform trusts no client. */
const RULES: Record<Group, Record<string, Rule>> = {
  parameters: {
    selfCheckDay: { kind: "int", min: 1, max: 31 }, selfCheckWeek: { kind: "int", min: 1, max: 7 },
    selfCheckHour: { kind: "int", min: 0, max: 23 }, selfCheckMinute: { kind: "int", min: 0, max: 59 },
    wakeMode: { kind: "enum", values: ["TIMED", "REAL_TIME"] }, wakeOffset: { kind: "int", min: 0, max: 600 },
    serverAddressType: { kind: "enum", values: ADDRESS }, serverAddress: { kind: "text", max: 100, required: true }, serverPort: { kind: "int", min: 1, max: 65535 },
    baseStationAddressType: { kind: "enum", values: ADDRESS }, baseStationAddress: { kind: "text", max: 100, required: true }, baseStationPort: { kind: "int", min: 1, max: 65535 },
    baseStationToken: { kind: "token" }, positionModuleType: { kind: "enum", values: POSITION }, recordingMaxMinutes: { kind: "int", min: 1, max: 120 },
  },
  "location-fence-config": { fenceEnabled: { kind: "bool" }, fenceRadius: { kind: "int", min: 10, max: 10000 }, positionMode: { kind: "enum", values: POSITION } },
  "quality-guarantee": {
    guaranteeBeginDate: { kind: "text", max: 10, required: true, pattern: DATE }, guaranteeExpiryDate: { kind: "text", max: 10, required: true, pattern: DATE },
    contractYears: { kind: "int", min: 0, max: 20 }, extensionYears: { kind: "int", min: 0, max: 20 },
  },
  "message-service": {
    smsNotice: { kind: "bool" }, voiceNotice: { kind: "bool" }, emailNotice: { kind: "bool" },
    noticePhone: { kind: "text", max: 11, pattern: /^1\d{10}$/, patternKey: "field.phone" },
    noticeEmail: { kind: "text", max: 100, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternKey: "field.email" },
  },
  "call-for-help": { callDistance: { kind: "int", min: 1, max: 10000 }, receiverCountLimit: { kind: "int", min: 1, max: 100 }, rescueDuration: { kind: "int", min: 1, max: 240 } },
  competition: {
    competitionMode: { kind: "bool" }, executeType: { kind: "enum", values: ["IMMEDIATE", "TIMED"] },
    startTime: { kind: "text", max: 19, required: true, pattern: DATE_TIME }, endTime: { kind: "text", max: 19, required: true, pattern: DATE_TIME },
  },
  "service-package": {
    packageId: { kind: "int", min: 1, max: 1000 },
    packageBeginDate: { kind: "text", max: 10, required: true, pattern: DATE }, packageExpiryDate: { kind: "text", max: 10, required: true, pattern: DATE },
  },
  "service-configs": {
    publicMode: { kind: "enum", values: ["PUBLIC", "HALF", "NEVER", "BUSINESS_HOURS"] }, openDays: { kind: "enum", values: ["WEEKDAY", "HOLIDAY", "EVERYDAY"] },
    oneKeyHelp: { kind: "bool" }, informVolunteer: { kind: "bool" }, inspectionReport: { kind: "bool" },
  },
};

/** Start/end pairs that must run forwards. */
const RANGES: Partial<Record<Group, [string, string]>> = {
  "quality-guarantee": ["guaranteeBeginDate", "guaranteeExpiryDate"],
  competition: ["startTime", "endTime"],
  "service-package": ["packageBeginDate", "packageExpiryDate"],
};

/** Config fields the devices table holds (so the list, the map and the detail agree); the rest is per-group JSON. */
const COLUMNS: Record<string, string> = {
  fenceRadius: "fenceRadius", positionMode: "positionMode",
  guaranteeBeginDate: "guaranteeBeginDate", guaranteeExpiryDate: "guaranteeExpiryDate", contractYears: "contractYears", extensionYears: "extensionYears",
  packageId: "packageId", packageBeginDate: "packageBeginDate", packageExpiryDate: "packageExpiryDate",
  publicMode: "publicMode", openDays: "openDays",
};

/** Validates a config body; returns only the group's fields (others are ignored, never stored). */
export function checkConfig(group: Group, body: Json): Json {
  const errors: FieldError[] = [];
  const value: Json = {};
  for (const [field, rule] of Object.entries(RULES[group])) {
    const raw = body[field];
    switch (rule.kind) {
      case "bool":
        value[field] = raw === true;
        break;
      case "int": {
        const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
        if (raw === undefined || raw === null || raw === "") errors.push({ field, key: "field.required" });
        else if (!Number.isInteger(n) || n < rule.min || n > rule.max) errors.push({ field, key: "device.range", params: { min: rule.min, max: rule.max } });
        value[field] = n;
        break;
      }
      case "enum":
        if (typeof raw !== "string" || !rule.values.includes(raw)) errors.push({ field, key: raw ? "field.invalid" : "field.required", params: { field } });
        value[field] = raw;
        break;
      case "token":
        if (typeof raw !== "string" || [...raw].length !== 16) errors.push({ field, key: "device.tokenLength" });
        value[field] = raw;
        break;
      case "text": {
        const textValue = text(body, field);
        const found = checkText(field, textValue, { required: rule.required, max: rule.max });
        if (!found.length && textValue !== undefined && rule.pattern && !rule.pattern.test(textValue)) found.push({ field, key: rule.patternKey ?? "field.invalid", params: { field } });
        errors.push(...found);
        value[field] = textValue ?? null;
      }
    }
  }
  const range = RANGES[group];
  if (range && !errors.length && String(value[range[0]]) >= String(value[range[1]])) errors.push({ field: range[1], key: "device.timeRange" });
  if (errors.length) throw invalidFields(errors);
  return value;
}

const pick = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, value[key] ?? null]));

const sameConfig = (a: Json, b: Json) => Object.keys(b).every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));

// ---------------------------------------------------------------------------------------------- lists

const scope = (deviceId: number, kind?: string) =>
  kind ? { where: "device_id = ? AND kind = ?", params: [deviceId, kind] } : { where: "device_id = ?", params: [deviceId] };

/** A device's records, newest first (by `dateColumn`), with the given filters. */
function newestFirst(from: string, select: string, filters: ListSpec<Json>["filters"], dateColumn = "createdDate"): ListSpec<Json> {
  return { from, select, idColumn: "id", filters, sorts: { [dateColumn]: dateColumn, id: "id" }, defaultSort: { field: dateColumn, order: "descend" } };
}

const logSpec = newestFirst("device_logs", "id, createdDate, type, level, content, value, state", {
  type: { column: "type", op: "contains" }, state: { column: "state", op: "eq" }, level: { column: "level", op: "eq" },
  createdDateBegin: { column: "createdDate", op: "from" }, createdDateEnd: { column: "createdDate", op: "to" },
});
const rescueSpec = newestFirst("device_rescues", "id, callForHelpDate, address, state, volunteerCount, duration, remark", { state: { column: "state", op: "eq" } }, "callForHelpDate");
const taskSpec = newestFirst("device_tasks", "id, taskType, executeType, state, createdDate, executeTime, operator", {
  state: { column: "state", op: "eq" }, taskType: { column: "taskType", op: "eq" },
});
const recordSpec = newestFirst(
  "device_records",
  "id, device_id AS deviceId, content, handleContent, state, source, operator, mechanism, sendState, createdDate",
  { state: { column: "state", op: "eq" } },
);
const dockSpec = newestFirst("device_dock_users", "id, name, phoneNumber, createdDate", {
  name: { column: "name", op: "contains" }, phoneNumber: { column: "phoneNumber", op: "contains" },
});

/** GET /devices/{id}/{records} → table and kind. */
const RECORD_LISTS: Record<string, { spec: ListSpec<Json>; kind?: string }> = {
  "battery-data": { spec: logSpec, kind: "battery" },
  "communication-logs": { spec: logSpec, kind: "communication" },
  "event-logs": { spec: logSpec, kind: "event" },
  "history-logs": { spec: logSpec, kind: "history" },
  "self-test-data": { spec: logSpec, kind: "self-test" },
  "rescue-data": { spec: rescueSpec },
  tasks: { spec: taskSpec },
  "report-to-repair-records": { spec: recordSpec, kind: "repair" },
  "maintain-records": { spec: recordSpec, kind: "maintain" },
  "inspection-records": { spec: recordSpec, kind: "inspection" },
  "dock-user-list": { spec: dockSpec },
};

// ---------------------------------------------------------------------------------------------- routes

export function deviceDetailRoutes({ db }: Services): Route[] {
  const base = "/api/v1/devices/:id";

  /** The device row (404 when unknown), with its detail data created on first sight. */
  function device(id: number): DeviceRow {
    const row = findDevice(db, id);
    if (!row) throw notFound();
    ensureDeviceDetail(db, id, row.sn);
    return row;
  }
  const deviceOf = (ctx: AuthedCtx, name = "id") => {
    const id = idParam(ctx, name);
    device(id);
    return id;
  };

  const readExtras = (id: number) => JSON.parse((db.prepare("SELECT data FROM device_extras WHERE device_id = ?").get(id) as { data: string }).data) as Json;
  const writeExtras = (id: number, patch: Json) => db.prepare("UPDATE device_extras SET data = ? WHERE device_id = ?").run(JSON.stringify({ ...readExtras(id), ...patch }), id);
  const setColumns = (id: number, values: Json) => {
    const names = Object.keys(values);
    if (names.length) db.prepare(`UPDATE devices SET ${names.map((name) => `${name} = @${name}`).join(", ")} WHERE id = @id`).run({ ...values, id });
  };
  function readConfig(id: number, group: Group): Json {
    const stored = JSON.parse((db.prepare("SELECT data FROM device_configs WHERE device_id = ? AND grp = ?").get(id, group) as { data: string } | undefined)?.data ?? "{}") as Json;
    const row = device(id);
    const value: Json = {};
    for (const field of Object.keys(RULES[group])) value[field] = COLUMNS[field] ? row[COLUMNS[field]] ?? null : stored[field] ?? null;
    return value;
  }
  function writeConfig(id: number, group: Group, data: Json) {
    const columns: Json = {};
    const rest: Json = {};
    for (const [field, value] of Object.entries(data)) (COLUMNS[field] ? columns : rest)[COLUMNS[field] ?? field] = value;
    setColumns(id, columns);
    db.prepare("INSERT OR REPLACE INTO device_configs (device_id, grp, data) VALUES (?, ?, ?)").run(id, group, JSON.stringify(rest));
  }
  const history = (id: number, type: string, content: string, operator: string) =>
    db.prepare("INSERT INTO device_logs (device_id, kind, createdDate, type, content, value) VALUES (?, 'history', ?, ?, ?, ?)").run(id, nowString(), type, content, operator);
  /**
   * §7 GET /v1/devices/{id}: the device's own fields as its list row has them, without the sub-info its part calls
   * answer (GET /v1/devices/{id}/{part}), so a console tab that read a part from here would show nothing.
   */
  function ownFields(id: number, ctx: AuthedCtx) {
    const { batteryInfo, electrodeInfo, communicationModuleInfo, lockInfo, relatedPersonInfo, factoryInfo, location, systemInfo, ...own } = deviceToApi(device(id), ctx.locale);
    return own;
  }
  /** The device as the list shows it (deviceToApi), plus what only the detail has: what the part calls answer from. */
  function detail(id: number, ctx: AuthedCtx) {
    const api = deviceToApi(device(id), ctx.locale);
    const extras = readExtras(id);
    return {
      ...api,
      communicationModuleInfo: api.communicationModuleInfo.type === "UNKNOWN" && !api.communicationModuleInfo.imei
        ? null
        : { ...api.communicationModuleInfo, actualCabinetSerialNumber: extras.actualCabinetSerialNumber ?? null },
      notice: api.noticeSwitch ? "NOTIFIED" : "NOT_NOTICE",
      deployedImageUrls: extras.deployedImageUrls,
      runningStages: extras.runningStages,
    };
  }

  /** §7 "PUT and DELETE …/ignoreAbnormalMark with query params": the mark's new value, which must agree with the method. */
  const markParam = (ctx: AuthedCtx, expected: "true" | "false") => {
    if (ctx.query.get("ignoreAbnormalMark") !== expected) throw invalidFields([{ field: "ignoreAbnormalMark", key: "field.required" }]);
  };

  const groupParam = (ctx: AuthedCtx): Group => {
    const group = ctx.params.group as Group;
    if (!GROUPS.includes(group) || group === "service-configs") throw badRequest("device.configGroup", { group: String(ctx.params.group) });
    return group;
  };

  async function putConfig(ctx: AuthedCtx, id: number, group: Group) {
    const value = checkConfig(group, await ctx.readJson());
    if (sameConfig(readConfig(id, group), value)) throw badRequest("device.configUnchanged");
    if (group === "service-package") {
      if (!db.prepare("SELECT 1 FROM service_packages WHERE id = ?").get(value.packageId)) throw invalidFields([{ field: "packageId", key: "field.invalid", params: { field: "packageId" } }]);
      const valid = String(value.packageExpiryDate) >= nowString().slice(0, 10);
      setColumns(id, { packageService: valid ? "NORMAL" : "EXPIRED", packageValid: valid ? "VALID" : "INVALID" });
    }
    writeConfig(id, group, value);
    history(id, "UPDATE", `修改配置 ${group}`, ctx.caller.username);
    return { body: value };
  }

  const partOf = (ctx: AuthedCtx, part: string): unknown => {
    const full = detail(deviceOf(ctx), ctx);
    switch (part) {
      case "additional-info": return full.factoryInfo;
      case "battery-info": return full.batteryInfo;
      case "electrode-info": return full.electrodeInfo;
      case "communication-module-info": return full.communicationModuleInfo;
      case "lock-info": return full.lockInfo;
      case "related-person-info": return full.relatedPersonInfo;
      case "deployed-image-urls": return full.deployedImageUrls;
      case "running-stages": return full.runningStages;
      case "overview/running-states": return pick(full, ["useState", "deviceState", "networkState", "positionState", "batteryState", "electrodeState", "fenceState", "doorState", "lastCommunicationTime"]);
      case "overview/service-states": return pick(full, ["activationState", "packageService", "publicMode", "openDays", "notice", "ignoreAbnormalMark"]);
      case "overview/location": return { ...full.location, address: full.address, area: full.area };
      default: throw notFound();
    }
  };

  /** Reads a JSON array body (link/unlink volunteers: "body is a list of ids"). */
  async function readIdArray(ctx: AuthedCtx): Promise<number[]> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 64 * 1024) throw badRequest("body.tooLarge");
      chunks.push(chunk);
    }
    let value: unknown;
    try {
      value = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      throw badRequest("body.invalidJson");
    }
    if (!Array.isArray(value) || !value.length) throw badRequest("ids.required");
    const ids = value.map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n) || n < 1)) throw badRequest("ids.required");
    return [...new Set(ids)];
  }

  const volunteerSpec = (linked: boolean): ListSpec<Json> => ({
    from: `volunteers v ${linked ? "JOIN" : "LEFT JOIN"} device_volunteers dv ON dv.volunteer_id = v.id AND dv.device_id = ?`,
    select: "v.id, v.firstName, v.phoneNumber, dv.createdDate AS linkedDate",
    idColumn: "v.id",
    filters: { firstName: { column: "v.firstName", op: "contains" }, phoneNumber: { column: "v.phoneNumber", op: "contains" } },
    sorts: { id: "v.id" },
    defaultSort: { field: "id", order: "ascend" },
  });

  return [
    {
      method: "GET", path: base, access: `${MARK}.get`,
      handle: (ctx) => ({ body: ownFields(idParam(ctx), ctx) }),
    },
    // ---- config groups
    {
      method: "GET", path: `${base}/configs/:group`, access: `${MARK}.get`,
      handle: (ctx) => ({ body: readConfig(deviceOf(ctx), groupParam(ctx)) }),
    },
    {
      method: "PUT", path: `${base}/configs/:group`, access: `${MARK}.edit`,
      handle: (ctx) => putConfig(ctx, deviceOf(ctx), groupParam(ctx)),
    },
    {
      method: "DELETE", path: `${base}/configs/:group`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        if (ctx.params.group !== "service-package") throw badRequest("device.configGroup", { group: String(ctx.params.group) });
        if (!readConfig(id, "service-package").packageId) throw badRequest("device.noPackage");
        setColumns(id, { packageId: null, packageBeginDate: null, packageExpiryDate: null, packageService: "UNKNOWN", packageValid: "INVALID" });
        history(id, "UNBIND", "解绑服务套餐", ctx.caller.username);
        return noContent();
      },
    },
    { method: "GET", path: `${base}/service-configs`, access: `${MARK}.get`, handle: (ctx) => ({ body: readConfig(deviceOf(ctx), "service-configs") }) },
    { method: "PUT", path: `${base}/service-configs`, access: `${MARK}.edit`, handle: (ctx) => putConfig(ctx, deviceOf(ctx), "service-configs") },
    // ---- sub-info
    ...[
      "additional-info", "battery-info", "electrode-info", "communication-module-info", "lock-info", "related-person-info", "deployed-image-urls",
      "running-stages", "overview/running-states", "overview/service-states", "overview/location",
    ].map((part): Route => ({ method: "GET", path: `${base}/${part}`, access: `${MARK}.get`, handle: (ctx) => ({ body: partOf(ctx, part) }) })),
    {
      method: "PUT", path: `${base}/electrode-info`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const id = deviceOf(ctx);
        const body = await ctx.readJson();
        const serial = text(body, "electrodeSerialNumber");
        const lot = text(body, "electrodeLotNumber");
        const expiry = text(body, "electrodeExpiryDate");
        const errors = [...checkText("electrodeSerialNumber", serial, { required: true, max: 30 }), ...checkText("electrodeLotNumber", lot, { max: 30 }), ...checkText("electrodeExpiryDate", expiry, { required: true, max: 10 })];
        if (!errors.length && !DATE.test(expiry!)) errors.push({ field: "electrodeExpiryDate", key: "field.invalid", params: { field: "electrodeExpiryDate" } });
        if (errors.length) throw invalidFields(errors);
        setColumns(id, { electrodeSn: serial, electrodeLot: lot ?? null, electrodeExpiryDate: expiry });
        history(id, "UPDATE", "更换电极片", ctx.caller.username);
        return { body: detail(id, ctx).electrodeInfo };
      },
    },
    {
      method: "DELETE", path: `${base}/communication-module-info/unbindActualCabinet`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        if (!readExtras(id).actualCabinetSerialNumber) throw badRequest("device.nothingBound");
        writeExtras(id, { actualCabinetSerialNumber: null });
        history(id, "UNBIND", "解绑实际机柜", ctx.caller.username);
        return noContent();
      },
    },
    ...(["communication-module-info", "lock-info"] as const).map(
      (part): Route => ({
        method: "DELETE", path: `${base}/${part}`, access: `${MARK}.update`,
        handle: (ctx) => {
          const id = deviceOf(ctx);
          const full = detail(id, ctx);
          if (!(part === "lock-info" ? full.lockInfo : full.communicationModuleInfo)) throw badRequest("device.nothingBound");
          if (part === "lock-info") setColumns(id, { lockSn: null, lockMac: null });
          else {
            setColumns(id, { communicationModule: "UNKNOWN", imei: null, iccid: null, simOperator: "UNKNOWN", networkMode: "UNKNOWN", signalStrength: null });
            writeExtras(id, { actualCabinetSerialNumber: null });
          }
          history(id, "UNBIND", part === "lock-info" ? "解绑智能锁" : "解绑通讯模块", ctx.caller.username);
          return noContent();
        },
      }),
    ),
    {
      method: "GET", path: `${base}/system-info`, access: `${MARK}.get`,
      handle: (ctx) => ({ body: { radius: device(deviceOf(ctx)).systemRadius } }),
    },
    {
      method: "PUT", path: `${base}/system-info`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const id = deviceOf(ctx);
        const radius = (await ctx.readJson()).radius;
        if (typeof radius !== "number" || !Number.isInteger(radius) || radius < 1 || radius > 50000) throw invalidFields([{ field: "radius", key: "device.range", params: { min: 1, max: 50000 } }]);
        setColumns(id, { systemRadius: radius });
        return { body: { radius } };
      },
    },
    {
      method: "GET", path: `${base}/get-notice-switch`, access: `${MARK}.get`,
      handle: (ctx) => result(device(deviceOf(ctx)).noticeSwitch ? "NOTIFIED" : "NOT_NOTICE"),
    },
    // ---- record lists
    ...Object.entries(RECORD_LISTS).map(
      ([records, { spec, kind }]): Route => ({
        method: "GET", path: `${base}/${records}`, access: `${MARK}.get`,
        handle: (ctx) => {
          const { rows, total } = queryList(db, spec, ctx.query, scope(deviceOf(ctx), kind));
          return listReply(rows, total);
        },
      }),
    ),
    // ---- related admins
    {
      method: "GET", path: `${base}/related-admins`, access: `${MARK}.get`,
      handle: (ctx) => ({
        body: db
          .prepare("SELECT a.id, a.name, a.username, a.phoneNumber, a.roleMark, da.createdDate FROM device_admins da JOIN accounts a ON a.id = da.account_id WHERE da.device_id = ? ORDER BY da.createdDate")
          .all(deviceOf(ctx)),
      }),
    },
    {
      method: "GET", path: `${base}/related-admin-options`, access: `${MARK}.get`,
      handle: (ctx) => ({
        body: db
          .prepare("SELECT id AS value, name || ' (' || username || ')' AS label FROM accounts WHERE roleMark <> 'ROLE_EMPTY' AND id NOT IN (SELECT account_id FROM device_admins WHERE device_id = ?) ORDER BY id")
          .all(deviceOf(ctx)),
      }),
    },
    {
      method: "POST", path: `${base}/related-admins`, access: `${MARK}.edit`,
      handle: async (ctx) => {
        const id = deviceOf(ctx);
        const adminId = Number((await ctx.readJson()).adminId);
        if (!Number.isSafeInteger(adminId) || !db.prepare("SELECT 1 FROM accounts WHERE id = ?").get(adminId)) throw invalidFields([{ field: "adminId", key: "field.required" }]);
        if (db.prepare("INSERT OR IGNORE INTO device_admins (device_id, account_id, createdDate) VALUES (?, ?, ?)").run(id, adminId, nowString()).changes === 0) throw badRequest("device.adminExists");
        return { status: 201, body: { adminId } };
      },
    },
    {
      method: "DELETE", path: `${base}/related-admins/:adminId`, access: `${MARK}.edit`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        if (db.prepare("DELETE FROM device_admins WHERE device_id = ? AND account_id = ?").run(id, idParam(ctx, "adminId")).changes === 0) throw notFound();
        return noContent();
      },
    },
    // ---- state actions
    {
      method: "PUT", path: `${base}/reset`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        const reason = ctx.query.get("reason")?.trim();
        if (!reason) throw badRequest("reason.required");
        const tooLong = checkText("reason", reason, { max: 200 });
        if (tooLong.length) throw invalidFields(tooLong);
        db.transaction(() => {
          history(id, "OTHER", `重置设备：${reason}`, ctx.caller.username);
          db.prepare("INSERT INTO operation_logs (entity, entityId, action, reason, operator, createdDate) VALUES ('device', ?, 'RESET', ?, ?, ?)").run(id, reason, ctx.caller.username, nowString());
          db.prepare("INSERT INTO device_tasks (device_id, taskType, executeType, state, createdDate, operator) VALUES (?, 'RESET', 'IMMEDIATE', 'READY_TO_EXECUTE', ?, ?)").run(id, nowString(), ctx.caller.username);
        })();
        return result(true);
      },
    },
    {
      method: "PUT", path: `${base}/ignoreAbnormalMark`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        markParam(ctx, "true");
        setColumns(id, { ignoreAbnormalMark: 1 });
        history(id, "UPDATE", "忽略异常标记", ctx.caller.username);
        return result(true);
      },
    },
    {
      method: "DELETE", path: `${base}/ignoreAbnormalMark`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        markParam(ctx, "false");
        setColumns(id, { ignoreAbnormalMark: 0 });
        history(id, "UPDATE", "取消忽略异常标记", ctx.caller.username);
        return noContent();
      },
    },
    {
      method: "DELETE", path: `${base}/activation`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        if (device(id).activationState !== "ACTIVATED") throw badRequest("device.notActivated");
        setColumns(id, { activationState: "UNACTIVATED", activationDate: null });
        history(id, "OTHER", "取消激活", ctx.caller.username);
        return noContent();
      },
    },
    {
      method: "PUT", path: `${base}/exit`, access: `${MARK}.update`,
      handle: (ctx) => {
        const id = deviceOf(ctx);
        const pending = db.prepare("SELECT id FROM device_tasks WHERE device_id = ? AND taskType = 'EXIT' AND state IN ('READY_TO_EXECUTE', 'EXECUTING')").get(id);
        if (pending) throw badRequest("device.exitExists");
        const { lastInsertRowid } = db
          .prepare("INSERT INTO device_tasks (device_id, taskType, executeType, state, createdDate, operator) VALUES (?, 'EXIT', 'IMMEDIATE', 'READY_TO_EXECUTE', ?, ?)")
          .run(id, nowString(), ctx.caller.username);
        return { status: 201, body: getOne(db, taskSpec, Number(lastInsertRowid)) };
      },
    },
    {
      method: "DELETE", path: "/api/v1/tasks/:id", access: `${MARK}.update`,
      handle: (ctx) => {
        const taskId = idParam(ctx);
        getOne(db, taskSpec, taskId);
        if (db.prepare("UPDATE device_tasks SET state = 'CANCELLED' WHERE id = ? AND state = 'READY_TO_EXECUTE'").run(taskId).changes === 0) throw badRequest("task.notCancellable");
        return noContent();
      },
    },
    {
      method: "POST", path: "/api/v1/devices/rescue-data/edit-remark", access: `${MARK}.edit`,
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const id = Number(body.id);
        if (!Number.isSafeInteger(id) || id < 1) throw notFound();
        getOne(db, rescueSpec, id);
        const remark = text(body, "remark");
        const errors = checkText("remark", remark, { max: 200 });
        if (errors.length) throw invalidFields(errors);
        db.prepare("UPDATE device_rescues SET remark = ? WHERE id = ?").run(remark ?? null, id);
        return result(true);
      },
    },
    // ---- repair, maintenance
    {
      method: "POST", path: "/api/v1/report-to-repair-records", access: `${MARK}.add`,
      handle: (ctx) => addRecord(ctx, "repair"),
    },
    {
      method: "GET", path: "/api/v1/report-to-repair-records/:id", access: `${MARK}.get`,
      handle: (ctx) => ({ body: getOne(db, recordSpec, idParam(ctx), { where: "kind = 'repair'", params: [] }) }),
    },
    {
      method: "PUT", path: "/api/v1/report-to-repair-records/:id/handleContent", access: `${MARK}.edit`,
      handle: async (ctx) => {
        const id = idParam(ctx);
        getOne(db, recordSpec, id, { where: "kind = 'repair'", params: [] });
        const handleContent = text(await ctx.readJson(), "handleContent");
        const errors = checkText("handleContent", handleContent, { required: true, max: 200 });
        if (errors.length) throw invalidFields(errors);
        db.prepare("UPDATE device_records SET handleContent = ?, state = 'HANGLED' WHERE id = ?").run(handleContent, id);
        return { body: getOne(db, recordSpec, id) };
      },
    },
    {
      method: "POST", path: "/api/v1/device-maintain-records", access: `${MARK}.add`,
      handle: (ctx) => addRecord(ctx, "maintain"),
    },
    // ---- volunteers
    {
      method: "GET", path: "/api/v1/volunteer-devices/:deviceId", access: `${MARK}.get`,
      handle: (ctx) => {
        const id = deviceOf(ctx, "deviceId");
        const { rows, total } = queryList(db, volunteerSpec(true), ctx.query, { where: "1 = 1", params: [id] });
        return listReply(rows, total);
      },
    },
    {
      method: "GET", path: "/api/v1/volunteer-devices/:deviceId/wait-allocated-volunteers", access: `${MARK}.get`,
      handle: (ctx) => {
        const id = deviceOf(ctx, "deviceId");
        const { rows, total } = queryList(db, volunteerSpec(false), ctx.query, { where: "dv.volunteer_id IS NULL", params: [id] });
        return listReply(rows, total);
      },
    },
    ...(["link", "unlink"] as const).map(
      (mode): Route => ({
        method: "PUT", path: `/api/v1/volunteer-devices/:deviceId/${mode}-volunteers`, access: `${MARK}.edit`,
        handle: async (ctx) => {
          const id = deviceOf(ctx, "deviceId");
          const ids = await readIdArray(ctx);
          const link = db.prepare("INSERT OR IGNORE INTO device_volunteers (device_id, volunteer_id, createdDate) SELECT ?, id, ? FROM volunteers WHERE id = ?");
          const unlink = db.prepare("DELETE FROM device_volunteers WHERE device_id = ? AND volunteer_id = ?");
          const apply = (volunteer: number) => (mode === "link" ? link.run(id, nowString(), volunteer) : unlink.run(id, volunteer)).changes;
          const changed = db.transaction(() => ids.reduce((n, volunteer) => n + apply(volunteer), 0))();
          return result({ changed });
        },
      }),
    ),
  ];

  async function addRecord(ctx: AuthedCtx, kind: "repair" | "maintain") {
    const body = await ctx.readJson();
    // The operations screen names the device by serial number; the device detail by id.
    const bySerial = typeof body.serialNumber === "string" ? (db.prepare("SELECT id FROM devices WHERE sn = ?").get(body.serialNumber.trim()) as { id: number } | undefined) : undefined;
    if (typeof body.serialNumber === "string" && !bySerial) throw invalidFields([{ field: "serialNumber", key: "field.reference" }]);
    const id = bySerial?.id ?? Number(body.deviceId);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    device(id);
    const content = text(body, "content");
    const errors = checkText("content", content, { required: true, max: 200 });
    if (errors.length) throw invalidFields(errors);
    const { lastInsertRowid } = db
      .prepare("INSERT INTO device_records (device_id, kind, content, state, source, operator, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .run(id, kind, content, kind === "repair" ? "UNHANDLE" : null, kind === "maintain" ? "MANUAL_ADD" : null, ctx.caller.username, nowString());
    return { status: 201, body: getOne(db, recordSpec, Number(lastInsertRowid)) };
  }
}

