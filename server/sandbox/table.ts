// The table kit: an entity of the platform declared once (its fields and their §5 rules, filters, sorts, seed)
// and served as list / get / create / update / delete calls in §7's style from one SQLite table. Every area
// module declares its entities with defineTable and adds its own calls only for what is not CRUD.
import type { Database } from "better-sqlite3";
import type { Services } from "./services.js";
import { type AuthedCtx, type FieldError, type Route, badRequest, HttpError, idParam, invalidFields, listReply, noContent } from "./http.js";
import type { MessageKey } from "./i18n.js";
import { type Filter, type ListSpec, type Scope, type SortOrder, getOne, queryList } from "./list.js";
import { type Random } from "./seed-kit.js";
import { storedFileId } from "../../app/lib/uploads.js";
import { attachFile, attachRefusal } from "./stored-files.js";
import { DATE_ONLY, DATE_TIME, nowString } from "./time.js";
import { isEmail, isPhone } from "./validate.js";

export type FieldType = "text" | "int" | "number" | "bool" | "date" | "datetime" | "time" | "enum" | "ref" | "json";

export interface FieldRule {
  type: FieldType;
  required?: boolean;
  /** text: length in characters; int/number: value. */
  min?: number;
  max?: number;
  /** enum: the allowed values. */
  values?: readonly string[];
  /** text formats of §5; a RegExp needs `formatKey` for its message. */
  format?: "phone" | "email" | "url" | "ip" | RegExp;
  formatKey?: MessageKey;
  /** ref: the value is the id of a row in this table. */
  ref?: string;
  unique?: boolean;
  /** Set by the server or the seed (counts, states), never taken from a caller. */
  readOnly?: boolean;
  /** Accepted on write, never answered (passwords, secrets); a blank value on update keeps the stored one. */
  secret?: boolean;
  /**
   * text: the URL of a stored file (`/v1/oss-files/<id>`, stored-files.ts) the row keeps: one its caller uploaded
   * (or the one it has), attached to the row on save, so only those who may list the table's rows (mark.query) read it.
   * "or-web-address": a web address instead is kept as it is (a mini-program video's URL or its uploaded file).
   */
  file?: boolean | "or-web-address";
  /** List filter on this field: contains (text), eq (exact), range (`<name>Begin` / `<name>End`). */
  filter?: "contains" | "eq" | "range";
  sortable?: boolean;
}

export type Call = "list" | "get" | "create" | "update" | "delete";

export interface TableDef {
  /** SQLite table. */
  table: string;
  /** The calls live under /api/v1/<path>. */
  path: string;
  /** Permission mark: list needs mark.query, get mark.get, create mark.add, update mark.edit, delete mark.delete. */
  mark: string;
  fields: Record<string, FieldRule>;
  defaultSort: { field: string; order: SortOrder };
  /** createdDate, lastModifiedBy and lastModifiedDate kept by the kit. */
  audit?: boolean;
  /** DELETE needs a `reason` query param (kept in the operation log). */
  deleteReason?: boolean;
  /** Which calls are served (default all five). */
  calls?: readonly Call[];
  /** The update is served only on the collection's path with the id in the body (§7 PUT /v1/device-balance-configs). */
  updateInBodyOnly?: boolean;
  /** Paging param of the page number when it is not pageNo (the inspection lists use pageNum). */
  pageParam?: string;
  /** Cross-field rules, run after each field passed its own (e.g. start before end). */
  check?: (row: Record<string, unknown>, context: { db: Database; id?: number; caller: AuthedCtx["caller"] }) => FieldError[];
  /** Server-set values (readOnly fields) computed from a checked create or update, e.g. a name copied from a reference. */
  derive?: (values: Record<string, unknown>, context: { db: Database; id?: number; caller: AuthedCtx["caller"] }) => Record<string, unknown>;
  /**
   * Whether the caller may write this row at all (beyond mark.action): throws (403) to refuse. `stored` is the row
   * before (undefined on create), `next` the row after (undefined: the stored row is only acted on — a delete, or
   * an update before its body is read). Runs before anything is written; an update runs it again with its result.
   */
  guard?: (context: { db: Database; caller: AuthedCtx["caller"] }, stored: Record<string, unknown> | undefined, next: Record<string, unknown> | undefined) => void;
  /** Extra list filters in SQL terms (on the table's own columns). */
  filters?: Record<string, Filter>;
  /** Rows of other tables that point here: a referenced row is not deleted (400 record.inUse). */
  referencedBy?: readonly { table: string; column: string }[];
  /** Rows of other tables that belong to a row and go with it (an event's device and volunteer links). */
  cascade?: readonly { table: string; column: string }[];
  /** Runs in the update's transaction with the stored row before and after (change records). */
  afterUpdate?: (db: Database, before: Record<string, unknown>, after: Record<string, unknown>, caller: AuthedCtx["caller"]) => void;
  /** Columns of the table never answered (a password hash, branding kept for another call). */
  hiddenColumns?: readonly string[];
  /** Extra answered columns as SQL expressions over the table's own (e.g. a referenced row's name). */
  computed?: Record<string, string>;
  /** A reason the row may not be deleted (beyond referencedBy), or undefined. */
  deletable?: (db: Database, row: Record<string, unknown>) => MessageKey | undefined;
  /** Operation-log entity type (§4 SYSTEM, DEVICE, USER, OTHER); default OTHER. */
  entityType?: "SYSTEM" | "DEVICE" | "USER" | "OTHER";
  /** The seeded rows (fields by name; id optional). Runs after the device fleet is seeded. */
  seed?: (rnd: Random, db: Database) => Record<string, unknown>[];
}

/** An area of the sandbox: its tables, its own calls beyond CRUD, its own schema and seed. */
export interface SandboxArea {
  name: string;
  tables?: readonly TableDef[];
  routes?: (svc: Services) => Route[];
  /** Extra DDL (tables that are not declared entities). */
  schema?: string;
  /** Tables of `schema` to wipe on reset. */
  dataTables?: readonly string[];
  /** Seeds what the declared tables' own seeds do not (runs after them). */
  seed?: (db: Database, rnd: Random) => void;
}

export const defineTable = (def: TableDef): TableDef => def;
export const defineArea = (area: SandboxArea): SandboxArea => area;

const SQL_TYPES: Record<FieldType, string> = {
  text: "TEXT", int: "INTEGER", number: "REAL", bool: "INTEGER", date: "TEXT", datetime: "TEXT", time: "TEXT",
  enum: "TEXT", ref: "INTEGER", json: "TEXT",
};

/** CREATE TABLE of a declared entity. */
export function tableDdl(def: TableDef): string {
  const columns = ["id INTEGER PRIMARY KEY AUTOINCREMENT"];
  for (const [name, rule] of Object.entries(def.fields)) columns.push(`${name} ${SQL_TYPES[rule.type]}`);
  if (def.audit) columns.push("createdDate TEXT", "lastModifiedBy TEXT", "lastModifiedDate TEXT");
  return `CREATE TABLE IF NOT EXISTS ${def.table} (${columns.join(", ")});`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && value.length <= 500;
  } catch {
    return false;
  }
}

/** The value of one field from a JSON body, or a field error. undefined: absent. */
export function readField(name: string, rule: FieldRule, raw: unknown): { value?: unknown; error?: FieldError } {
  if (raw === undefined) return {};
  if (raw === null || (typeof raw === "string" && raw.trim() === "")) return { value: null };
  const fail = (key: MessageKey, params?: Record<string, string | number>) => ({ error: { field: name, key, params } });
  switch (rule.type) {
    case "text": {
      if (typeof raw !== "string") return fail("field.invalid", { field: name });
      const value = raw.trim();
      const length = [...value].length;
      if (rule.max !== undefined && length > rule.max) return fail("field.maxLength", { n: rule.max });
      if (rule.min !== undefined && length < rule.min) return fail("field.lengthRange", { min: rule.min, max: rule.max ?? length });
      if (rule.format === "phone" && !isPhone(value)) return fail("field.phone");
      if (rule.format === "email" && !isEmail(value)) return fail("field.email");
      if (rule.format === "url" && !isUrl(value)) return fail("field.url");
      if (rule.format === "ip" && !IPV4.test(value)) return fail("field.ip");
      if (rule.format instanceof RegExp && !rule.format.test(value)) return fail(rule.formatKey ?? "field.format");
      return { value };
    }
    case "int":
    case "ref":
    case "number": {
      const value = typeof raw === "number" ? raw : typeof raw === "string" && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isFinite(value)) return fail(rule.type === "number" ? "field.number" : "field.integer");
      if (rule.type !== "number" && !Number.isSafeInteger(value)) return fail("field.integer");
      if (rule.type === "ref") return { value };
      if (rule.min !== undefined && value < rule.min) return fail(rule.max !== undefined ? "field.range" : "field.min", { min: rule.min, max: rule.max ?? "" });
      if (rule.max !== undefined && value > rule.max) return fail(rule.min !== undefined ? "field.range" : "field.max", { min: rule.min ?? "", max: rule.max });
      return { value };
    }
    case "bool":
      if (raw === true || raw === "true" || raw === 1 || raw === "1" || raw === "on") return { value: 1 };
      if (raw === false || raw === "false" || raw === 0 || raw === "0") return { value: 0 };
      return fail("field.invalid", { field: name });
    case "enum":
      if (typeof raw !== "string" || !rule.values?.includes(raw)) return fail("field.choice");
      return { value: raw };
    case "date":
      if (typeof raw !== "string" || !DATE_ONLY.test(raw)) return fail("field.date");
      return { value: raw };
    case "datetime": {
      // The console's datetime-local inputs send "YYYY-MM-DDTHH:mm"; the platform keeps "YYYY-MM-DD HH:mm:ss".
      const value = typeof raw === "string" ? raw.replace("T", " ").replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})$/, "$1:00") : "";
      if (!DATE_TIME.test(value)) return fail("field.dateTime");
      return { value };
    }
    case "time":
      if (typeof raw !== "string" || !TIME.test(raw)) return fail("field.time");
      return { value: raw.slice(0, 5) };
    case "json":
      return { value: JSON.stringify(raw) };
  }
}

/** The row as the API answers it: booleans as booleans, JSON parsed, secrets left out. */
export function rowOut(def: TableDef, raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = { ...raw };
  for (const column of def.hiddenColumns ?? []) delete row[column];
  for (const [name, rule] of Object.entries(def.fields)) {
    if (rule.secret) {
      // Say whether one is set, never what it is.
      row[`${name}Set`] = raw[name] !== null && raw[name] !== undefined && raw[name] !== "";
      delete row[name];
    } else if (rule.type === "bool" && raw[name] !== null && raw[name] !== undefined) row[name] = raw[name] === 1;
    else if (rule.type === "json" && typeof raw[name] === "string") row[name] = JSON.parse(raw[name] as string);
  }
  return row;
}

function listSpecOf(def: TableDef): ListSpec<Record<string, unknown>> {
  const filters: Record<string, Filter> = { ...def.filters };
  const sorts: Record<string, string> = { id: "id" };
  for (const [name, rule] of Object.entries(def.fields)) {
    if (rule.secret) continue;
    if (rule.filter === "contains") filters[name] = { column: name, op: "contains" };
    // A flag is stored as 1/0 but filtered as the words the console sends.
    if (rule.filter === "eq" && rule.type === "bool") {
      filters[name] = { op: "custom", values: ["true", "false"], where: (raw) => ({ sql: `${def.table}.${name} = ?`, params: [raw === "true" ? 1 : 0] }) };
    } else if (rule.filter === "eq") filters[name] = { column: name, op: "eq", values: rule.type === "enum" ? rule.values : undefined };
    if (rule.filter === "range") {
      filters[`${name}Begin`] = { column: name, op: "from" };
      filters[`${name}End`] = { column: name, op: "to" };
    }
    if (rule.sortable) sorts[name] = name;
  }
  if (def.audit) {
    sorts.createdDate = "createdDate";
    sorts.lastModifiedDate = "lastModifiedDate";
  }
  const computed = Object.entries(def.computed ?? {}).map(([name, sql]) => `, (${sql}) AS ${name}`).join("");
  return { from: def.table, select: `${def.table}.*${computed}`, idColumn: `${def.table}.id`, filters, sorts, defaultSort: def.defaultSort, toRow: (raw) => rowOut(def, raw) };
}

/** Checks a whole body against the declaration; `stored` is the row being updated. Throws 400 with field errors. */
export function readBody(
  def: TableDef,
  body: Record<string, unknown>,
  context: { db: Database; id?: number; caller: AuthedCtx["caller"] },
  stored?: Record<string, unknown>,
): Record<string, unknown> {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(def.fields)) {
    if (rule.readOnly) continue;
    const { value, error } = readField(name, rule, body[name]);
    if (error) {
      errors.push(error);
      continue;
    }
    // A blank secret on update keeps the stored one (the console never has it to send back).
    if (rule.secret && stored && (value === undefined || value === null)) continue;
    if (value !== undefined) values[name] = value;
  }
  const merged = { ...(stored ?? {}), ...values };
  for (const [name, rule] of Object.entries(def.fields)) {
    if (rule.readOnly || errors.some((e) => e.field === name)) continue;
    const value = merged[name];
    const absent = value === undefined || value === null;
    if (rule.required && absent) errors.push({ field: name, key: "field.required" });
    if (absent) continue;
    if (rule.ref && !context.db.prepare(`SELECT 1 FROM ${rule.ref} WHERE id = ?`).get(value)) errors.push({ field: name, key: "field.reference" });
    if (rule.unique && context.db.prepare(`SELECT 1 FROM ${def.table} WHERE ${name} = ? AND id != ?`).get(value, context.id ?? 0)) {
      errors.push({ field: name, key: "field.exists" });
    }
    // A file the row already keeps stays (a seed's placeholder too); a new one must be the caller's to give.
    // "or-web-address": a web address is kept as it is; only a stored file's URL must be the caller's to give.
    const isFile = rule.file === true || (rule.file === "or-web-address" && storedFileId(value) !== undefined);
    const refusal = isFile && value !== stored?.[name] ? attachRefusal(context.db, value, context.caller, { kind: def.table, id: context.id }) : undefined;
    if (refusal) errors.push({ field: name, key: refusal });
  }
  if (!errors.length && def.check) errors.push(...def.check(merged, context));
  if (errors.length) throw invalidFields(errors);
  return values;
}

/** Appends to the operation log (§4 operation types) that the log screens read. */
export function logOperation(
  db: Database,
  caller: AuthedCtx["caller"],
  entry: { entity: string; entityId: number; action: string; reason?: string | null },
): void {
  db.prepare("INSERT INTO operation_logs (entity, entityId, action, reason, operator, createdDate) VALUES (?, ?, ?, ?, ?, ?)").run(
    entry.entity, entry.entityId, entry.action, entry.reason ?? null, caller.username, nowString(),
  );
}

/** The row's stored files become its own: readable by whoever may list the table's rows (hostile #41). */
function attachFiles(db: Database, def: TableDef, id: number, values: Record<string, unknown>): void {
  for (const [name, rule] of Object.entries(def.fields)) {
    if (rule.file && values[name] != null) attachFile(db, values[name], { kind: def.table, id, permission: `${def.mark}.query` });
  }
}

export function insertRow(db: Database, def: TableDef, values: Record<string, unknown>): number {
  const columns = Object.keys(values);
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO ${def.table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .run(...columns.map((c) => values[c]));
  return Number(lastInsertRowid);
}

/** The list / get / create / update / delete calls of one declared entity. */
export function tableRoutes(db: Database, def: TableDef): Route[] {
  const base = `/api/v1/${def.path}`;
  const spec = listSpecOf(def);
  const calls = new Set(def.calls ?? ["list", "get", "create", "update", "delete"]);
  const stored = (id: number) => db.prepare(`SELECT * FROM ${def.table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined;
  const answer = (id: number) => getOne(db, spec, id);
  const existing = (id: number) => {
    const row = stored(id);
    if (!row) answer(id); // throws the 404
    return row!;
  };
  const routes: Route[] = [];

  if (calls.has("list")) {
    routes.push({
      method: "GET", path: base, access: `${def.mark}.query`,
      handle: (ctx: AuthedCtx) => {
        let query = ctx.query;
        if (def.pageParam && query.has(def.pageParam)) {
          query = new URLSearchParams(query);
          query.set("pageNo", query.get(def.pageParam)!);
          query.delete(def.pageParam);
        }
        const { rows, total } = queryList(db, spec, query);
        return listReply(rows, total);
      },
    });
  }
  if (calls.has("get")) {
    routes.push({ method: "GET", path: `${base}/:id`, access: `${def.mark}.get`, handle: (ctx: AuthedCtx) => ({ body: answer(idParam(ctx)) }) });
  }
  if (calls.has("create")) {
    routes.push({
      method: "POST", path: base, access: `${def.mark}.add`,
      handle: async (ctx: AuthedCtx) => {
        const values = readBody(def, await ctx.readJson(), { db, caller: ctx.caller });
        def.guard?.({ db, caller: ctx.caller }, undefined, values);
        if (def.derive) Object.assign(values, def.derive(values, { db, caller: ctx.caller }));
        if (def.audit) Object.assign(values, { createdDate: nowString(), lastModifiedBy: ctx.caller.username, lastModifiedDate: nowString() });
        const id = db.transaction(() => {
          const newId = insertRow(db, def, values);
          attachFiles(db, def, newId, values);
          logOperation(db, ctx.caller, { entity: def.mark, entityId: newId, action: "ADD" });
          return newId;
        })();
        return { status: 201, body: answer(id) };
      },
    });
  }
  if (calls.has("update")) {
    const update = async (ctx: AuthedCtx, id: number) => {
      const row = existing(id);
      def.guard?.({ db, caller: ctx.caller }, row, undefined);
      const values = readBody(def, await ctx.readJson(), { db, id, caller: ctx.caller }, row);
      def.guard?.({ db, caller: ctx.caller }, row, { ...row, ...values });
      if (def.derive) Object.assign(values, def.derive({ ...row, ...values }, { db, id, caller: ctx.caller }));
      if (def.audit) Object.assign(values, { lastModifiedBy: ctx.caller.username, lastModifiedDate: nowString() });
      const columns = Object.keys(values);
      db.transaction(() => {
        if (columns.length) db.prepare(`UPDATE ${def.table} SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`).run(...columns.map((c) => values[c]), id);
        attachFiles(db, def, id, values);
        def.afterUpdate?.(db, row, stored(id)!, ctx.caller);
        logOperation(db, ctx.caller, { entity: def.mark, entityId: id, action: "UPDATE" });
      })();
      return { body: answer(id) };
    };
    if (!def.updateInBodyOnly) routes.push({ method: "PUT", path: `${base}/:id`, access: `${def.mark}.edit`, handle: (ctx: AuthedCtx) => update(ctx, idParam(ctx)) });
    // §7 also updates with the id in the body (PUT /v1/report-to-repair-records).
    routes.push({
      method: "PUT", path: base, access: `${def.mark}.edit`,
      handle: async (ctx: AuthedCtx) => {
        const body = await ctx.readJson();
        const id = Number(body.id);
        if (!Number.isSafeInteger(id) || id < 1) throw badRequest("field.required");
        return update({ ...ctx, readJson: async () => body }, id);
      },
    });
  }
  if (calls.has("delete")) {
    routes.push({
      method: "DELETE", path: `${base}/:id`, access: `${def.mark}.delete`,
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        const row = existing(id);
        def.guard?.({ db, caller: ctx.caller }, row, undefined);
        const refusal = def.deletable?.(db, row);
        if (refusal) throw new HttpError(400, { key: refusal });
        const reason = ctx.query.get("reason")?.trim() || null;
        if (def.deleteReason && !reason) throw badRequest("reason.required");
        if (reason && [...reason].length > 200) throw invalidFields([{ field: "reason", key: "field.maxLength", params: { n: 200 } }]);
        for (const ref of def.referencedBy ?? []) {
          if (db.prepare(`SELECT 1 FROM ${ref.table} WHERE ${ref.column} = ? LIMIT 1`).get(id)) throw new HttpError(400, { key: "record.inUse" });
        }
        db.transaction(() => {
          for (const part of def.cascade ?? []) db.prepare(`DELETE FROM ${part.table} WHERE ${part.column} = ?`).run(id);
          db.prepare(`DELETE FROM ${def.table} WHERE id = ?`).run(id);
          logOperation(db, ctx.caller, { entity: def.mark, entityId: id, action: "DELETE", reason });
        })();
        return noContent();
      },
    });
  }
  return routes;
}

/** Writes a table's seed rows (audit columns filled when the seed leaves them out). */
export function seedTable(db: Database, def: TableDef, rnd: Random, now: string): void {
  const rows = def.seed?.(rnd, db) ?? [];
  for (const row of rows) {
    const values: Record<string, unknown> = { ...row };
    for (const [name, rule] of Object.entries(def.fields)) {
      if (rule.type === "bool" && typeof values[name] === "boolean") values[name] = values[name] ? 1 : 0;
      if (rule.type === "json" && values[name] !== undefined && typeof values[name] !== "string") values[name] = JSON.stringify(values[name]);
    }
    if (def.audit) {
      values.createdDate ??= now;
      values.lastModifiedBy ??= "admin";
      values.lastModifiedDate ??= values.createdDate;
    }
    insertRow(db, def, values);
  }
}

export type { Scope };
