// Cabinet controllers and connectors (one set of routes per kind: list, overview, message info, config parameters,
// history log, self-inspection, firmware update), smart locks (CRUD with a lock file) and device reviews (check).
import { defineMessages } from "./i18n.js";
import type { Database } from "better-sqlite3";
import { compareVersions } from "../../app/lib/version.js";
import type { Services } from "./services.js";
import { type AuthedCtx, type FieldError, type Route, badRequest, idParam, invalidFields, listReply, noContent } from "./http.js";
import {
  CABINET_MODELS, CHECK_STATES, CONNECTOR_MODELS, HISTORY_EVENTS, NETWORK_STATES, REVIEW_TYPES, SELF_TEST_TYPES, SERVER_ADDRESS_TYPES,
} from "./peripherals-seed.js";
import { type ListSpec, type Scope, getOne, queryList, readOnlyRoutes } from "./list.js";
import { DATE_TIME, nowString } from "./time.js";
import { deleteWithReason } from "./operation-log.js";
import { checkText, text } from "./validate.js";

// ---------------------------------------------------------------------------------------------- controllers

interface ControllerKind {
  kind: "cabinet" | "connector";
  path: string;
  mark: string;
  models: readonly string[];
}

const controllerKinds: ControllerKind[] = [
  { kind: "cabinet", path: "cabinet-controllers", mark: "cabinet", models: CABINET_MODELS },
  { kind: "connector", path: "connectors", mark: "connector", models: CONNECTOR_MODELS },
];

const OVERVIEW = `c.id, c.serialNumber, c.model, c.firmwareVersion, c.networkState, c.doorState, c.powerSupply, c.deviceSn,
  c.institutionName, c.address, c.temperature, c.lastOnlineTime, c.createdDate,
  (SELECT u.toVersion FROM firmware_updates u WHERE u.controllerId = c.id AND u.state = 'READY_TO_EXECUTE' ORDER BY u.id DESC LIMIT 1) AS pendingFirmwareVersion`;

function controllerSpec(kind: ControllerKind): ListSpec<Record<string, unknown>> {
  return {
    from: "controllers c",
    select: OVERVIEW,
    idColumn: "c.id",
    filters: {
      serialNumber: { column: "c.serialNumber", op: "contains" },
      deviceSn: { column: "c.deviceSn", op: "contains" },
      firmwareVersion: { column: "c.firmwareVersion", op: "contains" },
      institutionName: { column: "c.institutionName", op: "contains" },
      model: { column: "c.model", op: "eq", values: kind.models },
      networkState: { column: "c.networkState", op: "eq", values: NETWORK_STATES },
    },
    sorts: { id: "c.id", serialNumber: "c.serialNumber", firmwareVersion: "c.firmwareVersion", lastOnlineTime: "c.lastOnlineTime", createdDate: "c.createdDate" },
    defaultSort: { field: "createdDate", order: "descend" },
  };
}

const messageInfoSpec: ListSpec<Record<string, unknown>> = {
  from: "controllers c",
  select: "c.id, c.serialNumber, c.networkState, c.networkMode, c.simOperator, c.iccid, c.imei, c.signalStrength, c.lastOnlineTime, c.serverAddress, c.serverPort",
  idColumn: "c.id",
  filters: {},
  sorts: { id: "c.id" },
  defaultSort: { field: "id", order: "ascend" },
};

const CONFIG_FIELDS = ["serverAddressType", "serverAddress", "serverPort", "heartbeatSeconds", "reportMinutes", "selfTestHour", "selfTestMinute", "alarmSwitch"] as const;
type Config = Record<(typeof CONFIG_FIELDS)[number], string | number | boolean>;

const configSpec: ListSpec<Record<string, unknown>> = {
  from: "controllers c",
  select: `c.id, ${CONFIG_FIELDS.map((field) => `c.${field}`).join(", ")}`,
  idColumn: "c.id",
  filters: {},
  sorts: { id: "c.id" },
  defaultSort: { field: "id", order: "ascend" },
  toRow: (row) => ({ ...row, alarmSwitch: row.alarmSwitch === 1 }),
};

function logSpec(logType: "HISTORY" | "SELF_TEST"): ListSpec<Record<string, unknown>> {
  return {
    from: "controller_logs",
    select: logType === "HISTORY" ? "id, eventType, content, createdDate" : "id, eventType AS selfTestType, result, content, createdDate",
    idColumn: "id",
    filters: logType === "HISTORY"
      ? { eventType: { column: "eventType", op: "eq", values: HISTORY_EVENTS }, createdDateBegin: { column: "createdDate", op: "from" }, createdDateEnd: { column: "createdDate", op: "to" } }
      : { selfTestType: { column: "eventType", op: "eq", values: SELF_TEST_TYPES }, result: { column: "result", op: "eq", values: ["PASS", "FAIL"] } },
    sorts: { createdDate: "createdDate", id: "id" },
    defaultSort: { field: "createdDate", order: "descend" },
  };
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const DOMAIN = /^(?=.{1,100}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function integerIn(body: Record<string, unknown>, field: string, min: number, max: number, errors: FieldError[]): number | undefined {
  const raw = body[field];
  const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : undefined;
  if (value === undefined) errors.push({ field, key: "field.required" });
  else if (!Number.isInteger(value) || value < min || value > max) errors.push({ field, key: "field.range", params: { min, max } });
  else return value;
  return undefined;
}

/** §5: every field required and in range; the address must suit its type; nothing changed is refused. */
function readConfig(body: Record<string, unknown>, current: Config): Config {
  const errors: FieldError[] = [];
  const serverAddressType = text(body, "serverAddressType");
  if (!serverAddressType) errors.push({ field: "serverAddressType", key: "field.required" });
  else if (!(SERVER_ADDRESS_TYPES as readonly string[]).includes(serverAddressType)) errors.push({ field: "serverAddressType", key: "field.invalid", params: { field: "serverAddressType" } });
  const serverAddress = text(body, "serverAddress");
  if (!serverAddress) errors.push({ field: "serverAddress", key: "field.required" });
  else if (!(serverAddressType === "IP" ? IPV4 : DOMAIN).test(serverAddress)) errors.push({ field: "serverAddress", key: serverAddressType === "IP" ? "field.ip" : "field.domain" });
  const config = {
    serverAddressType: serverAddressType ?? "",
    serverAddress: serverAddress ?? "",
    serverPort: integerIn(body, "serverPort", 1, 65535, errors) ?? 0,
    heartbeatSeconds: integerIn(body, "heartbeatSeconds", 30, 3600, errors) ?? 0,
    reportMinutes: integerIn(body, "reportMinutes", 1, 1440, errors) ?? 0,
    selfTestHour: integerIn(body, "selfTestHour", 0, 23, errors) ?? 0,
    selfTestMinute: integerIn(body, "selfTestMinute", 0, 59, errors) ?? 0,
    alarmSwitch: body.alarmSwitch === true || body.alarmSwitch === "true",
  };
  if (errors.length) throw invalidFields(errors);
  if (CONFIG_FIELDS.every((field) => config[field] === current[field])) throw badRequest("config.unchanged");
  return config;
}

function controllerRoutes(db: Database, kind: ControllerKind): Route[] {
  const base = `/api/v1/${kind.path}`;
  const scope: Scope = { where: "c.kind = ?", params: [kind.kind] };
  const overview = controllerSpec(kind);
  const existing = (id: number) => getOne(db, overview, id, scope);
  const logScope = (id: number, logType: string): Scope => ({ where: "controllerId = ? AND logType = ?", params: [id, logType] });
  const logs = (logType: "HISTORY" | "SELF_TEST"): Route => ({
    method: "GET", path: `${base}/:id/${logType === "HISTORY" ? "history-logs" : "self-test-data"}`, access: `${kind.mark}.get`,
    handle: (ctx: AuthedCtx) => {
      const id = idParam(ctx);
      existing(id);
      const { rows, total } = queryList(db, logSpec(logType), ctx.query, logScope(id, logType));
      return listReply(rows, total);
    },
  });

  return [
    ...readOnlyRoutes(db, kind.path, kind.mark, overview, scope),
    {
      method: "GET", path: `${base}/:id/message-info`, access: `${kind.mark}.get`,
      handle: (ctx: AuthedCtx) => ({ body: getOne(db, messageInfoSpec, idParam(ctx), scope) }),
    },
    {
      method: "GET", path: `${base}/:id/configs`, access: `${kind.mark}.get`,
      handle: (ctx: AuthedCtx) => ({ body: getOne(db, configSpec, idParam(ctx), scope) }),
    },
    {
      method: "PUT", path: `${base}/:id/configs`, access: `${kind.mark}.edit`,
      handle: async (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        const current = getOne(db, configSpec, id, scope) as unknown as Config;
        const config = readConfig(await ctx.readJson(), current);
        db.transaction(() => {
          db.prepare(`UPDATE controllers SET ${CONFIG_FIELDS.map((field) => `${field} = @${field}`).join(", ")} WHERE id = @id`).run({
            ...config, alarmSwitch: config.alarmSwitch ? 1 : 0, id,
          });
          db.prepare("INSERT INTO controller_logs (controllerId, logType, eventType, content, createdDate) VALUES (?, 'HISTORY', 'CONFIG_CHANGED', ?, ?)").run(
            id, `配置参数已由 ${ctx.caller.username} 修改`, nowString(),
          );
        })();
        return { body: getOne(db, configSpec, id, scope) };
      },
    },
    logs("HISTORY"),
    logs("SELF_TEST"),
    {
      // The firmware update rule (§5): the target must be one of this kind's firmware and greater than the current version.
      method: "PUT", path: `${base}/:id/firmware-update`, access: `${kind.mark}.edit`,
      handle: async (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        const controller = existing(id) as { firmwareVersion: string; pendingFirmwareVersion: string | null };
        const body = await ctx.readJson();
        const version = text(body, "version");
        const executeType = text(body, "executeType") ?? "IMMEDIATE";
        const errors: FieldError[] = [];
        if (!version) errors.push({ field: "version", key: "field.required" });
        else if (!db.prepare("SELECT 1 FROM firmwares WHERE kind = ? AND version = ?").get(kind.kind, version)) errors.push({ field: "version", key: "version.unknown" });
        else if (compareVersions(version, controller.firmwareVersion) <= 0) errors.push({ field: "version", key: "version.notGreater", params: { current: controller.firmwareVersion } });
        if (!["IMMEDIATE", "TIMED"].includes(executeType)) errors.push({ field: "executeType", key: "field.invalid", params: { field: "executeType" } });
        const executeTime = executeType === "TIMED" ? text(body, "executeTime") : undefined;
        if (executeType === "TIMED" && !executeTime) errors.push({ field: "executeTime", key: "field.required" });
        else if (executeTime && !DATE_TIME.test(executeTime)) errors.push({ field: "executeTime", key: "list.dateTime", params: { field: "executeTime" } });
        if (errors.length || !version) throw invalidFields(errors);
        db.transaction(() => {
          db.prepare("UPDATE firmware_updates SET state = 'CANCELLED' WHERE controllerId = ? AND state = 'READY_TO_EXECUTE'").run(id);
          db.prepare("INSERT INTO firmware_updates (controllerId, fromVersion, toVersion, executeType, executeTime, state, createdBy, createdDate) VALUES (?, ?, ?, ?, ?, 'READY_TO_EXECUTE', ?, ?)").run(
            id, controller.firmwareVersion, version, executeType, executeTime ?? null, ctx.caller.username, nowString(),
          );
        })();
        return { body: existing(id) };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------- smart locks

const LOCK_MAC = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;
const LOCK_SERIAL = /^[VT]\d+\.\d+\.\d+$/;
export const LOCK_FILE_TYPES = ["bin", "hex"];
const FILE_LIMIT = 10 * 1024 * 1024;
export const LOCK_TABS = ["ALL", "BOUND", "UNBOUND"] as const;

const lockSpec: ListSpec<Record<string, unknown>> = {
  from: "smart_locks",
  select: "id, serialNumber, macAddress, lastModifiedBy, lastModifiedDate, description, bindDeviceSn, lockFileName, lockFileSize",
  idColumn: "id",
  filters: {
    serialNumber: { column: "serialNumber", op: "contains" },
    macAddress: { column: "macAddress", op: "contains" },
    bindDeviceSn: { column: "bindDeviceSn", op: "contains" },
  },
  sorts: { id: "id", serialNumber: "serialNumber", lastModifiedDate: "lastModifiedDate" },
  defaultSort: { field: "lastModifiedDate", order: "descend" },
  toRow: ({ lockFileName, lockFileSize, ...row }) => ({ ...row, lockFile: lockFileName ? { name: lockFileName, size: lockFileSize } : null }),
};

/** tabActiveKey (§7 sample lists): all locks, those bound to a device, or the free ones. */
function lockScope(query: URLSearchParams): Scope | undefined {
  const tab = query.get("tabActiveKey") || "ALL";
  if (!(LOCK_TABS as readonly string[]).includes(tab)) throw badRequest("list.filterValue", { field: "tabActiveKey" });
  if (tab === "BOUND") return { where: "bindDeviceSn IS NOT NULL", params: [] };
  if (tab === "UNBOUND") return { where: "bindDeviceSn IS NULL", params: [] };
  return undefined;
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

async function readLock(ctx: AuthedCtx, db: Database, updatingId?: number) {
  const form = await ctx.readForm(FILE_LIMIT + 64 * 1024);
  const serialNumber = formText(form, "serialNumber");
  const macAddress = formText(form, "macAddress")?.toUpperCase();
  const bindDeviceSn = formText(form, "bindDeviceSn");
  const description = formText(form, "description");
  const entry = form.get("lockFile");
  const file = typeof entry === "object" && entry !== null && (entry.name !== "" || entry.size > 0) ? entry : undefined;
  const errors: FieldError[] = [];
  if (!serialNumber) errors.push({ field: "serialNumber", key: "field.required" });
  else if (!LOCK_SERIAL.test(serialNumber)) errors.push({ field: "serialNumber", key: "lock.serial" });
  if (!macAddress) errors.push({ field: "macAddress", key: "field.required" });
  else if (!LOCK_MAC.test(macAddress)) errors.push({ field: "macAddress", key: "lock.mac" });
  else if (db.prepare("SELECT 1 FROM smart_locks WHERE macAddress = ? AND id != ?").get(macAddress, updatingId ?? 0)) errors.push({ field: "macAddress", key: "lock.macExists" });
  errors.push(...checkText("bindDeviceSn", bindDeviceSn, { max: 30 }), ...checkText("description", description, { max: 200 }));
  // A lock is bound to a device that exists (hostile #37 / issue 17).
  if (bindDeviceSn && bindDeviceSn.length <= 30 && !db.prepare("SELECT 1 FROM devices WHERE sn = ?").get(bindDeviceSn)) errors.push({ field: "bindDeviceSn", key: "lock.noSuchDevice" });
  if (file) {
    const extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase() : "";
    if (/[\\/\0\r\n]|\.\./.test(file.name) || file.name.length > 200) errors.push({ field: "lockFile", key: "file.name" });
    else if (!LOCK_FILE_TYPES.includes(extension)) errors.push({ field: "lockFile", key: "file.type", params: { types: LOCK_FILE_TYPES.join(", ") } });
  }
  if (errors.length || !serialNumber || !macAddress) throw invalidFields(errors);
  return {
    serialNumber, macAddress, bindDeviceSn: bindDeviceSn ?? null, description: description ?? null,
    upload: file && { name: file.name, data: Buffer.from(await file.arrayBuffer()) },
  };
}

function lockRoutes(db: Database): Route[] {
  const base = "/api/v1/smart-locks";
  const existing = (id: number) => getOne(db, lockSpec, id);
  return [
    {
      method: "GET", path: base, access: "smartLock.query",
      handle: (ctx: AuthedCtx) => {
        const { rows, total } = queryList(db, lockSpec, ctx.query, lockScope(ctx.query));
        return listReply(rows, total);
      },
    },
    { method: "GET", path: `${base}/:id`, access: "smartLock.get", handle: (ctx: AuthedCtx) => ({ body: existing(idParam(ctx)) }) },
    {
      method: "POST", path: base, access: "smartLock.add",
      handle: async (ctx: AuthedCtx) => {
        const input = await readLock(ctx, db);
        const { lastInsertRowid } = db
          .prepare(`INSERT INTO smart_locks (serialNumber, macAddress, lastModifiedBy, lastModifiedDate, description, bindDeviceSn, lockFileName, lockFileSize, lockFileData)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(input.serialNumber, input.macAddress, ctx.caller.username, nowString(), input.description, input.bindDeviceSn,
            input.upload?.name ?? null, input.upload?.data.length ?? null, input.upload?.data ?? null);
        return { status: 201, body: existing(Number(lastInsertRowid)) };
      },
    },
    {
      method: "PUT", path: `${base}/:id`, access: "smartLock.edit",
      handle: async (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        existing(id);
        const input = await readLock(ctx, db, id);
        db.prepare("UPDATE smart_locks SET serialNumber = ?, macAddress = ?, description = ?, bindDeviceSn = ?, lastModifiedBy = ?, lastModifiedDate = ? WHERE id = ?").run(
          input.serialNumber, input.macAddress, input.description, input.bindDeviceSn, ctx.caller.username, nowString(), id,
        );
        if (input.upload) {
          db.prepare("UPDATE smart_locks SET lockFileName = ?, lockFileSize = ?, lockFileData = ? WHERE id = ?").run(input.upload.name, input.upload.data.length, input.upload.data, id);
        }
        return { body: existing(id) };
      },
    },
    {
      method: "DELETE", path: `${base}/:id`, access: "smartLock.delete",
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        existing(id);
        deleteWithReason(db, ctx, { table: "smart_locks", entity: "smartLock", id });
        return noContent();
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------- device reviews

const reviewSpec: ListSpec<Record<string, unknown>> = {
  from: "device_reviews",
  select: "id, deviceSn, model, brand, institutionName, applicant, phoneNumber, reviewType, content, checkState, checkedBy, checkedDate, createdDate",
  idColumn: "id",
  filters: {
    deviceSn: { column: "deviceSn", op: "contains" },
    institutionName: { column: "institutionName", op: "contains" },
    reviewType: { column: "reviewType", op: "eq", values: REVIEW_TYPES },
    checkState: { column: "checkState", op: "eq", values: CHECK_STATES },
  },
  sorts: { id: "id", createdDate: "createdDate", checkedDate: "checkedDate" },
  defaultSort: { field: "createdDate", order: "descend" },
};

const reviewTexts = defineMessages({ "review.unchecked": ["该审核尚未处理，无需重置", "this review is not checked, nothing to reset"] });

function reviewRoutes(db: Database): Route[] {
  const check = db.prepare("UPDATE device_reviews SET checkState = 'CHECKED', checkedBy = ?, checkedDate = ? WHERE id = ? AND checkState = 'UNCHECKED'");
  const uncheck = db.prepare("UPDATE device_reviews SET checkState = 'UNCHECKED', checkedBy = NULL, checkedDate = NULL WHERE id = ? AND checkState = 'CHECKED'");
  return [
    ...readOnlyRoutes(db, "device-reviews", "deviceReview", reviewSpec),
    {
      // §7 PUT /v1/device-reviews/{id} (params): checkState=CHECKED passes a review (§4 'a device review can be
      // checked'); checkState=UNCHECKED resets a checked one (§4 'acceptance … can be reset').
      method: "PUT", path: "/api/v1/device-reviews/:id", access: "deviceReview.pass",
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        getOne(db, reviewSpec, id);
        const state = ctx.query.get("checkState");
        if (state === "CHECKED") {
          if (!check.run(ctx.caller.username, nowString(), id).changes) throw badRequest("review.checked");
        } else if (state === "UNCHECKED") {
          if (!uncheck.run(id).changes) throw badRequest(reviewTexts["review.unchecked"]);
        } else throw badRequest("list.filterValue", { field: "checkState" });
        return { body: getOne(db, reviewSpec, id) };
      },
    },
  ];
}

export function peripheralRoutes({ db }: Services): Route[] {
  return [...controllerKinds.flatMap((kind) => controllerRoutes(db, kind)), ...lockRoutes(db), ...reviewRoutes(db)];
}
