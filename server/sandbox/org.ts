// Organisations (§2 agency and institution management, §3 Agency and Institution): the fleet's own agencies and
// institutions (devices.ts creates and seeds them, devices point at them) become editable with the table kit.
import type { Database } from "better-sqlite3";
import { type AuthedCtx, type Route, badRequest, idParam, listReply, notFound, result } from "./http.js";
import { type ListSpec, queryList } from "./list.js";
import { selfCheckSlotSql } from "./self-check.js";
import { defineMessages } from "./i18n.js";
import { defineArea, defineTable } from "./table.js";
import { nowString } from "./time.js";

/** §3 agency: name and contact; an agency devices still point at is not deleted. */
export const agencies = defineTable({
  table: "agencies",
  path: "agencies",
  mark: "agencyList",
  entityType: "OTHER",
  fields: {
    name: { type: "text", required: true, max: 50, unique: true, filter: "contains", sortable: true },
    contact: { type: "text", max: 20, filter: "contains" },
  },
  computed: { deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.agencyId = agencies.id" },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "agencyId" }],
});

/** §3 institution: name, level, parent, area, address, contact, phone, package. */
export const institutions = defineTable({
  table: "institutions",
  path: "institutions",
  mark: "institutionList",
  entityType: "OTHER",
  fields: {
    name: { type: "text", required: true, max: 50, unique: true, filter: "contains", sortable: true },
    nameEn: { type: "text", max: 100 },
    level: { type: "enum", values: ["PROVINCE", "CITY", "REGION", "UNIT"], required: true, filter: "eq", sortable: true },
    parentId: { type: "ref", ref: "institutions", filter: "eq" },
    cityId: { type: "ref", ref: "districts", required: true, filter: "eq" },
    address: { type: "text", max: 100, filter: "contains" },
    contact: { type: "text", max: 20 },
    phone: { type: "text", format: "phone" },
    packageId: { type: "ref", ref: "service_packages" },
  },
  computed: {
    parentName: "SELECT p.name FROM institutions p WHERE p.id = institutions.parentId",
    cityName: "SELECT c.name FROM districts c WHERE c.id = institutions.cityId",
    packageName: "SELECT s.name FROM service_packages s WHERE s.id = institutions.packageId",
    deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.institutionId = institutions.id",
  },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "institutionId" }, { table: "institutions", column: "parentId" }],
});

export const orgArea = defineArea({ name: "org", tables: [agencies, institutions] });

const texts = defineMessages({
  "balance.maxCount": ["最大设备数必须是大于当前使用数（{n}）的正整数", "the max device count must be a positive integer greater than the count in use ({n})"],
});

/** Devices of an agency per self-check slot (weekday 1–7 × hour 0–23): configured, or each device's default. */
const SLOT = selfCheckSlotSql("d.id", "c.data");
const SLOT_SQL = `FROM devices d LEFT JOIN device_configs c ON c.device_id = d.id AND c.grp = 'parameters'`;
const SLOT_GROUP = `GROUP BY ${SLOT.week}, ${SLOT.hour}`;
const IN_USE_SQL = (agency: string) => `SELECT COUNT(*) ${SLOT_SQL} WHERE d.agencyId = ${agency} ${SLOT_GROUP} ORDER BY COUNT(*) DESC LIMIT 1`;

/** The busiest self-check slot's device count of an agency: the count in use a max count must exceed (§5). */
export const inUseCount = (db: Database, agencyId: unknown) =>
  (db.prepare(`SELECT COUNT(*) AS n ${SLOT_SQL} WHERE d.agencyId = ? ${SLOT_GROUP} ORDER BY n DESC LIMIT 1`).get(agencyId) as { n: number } | undefined)?.n ?? 0;

/** §7 device balance config: the most devices of an agency that may self-check in the same hour. */
export const balanceConfigs = defineTable({
  table: "device_balance_configs",
  path: "device-balance-configs",
  mark: "balanceConfig",
  fields: {
    agencyId: { type: "ref", ref: "agencies", readOnly: true, filter: "eq" },
    maxDeviceCount: { type: "int", required: true, min: 1, max: 100_000, sortable: true },
    description: { type: "text", max: 200 },
  },
  audit: true,
  calls: ["list", "get", "update"],
  computed: {
    agencyName: "SELECT a.name FROM agencies a WHERE a.id = device_balance_configs.agencyId",
    deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.agencyId = device_balance_configs.agencyId",
    inUseCount: IN_USE_SQL("device_balance_configs.agencyId"),
  },
  check: (row, { db }) => {
    const inUse = inUseCount(db, row.agencyId);
    return Number(row.maxDeviceCount) > inUse ? [] : [{ field: "maxDeviceCount", key: texts["balance.maxCount"], params: { n: inUse } }];
  },
  afterUpdate: (db, before, after, caller) => {
    if (before.maxDeviceCount === after.maxDeviceCount && before.description === after.description) return;
    db.prepare(
      "INSERT INTO device_balance_config_records (configId, oldMaxDeviceCount, newMaxDeviceCount, description, changedBy, changedDate) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(after.id, before.maxDeviceCount, after.maxDeviceCount, after.description ?? null, caller.username, nowString());
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd, db) =>
    (db.prepare("SELECT id FROM agencies ORDER BY id").all() as { id: number }[]).map(({ id }) => ({
      agencyId: id, maxDeviceCount: inUseCount(db, id) + rnd.int(5, 40), description: null,
    })),
});

const BALANCE_SCHEMA = `
CREATE TABLE IF NOT EXISTS device_balance_config_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT, configId INTEGER NOT NULL, oldMaxDeviceCount INTEGER, newMaxDeviceCount INTEGER NOT NULL,
  description TEXT, changedBy TEXT NOT NULL, changedDate TEXT NOT NULL);
`;

const balanceRecords: ListSpec<Record<string, unknown>> = {
  from: "device_balance_config_records",
  select: "*",
  idColumn: "id",
  filters: {},
  sorts: { id: "id", changedDate: "changedDate" },
  defaultSort: { field: "changedDate", order: "descend" },
};

function balanceRoutes({ db }: { db: Database }): Route[] {
  const config = (id: number) => {
    const row = db.prepare("SELECT id, agencyId, maxDeviceCount FROM device_balance_configs WHERE id = ?").get(id) as
      | { id: number; agencyId: number; maxDeviceCount: number }
      | undefined;
    if (!row) throw notFound();
    return row;
  };
  return [
    {
      // Devices per weekday × hour of one config's agency: 7 rows of 24 counts.
      method: "GET", path: "/api/v1/device-balance-configs/getTheWeekStatistics", access: "balanceConfig.query",
      handle: (ctx: AuthedCtx) => {
        const raw = ctx.query.get("id") ?? "";
        if (!/^\d{1,15}$/.test(raw)) throw badRequest("field.required");
        const { id, agencyId, maxDeviceCount } = config(Number(raw));
        const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
        const rows = db
          .prepare(`SELECT ${SLOT.week} AS week, ${SLOT.hour} AS hour, COUNT(*) AS n ${SLOT_SQL} WHERE d.agencyId = ? ${SLOT_GROUP}`)
          .all(agencyId) as { week: number; hour: number; n: number }[];
        for (const { week, hour, n } of rows) if (week >= 1 && week <= 7 && hour >= 0 && hour <= 23) cells[week - 1]![hour] = n;
        return result({ id, agencyId, maxDeviceCount, cells });
      },
    },
    {
      // The change records of one config, newest first, paged.
      method: "GET", path: "/api/v1/device-balance-config-records/:id", access: "balanceConfig.query",
      handle: (ctx: AuthedCtx) => {
        const { id } = config(idParam(ctx));
        const { rows, total } = queryList(db, balanceRecords, ctx.query, { where: "configId = ?", params: [id] });
        return listReply(rows, total);
      },
    },
  ];
}

export const balanceArea = defineArea({
  name: "balance",
  tables: [balanceConfigs],
  schema: BALANCE_SCHEMA,
  dataTables: ["device_balance_config_records"],
  routes: balanceRoutes,
});
