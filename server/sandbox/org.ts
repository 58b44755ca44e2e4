// Organisations (§2 agency and institution management, §3 Agency and Institution): the fleet's own agencies and
// institutions (devices.ts creates and seeds them, devices point at them) become editable with the table kit.
import type { Database } from "better-sqlite3";
import { type AuthedCtx, type Route, badRequest, idParam, listReply, notFound, result } from "./http.js";
import { type ListSpec, queryList } from "./list.js";
import { selfCheckSlotSql } from "./self-check.js";
import { defineMessages } from "./i18n.js";
import { defineArea, defineTable } from "./table.js";
import { nowString } from "./time.js";

const texts = defineMessages({
  "balance.maxCount": ["最大设备数必须是大于当前使用数（{n}）的正整数", "the max device count must be a positive integer greater than the count in use ({n})"],
  "institution.callForHelpCode": ["呼救码为4-20位字母或数字", "the call-for-help code is 4 to 20 letters or digits"],
  "institution.parentLoop": ["上级机构不能是本机构或其下级机构", "the parent cannot be the institution itself or one below it"],
});

/** The institution and every institution below it. */
function descendantsOf(db: Database, id: number): Set<number> {
  const rows = db
    .prepare("WITH RECURSIVE below(id) AS (SELECT ? UNION SELECT i.id FROM institutions i JOIN below b ON i.parentId = b.id) SELECT id FROM below")
    .all(id) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

interface OrgNode { key: string; title: string; icon: string | null; group: boolean; children: OrgNode[] }

/** §3 organisation tree nodes (key, title, icon, group flag, children), roots first, in id order. */
function orgTree(db: Database, locale: string): OrgNode[] {
  const rows = db.prepare("SELECT id, name, nameEn, parentId, icon FROM institutions ORDER BY id").all() as
    { id: number; name: string; nameEn: string | null; parentId: number | null; icon: string | null }[];
  const nodes = new Map(rows.map((row) => [row.id, { key: String(row.id), title: locale === "en-US" && row.nameEn ? row.nameEn : row.name, icon: row.icon, group: false, children: [] as OrgNode[] }]));
  const roots: OrgNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.group = node.children.length > 0;
  return roots;
}

const institutionVolunteers: ListSpec<Record<string, unknown>> = {
  from: `(SELECT v.id, trim(coalesce(v.lastName, '') || coalesce(v.firstName, '')) AS name, v.phoneNumber, v.certificateState,
    COUNT(DISTINCT dv.device_id) AS deviceCount, MIN(dv.createdDate) AS since, d.institutionId AS institutionId
    FROM device_volunteers dv JOIN devices d ON d.id = dv.device_id JOIN volunteers v ON v.id = dv.volunteer_id
    GROUP BY d.institutionId, v.id) s`,
  select: "*",
  idColumn: "id",
  filters: { name: { column: "name", op: "contains" }, phoneNumber: { column: "phoneNumber", op: "contains" } },
  sorts: { id: "id", name: "name", deviceCount: "deviceCount", since: "since" },
  defaultSort: { field: "deviceCount", order: "descend" },
};

const institutionPackages: ListSpec<Record<string, unknown>> = {
  from: `(SELECT p.id, p.name, p.nameEn, p.years, d.institutionId AS institutionId, COUNT(*) AS deviceCount,
    SUM(CASE WHEN d.packageExpiryDate >= date('now') THEN 1 ELSE 0 END) AS validCount, MIN(d.packageExpiryDate) AS firstExpiry
    FROM devices d JOIN service_packages p ON p.id = d.packageId GROUP BY d.institutionId, p.id) s`,
  select: "*",
  idColumn: "id",
  filters: {},
  sorts: { id: "id", deviceCount: "deviceCount", firstExpiry: "firstExpiry" },
  defaultSort: { field: "deviceCount", order: "descend" },
};

const institutionHelpCodes: ListSpec<Record<string, unknown>> = {
  from: `(SELECT d.id, d.sn, d.address, d.institutionId AS institutionId, i.callForHelpCode || '-' || d.sn AS code,
    (SELECT COUNT(*) FROM help_call_devices h WHERE h.deviceId = d.id) AS callCount
    FROM devices d JOIN institutions i ON i.id = d.institutionId WHERE i.callForHelpCode IS NOT NULL) s`,
  select: "*",
  idColumn: "id",
  filters: { sn: { column: "sn", op: "contains" } },
  sorts: { id: "id", sn: "sn", callCount: "callCount" },
  defaultSort: { field: "sn", order: "ascend" },
};

function orgRoutes({ db }: { db: Database }): Route[] {
  const institutionList = (path: string, spec: ListSpec<Record<string, unknown>>): Route => ({
    method: "GET", path: `/api/v1/institutions/:id/${path}`, access: "institutionList.get",
    handle: (ctx: AuthedCtx) => {
      const id = idParam(ctx);
      if (!db.prepare("SELECT 1 FROM institutions WHERE id = ?").get(id)) throw notFound();
      const { rows, total } = queryList(db, spec, ctx.query, { where: "institutionId = ?", params: [id] });
      return listReply(rows, total);
    },
  });
  return [
    { method: "GET", path: "/api/v1/org/tree", access: "institutionList.query", handle: (ctx: AuthedCtx) => result(orgTree(db, ctx.locale)) },
    institutionList("volunteers", institutionVolunteers),
    institutionList("packages", institutionPackages),
    institutionList("call-for-help-codes", institutionHelpCodes),
  ];
}

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
    packageId: { type: "ref", ref: "service_packages", filter: "eq" },
    icon: { type: "text", max: 300, file: true },
    inspectionReportService: { type: "bool", filter: "eq" },
    callForHelpCode: { type: "text", max: 20, format: /^[A-Za-z0-9]{4,20}$/, formatKey: texts["institution.callForHelpCode"], unique: true, filter: "contains" },
  },
  // A parent must not be the institution itself or one of its own descendants (the tree would loop).
  check: (row, { db, id }) =>
    id !== undefined && typeof row.parentId === "number" && descendantsOf(db, id).has(row.parentId)
      ? [{ field: "parentId", key: texts["institution.parentLoop"] }]
      : [],
  computed: {
    parentName: "SELECT p.name FROM institutions p WHERE p.id = institutions.parentId",
    childCount: "SELECT COUNT(*) FROM institutions c WHERE c.parentId = institutions.id",
    cityName: "SELECT c.name FROM districts c WHERE c.id = institutions.cityId",
    packageName: "SELECT s.name FROM service_packages s WHERE s.id = institutions.packageId",
    deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.institutionId = institutions.id",
  },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "institutionId" }, { table: "institutions", column: "parentId" }],
});

export const orgArea = defineArea({ name: "org", tables: [agencies, institutions], routes: orgRoutes });

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
  // §7 lists only "GET and PUT /v1/device-balance-configs": no PUT on /{id}, so a console that sends one shows.
  updateInBodyOnly: true,
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
