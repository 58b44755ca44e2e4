// User management (§2, §3, §5 roles, §6): menus, permissions with their interface URLs, roles with their grants
// (which menus a role sees, which mark.action it holds), users and their sign-in records. Roles, permissions and
// menus are data here: GET /account/permission and every access check read them as they are now (menus.ts).
import { randomInt } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { Services } from "./services.js";
import { hashPassword } from "./auth.js";
import { accountChangeRefusal, grantsLacked, roleRefusal, type RightsRefusal } from "../../app/lib/rights.js";
import { type AuthedCtx, type FieldError, type Route, HttpError, forbidden, idParam, invalidFields, listReply, noContent, notFound, result } from "./http.js";
import { defineMessages } from "./i18n.js";
import { queryList } from "./list.js";
import { MENU_GROUPS, MENU_NAMES, SEED_ROLES, SEEDED_LEAVES, actionsOffered, rightsOf } from "./menus.js";
import { defineArea, defineTable, insertRow, logOperation, readBody, rowOut } from "./table.js";
import { ANCHOR, DAY, nowString, seedTime } from "./time.js";
import { USERNAME } from "./validate.js";

const texts = defineMessages({
  "role.mark": ["角色标识须为 ROLE_X 形式的大写字母、数字或下划线", "the role mark must look like ROLE_X in upper case"],
  "role.needsInstitution": ["机构角色必须选择机构", "an institution role needs an institution"],
  "role.needsArea": ["区域角色必须选择区域", "an area role needs an area"],
  "role.needsAgency": ["代理商角色必须选择代理商", "an agent role needs an agency"],
  "role.inUse": ["仍有用户使用该角色，不能删除", "users still have this role; it cannot be deleted"],
  "role.builtIn": ["内置的超级管理员角色不能删除或停用", "the built-in administrator role cannot be deleted or disabled"],
  "role.unknown": ["所选角色不存在", "the chosen role does not exist"],
  "grant.unknown": ["权限 {grant} 不存在", "there is no permission {grant}"],
  "menu.path": ["路径须以 / 开头，只含字母、数字和 - _ / :", "the path must begin with / and hold only letters, digits and - _ / :"],
  "menu.mark": ["标识须以字母开头，只含字母和数字", "the mark must begin with a letter and hold only letters and digits"],
  "menu.self": ["上级菜单不能是自己或自己的下级", "a menu cannot sit under itself or its own children"],
  "user.self": ["不能停用自己的账号", "you cannot disable your own account"],
  "user.lastAdmin": ["至少保留一个启用的超级管理员", "keep at least one enabled administrator"],
});

const PATH = /^\/[A-Za-z0-9\-_/:.]*$/;

/** §3 menu entry: the navigation tree every role's menu is cut from. */
export const menus = defineTable({
  table: "menus",
  path: "menus",
  mark: "menu",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    parentId: { type: "ref", ref: "menus", filter: "eq" },
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    nameEn: { type: "text", max: 50 },
    mark: { type: "text", required: true, max: 50, format: /^[A-Za-z][A-Za-z0-9]*$/, formatKey: texts["menu.mark"], unique: true, filter: "contains", sortable: true },
    orderNo: { type: "int", min: 0, max: 999, sortable: true },
    icon: { type: "text", max: 30 },
    path: { type: "text", required: true, max: 200, format: PATH, formatKey: texts["menu.path"], filter: "contains" },
    componentPath: { type: "text", max: 200 },
    redirectPath: { type: "text", max: 200, format: PATH, formatKey: texts["menu.path"] },
    hideChildrenMenu: { type: "bool" },
  },
  defaultSort: { field: "orderNo", order: "ascend" },
  referencedBy: [{ table: "menus", column: "parentId" }, { table: "permissions", column: "menuId" }],
  check: (row, { db, id }) => {
    // No cycles: walking up from the chosen parent must never meet the menu itself.
    for (let parent = row.parentId as number | null; id && parent; ) {
      if (parent === id) return [{ field: "parentId", key: texts["menu.self"] }];
      parent = (db.prepare("SELECT parentId FROM menus WHERE id = ?").get(parent) as { parentId: number | null } | undefined)?.parentId ?? null;
    }
    return [];
  },
  seed: () => {
    let id = 1;
    return MENU_GROUPS.flatMap((group, groupOrder) => {
      const groupId = id++;
      const [name, nameEn] = MENU_NAMES[group.mark] ?? [group.mark, group.mark];
      const row = {
        id: groupId, parentId: null, name, nameEn, mark: group.mark, orderNo: groupOrder, icon: group.icon, path: group.path,
        componentPath: group.leaves.length ? "RouteView" : `${group.path.slice(1)}/index`, redirectPath: null,
        hideChildrenMenu: group.hideChildrenMenu ?? false,
      };
      return [
        row,
        ...group.leaves.map(([mark, path], order) => {
          const [leafName, leafNameEn] = MENU_NAMES[mark] ?? [mark, mark];
          return {
            id: id++, parentId: groupId, name: leafName, nameEn: leafNameEn, mark, orderNo: order, icon: null, path,
            componentPath: `${path.slice(1)}/index`, redirectPath: null, hideChildrenMenu: false,
          };
        }),
      ];
    });
  },
});

/** The platform calls behind each seeded screen (what "interface service" lists and the permission page shows). */
const SCREEN_APIS: Record<string, string> = {
  deviceList: "devices", deviceReview: "device-reviews", deviceFirmware: "device-firmwares", cabinet: "cabinet-controllers",
  cabinetFirmware: "cabinet-controller-firmwares", connector: "connectors", connectorFirmware: "connector-firmwares", smartLock: "smart-locks",
  agencyList: "agencies", balanceConfig: "device-balance-configs", institutionList: "institutions", helpSolution: "one-key-help-records",
  eventSolution: "competitions", volunteerList: "volunteers", volunteerCertificate: "volunteer-certificates", examQuestion: "exam-questions",
  learningData: "learning-data", smsSentRecord: "sms-sent-records", vmsSentRecord: "vms-sent-records", emailSentRecord: "email-sent-records",
  repairRecord: "report-to-repair-records", incidentRecord: "incident-records", inspectionReport: "institution-inspection-reports",
  deviceInspection: "device-inspection-records", news: "news", course: "courses", video: "videos", questionnaire: "questionnaires",
  customerQuestion: "customer-questions", feedback: "feedbacks", contractList: "contracts", area: "areas", brand: "device-brands",
  serviceItem: "services", package: "service-packages", messageEvent: "entity-events", globalConfig: "global-configs",
  installSite: "install-sites", runLog: "run-logs", operationLog: "operation-logs", user: "users", role: "roles",
  permission: "permissions", menu: "menus", pushAccount: "push-accounts", mqAccount: "mq-accounts", externalInterface: "external-interfaces",
  vipList: "vip-cards", notification: "notification-messages",
};

/** §3 permission: one per screen, the actions it offers (the matrix's columns) and its interface URLs. */
export const permissions = defineTable({
  table: "permissions",
  path: "permissions",
  mark: "permission",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    mark: { type: "text", required: true, max: 50, format: /^[A-Za-z][A-Za-z0-9]*$/, formatKey: texts["menu.mark"], unique: true, filter: "contains", sortable: true },
    description: { type: "text", max: 200 },
    menuId: { type: "ref", ref: "menus", required: true, filter: "eq" },
    status: { type: "int", min: 0, max: 1, filter: "eq" },
    actions: { type: "json" },
  },
  computed: { menuName: "SELECT name FROM menus m WHERE m.id = permissions.menuId" },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "permission_urls", column: "permissionId" }],
  seed: (_rnd, db) => {
    const menuIds = new Map((db.prepare("SELECT id, mark FROM menus").all() as { id: number; mark: string }[]).map((m) => [m.mark, m.id]));
    return SEEDED_LEAVES.map((mark) => ({
      name: MENU_NAMES[mark]?.[0] ?? mark, mark, description: `${MENU_NAMES[mark]?.[0] ?? mark}页面的查询与操作`,
      menuId: menuIds.get(mark), status: 1, actions: actionsOffered(mark),
    }));
  },
});

const METHODS = ["GET", "POST", "PUT", "DELETE", "OPTIONS"] as const;

/** §3 interface URL of a permission: which platform calls the permission opens. */
export const permissionUrls = defineTable({
  table: "permission_urls",
  path: "permission-urls",
  mark: "permission",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    permissionId: { type: "ref", ref: "permissions", required: true, filter: "eq" },
    name: { type: "text", required: true, max: 50, filter: "contains" },
    url: { type: "text", required: true, max: 200, format: PATH, formatKey: texts["menu.path"], filter: "contains", sortable: true },
    path: { type: "text", max: 200 },
    method: { type: "enum", values: METHODS, required: true, filter: "eq", sortable: true },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (_rnd, db) => {
    const rows = db.prepare("SELECT id, mark, name FROM permissions ORDER BY id").all() as { id: number; mark: string; name: string }[];
    return rows.flatMap(({ id, mark, name }) => {
      const api = SCREEN_APIS[mark];
      if (!api) return [];
      const url = `/api/v1/${api}`;
      return [
        { permissionId: id, name: `${name}：列表`, url, path: `${url}?pageNo&pageSize`, method: "GET" },
        { permissionId: id, name: `${name}：详情`, url: `${url}/{id}`, path: `${url}/{id}`, method: "GET" },
        { permissionId: id, name: `${name}：保存`, url, path: url, method: "PUT" },
      ];
    });
  },
});

const ROLE_TYPES = ["SYSTEM", "INSTITUTION", "REGION", "DEVICE", "OPERATION", "AGENCY"] as const;

// Who may give what (hostile #38, #39): the console's own rule (app/lib/rights.ts), enforced here as the platform.
type Caller = AuthedCtx["caller"];

/** A refusal is the §6 forbidden answer; nothing is written. */
function refuse(refusal: RightsRefusal | null): void {
  if (refusal) throw forbidden();
}

const callerRights = (db: Database, caller: Caller) => rightsOf(db, caller.roleMark, { held: true });

/** The caller may edit, delete or re-grant a role only when it holds every grant of it (ROLE_ADMIN: admins only). */
function guardRole(db: Database, caller: Caller, stored: Record<string, unknown> | undefined): void {
  if (stored) refuse(roleRefusal(callerRights(db, caller), rightsOf(db, String(stored.mark))));
}

/**
 * The caller may add an account with a role, or change an account (and the role it gets), only within its own
 * rights; nobody changes their own role.
 */
function guardAccount(db: Database, caller: Caller, stored: Record<string, unknown> | undefined, next: Record<string, unknown> | undefined): void {
  const actor = callerRights(db, caller);
  const nextRole = next && rightsOf(db, (next.roleMark as string | null | undefined) ?? null);
  if (!stored) {
    if (nextRole) refuse(roleRefusal(actor, nextRole));
    return;
  }
  const target = { ...rightsOf(db, (stored.roleMark as string | null) ?? null), self: stored.id === caller.id };
  refuse(accountChangeRefusal(actor, target, nextRole));
}

/** §3 role: mark ROLE_X, type, status (1 enabled), and the institution, area or agency its type calls for (§5). */
export const roles = defineTable({
  table: "roles",
  path: "roles",
  mark: "role",
  audit: true,
  entityType: "USER",
  fields: {
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    mark: { type: "text", required: true, max: 30, format: /^ROLE_[A-Z0-9][A-Z0-9_]*$/, formatKey: texts["role.mark"], unique: true, filter: "contains", sortable: true },
    type: { type: "enum", values: ROLE_TYPES, required: true, filter: "eq", sortable: true },
    describe: { type: "text", max: 200 },
    status: { type: "int", min: 0, max: 1, required: true, filter: "eq" },
    institutionId: { type: "ref", ref: "institutions", filter: "eq" },
    areaId: { type: "ref", ref: "districts" },
    agencyId: { type: "ref", ref: "agencies" },
    creatorId: { type: "int", readOnly: true },
  },
  computed: {
    userCount: "SELECT COUNT(*) FROM accounts a WHERE a.roleMark = roles.mark",
    institutionName: "SELECT name FROM institutions i WHERE i.id = roles.institutionId",
    areaName: "SELECT name FROM districts d WHERE d.id = roles.areaId",
    agencyName: "SELECT name FROM agencies g WHERE g.id = roles.agencyId",
  },
  defaultSort: { field: "id", order: "ascend" },
  check: (row, { db, id }) => {
    const errors: FieldError[] = [];
    if (row.type === "INSTITUTION" && row.institutionId == null) errors.push({ field: "institutionId", key: texts["role.needsInstitution"] });
    if (row.type === "REGION" && row.areaId == null) errors.push({ field: "areaId", key: texts["role.needsArea"] });
    if (row.type === "AGENCY" && row.agencyId == null) errors.push({ field: "agencyId", key: texts["role.needsAgency"] });
    const stored = id ? (db.prepare("SELECT mark FROM roles WHERE id = ?").get(id) as { mark: string } | undefined) : undefined;
    if (stored?.mark === "ROLE_ADMIN" && (row.status !== 1 || row.mark !== "ROLE_ADMIN")) errors.push({ field: "status", key: texts["role.builtIn"] });
    return errors;
  },
  derive: (values, { id, caller }) => (id ? {} : { creatorId: caller.id, ...values }),
  guard: ({ db, caller }, stored) => guardRole(db, caller, stored),
  deletable: (db, row) => {
    if (row.mark === "ROLE_ADMIN") return texts["role.builtIn"];
    return db.prepare("SELECT 1 FROM accounts WHERE roleMark = ? LIMIT 1").get(row.mark) ? texts["role.inUse"] : undefined;
  },
  seed: (_rnd, db) => {
    const institution = db.prepare("SELECT id FROM institutions ORDER BY id LIMIT 1").get() as { id: number } | undefined;
    return SEED_ROLES.map((role) => ({
      id: role.roleId, name: role.name, mark: role.mark, type: role.type, describe: role.describe, status: 1, creatorId: 1,
      institutionId: role.type === "INSTITUTION" ? (institution?.id ?? null) : null,
    }));
  },
});

const GRANTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS role_menus (roleId INTEGER NOT NULL, menuId INTEGER NOT NULL, PRIMARY KEY (roleId, menuId));
CREATE TABLE IF NOT EXISTS role_actions (roleId INTEGER NOT NULL, mark TEXT NOT NULL, action TEXT NOT NULL, PRIMARY KEY (roleId, mark, action));
CREATE TABLE IF NOT EXISTS account_message_configs (accountId INTEGER PRIMARY KEY, data TEXT NOT NULL);
`;

const LOGIN_TYPES = ["PASSWORD", "SMS", "WECHAT", "MINIPROGRAM", "THIRD_PARTY"] as const;

/** Sign-ins of every account (user detail: login record). */
export const loginRecords = defineTable({
  table: "login_records",
  path: "login-records",
  mark: "user",
  calls: ["list"],
  fields: {
    accountId: { type: "ref", ref: "accounts", filter: "eq" },
    loginType: { type: "enum", values: LOGIN_TYPES, filter: "eq", sortable: true },
    ip: { type: "text", filter: "contains" },
    userAgent: { type: "text" },
    success: { type: "bool", filter: "eq" },
    createdDate: { type: "datetime", filter: "range", sortable: true },
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd, db) => {
    const accounts = db.prepare("SELECT id FROM accounts ORDER BY id").all() as { id: number }[];
    const agents = ["Chrome 131 / Windows 11", "Edge 131 / Windows 10", "Safari 18 / macOS", "WeChat 8.0 / iOS", "Firefox 133 / Linux"];
    return accounts.flatMap(({ id }) =>
      Array.from({ length: 24 }, (_, i) => {
        const type = rnd.pick(["PASSWORD", "PASSWORD", "PASSWORD", "SMS", "WECHAT"] as const);
        return {
          accountId: id, loginType: type, ip: `10.${rnd.int(0, 40)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`, userAgent: rnd.pick(agents),
          success: rnd.int(0, 9) > 0, createdDate: seedTime(ANCHOR - (24 - i) * 1.3 * DAY - rnd.int(0, 36_000) * 1000),
        };
      }),
    );
  },
});

/** Writes one sign-in (the authenticate call calls this). */
export function recordLogin(db: Database, entry: { accountId: number; loginType: string; ip: string; userAgent: string; success: boolean }): void {
  db.prepare("INSERT INTO login_records (accountId, loginType, ip, userAgent, success, createdDate) VALUES (?, ?, ?, ?, ?, ?)").run(
    entry.accountId, entry.loginType, entry.ip, entry.userAgent.slice(0, 200), entry.success ? 1 : 0, nowString(),
  );
}

/** §3 user: the platform's accounts as user management sees them (no hash, no branding). */
export const users = defineTable({
  table: "accounts",
  path: "users",
  mark: "user",
  audit: true,
  entityType: "USER",
  calls: ["list", "get", "update"],
  fields: {
    username: { type: "text", required: true, max: 20, format: USERNAME, formatKey: "field.username", unique: true, filter: "contains", sortable: true },
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    phoneNumber: { type: "text", format: "phone", unique: true, filter: "contains" },
    email: { type: "text", max: 100, format: "email", filter: "contains" },
    roleMark: { type: "text", required: true, max: 30, filter: "eq", sortable: true },
    institutionId: { type: "ref", ref: "institutions" },
    areaId: { type: "ref", ref: "districts" },
    visitor: { type: "bool", filter: "eq" },
    active: { type: "bool", readOnly: true, filter: "eq" },
    initPasswordFlag: { type: "bool", readOnly: true },
  },
  // An institution's or agency's administrators: placed there themselves, or holding a role tied to it (§5).
  filters: {
    institutionId: {
      op: "custom", values: /^\d{1,18}$/,
      where: (raw) => ({ sql: "accounts.institutionId = ? OR accounts.roleMark IN (SELECT mark FROM roles WHERE institutionId = ?)", params: [Number(raw), Number(raw)] }),
    },
    agencyId: {
      op: "custom", values: /^\d{1,18}$/,
      where: (raw) => ({ sql: "accounts.roleMark IN (SELECT mark FROM roles WHERE agencyId = ?)", params: [Number(raw)] }),
    },
  },
  hiddenColumns: ["passwordHash", "avatar", "imageUrl", "vipKeySerialNumber", "systemTheme", "systemLogo", "systemName", "systemNameEn"],
  computed: {
    roleName: "SELECT name FROM roles r WHERE r.mark = accounts.roleMark",
    institutionName: "SELECT name FROM institutions i WHERE i.id = accounts.institutionId",
    areaName: "SELECT name FROM districts d WHERE d.id = accounts.areaId",
    lastLoginDate: "SELECT MAX(createdDate) FROM login_records l WHERE l.accountId = accounts.id AND l.success = 1",
  },
  defaultSort: { field: "id", order: "ascend" },
  check: (row, { db }) => (db.prepare("SELECT 1 FROM roles WHERE mark = ?").get(row.roleMark) ? [] : [{ field: "roleMark", key: texts["role.unknown"] }]),
  guard: ({ db, caller }, stored, next) => guardAccount(db, caller, stored, next),
});

/** A password the system sets (new user, reset): strong by §5, shown once to the administrator. */
function initialPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz";
  return `Aed#${Array.from({ length: 3 }, () => pick(letters)).join("")}${Array.from({ length: 4 }, () => pick("23456789")).join("")}`;
}

interface Grants {
  menuIds: number[];
  grants: { mark: string; actions: string[] }[];
}

function grantsOf(db: Database, roleId: number): Grants {
  const menuIds = (db.prepare("SELECT menuId FROM role_menus WHERE roleId = ? ORDER BY menuId").all(roleId) as { menuId: number }[]).map((r) => r.menuId);
  const grants = new Map<string, string[]>();
  for (const row of db.prepare("SELECT mark, action FROM role_actions WHERE roleId = ? ORDER BY rowid").all(roleId) as { mark: string; action: string }[]) {
    grants.set(row.mark, [...(grants.get(row.mark) ?? []), row.action]);
  }
  return { menuIds, grants: [...grants].map(([mark, actions]) => ({ mark, actions })) };
}

function seedGrants(db: Database): void {
  const menuIds = new Map((db.prepare("SELECT id, mark FROM menus").all() as { id: number; mark: string }[]).map((m) => [m.mark, m.id]));
  const menu = db.prepare("INSERT INTO role_menus (roleId, menuId) VALUES (?, ?)");
  const action = db.prepare("INSERT INTO role_actions (roleId, mark, action) VALUES (?, ?, ?)");
  for (const role of SEED_ROLES) {
    for (const mark of role.menus) menu.run(role.roleId, menuIds.get(mark));
    for (const [mark, actions] of role.grants) for (const name of actions) action.run(role.roleId, mark, name);
  }
  const config = db.prepare("INSERT INTO account_message_configs (accountId, data) VALUES (?, ?)");
  for (const { id } of db.prepare("SELECT id FROM accounts").all() as { id: number }[]) {
    config.run(id, JSON.stringify({ sms: true, voice: id % 2 === 0, email: true, inApp: true, levels: ["WARNING", "SERIOUS"] }));
  }
}

function systemRoutes({ db }: Services): Route[] {
  const role = (id: number) => {
    const row = db.prepare("SELECT id, mark FROM roles WHERE id = ?").get(id) as { id: number; mark: string } | undefined;
    if (!row) throw notFound();
    return row;
  };
  const account = (id: number) => {
    const row = db.prepare("SELECT id, username, roleMark, active FROM accounts WHERE id = ?").get(id) as
      | { id: number; username: string; roleMark: string | null; active: number }
      | undefined;
    if (!row) throw notFound();
    return row;
  };
  const enabledAdmins = (exceptId: number) =>
    (db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE roleMark = 'ROLE_ADMIN' AND active = 1 AND id <> ?").get(exceptId) as { n: number }).n;
  const setActive = (ctx: AuthedCtx, active: boolean) => {
    const target = account(idParam(ctx));
    guardAccount(db, ctx.caller, target, undefined);
    if (!active && target.id === ctx.caller.id) throw new HttpError(400, { key: texts["user.self"] });
    if (!active && target.roleMark === "ROLE_ADMIN" && enabledAdmins(target.id) === 0) throw new HttpError(400, { key: texts["user.lastAdmin"] });
    db.transaction(() => {
      db.prepare("UPDATE accounts SET active = ?, lastModifiedBy = ?, lastModifiedDate = ? WHERE id = ?").run(active ? 1 : 0, ctx.caller.username, nowString(), target.id);
      // A disabled account is signed out everywhere at once.
      if (!active) db.prepare("UPDATE sessions SET revoked = 1 WHERE accountId = ?").run(target.id);
      logOperation(db, ctx.caller, { entity: "user", entityId: target.id, action: active ? "ACTIVATE" : "OTHER" });
    })();
    return noContent();
  };

  return [
    {
      // New users get a system-set initial password, answered once, and must change it at first sign-in (§6).
      method: "POST", path: "/api/v1/users", access: "user.add",
      handle: async (ctx) => {
        const values = readBody(users, await ctx.readJson(), { db, caller: ctx.caller });
        guardAccount(db, ctx.caller, undefined, values);
        const password = initialPassword();
        const now = nowString();
        const id = db.transaction(() => {
          const newId = insertRow(db, users, {
            visitor: 0, ...values, passwordHash: hashPassword(password), initPasswordFlag: 1, active: 1,
            createdDate: now, lastModifiedBy: ctx.caller.username, lastModifiedDate: now,
          });
          db.prepare("INSERT INTO account_message_configs (accountId, data) VALUES (?, ?)").run(newId, JSON.stringify({ sms: true, voice: false, email: true, inApp: true, levels: ["SERIOUS"] }));
          logOperation(db, ctx.caller, { entity: "user", entityId: newId, action: "ADD" });
          return newId;
        })();
        const row = db.prepare("SELECT * FROM accounts WHERE id = ?").get(id) as Record<string, unknown>;
        return { status: 201, body: { ...rowOut(users, row), initialPassword: password } };
      },
    },
    {
      method: "PUT", path: "/api/v1/users/:id/reset-password", access: "user.resetPassword",
      handle: (ctx) => {
        const target = account(idParam(ctx));
        guardAccount(db, ctx.caller, target, undefined);
        const password = initialPassword();
        db.transaction(() => {
          db.prepare("UPDATE accounts SET passwordHash = ?, initPasswordFlag = 1, lastModifiedBy = ?, lastModifiedDate = ? WHERE id = ?").run(
            hashPassword(password), ctx.caller.username, nowString(), target.id,
          );
          db.prepare("UPDATE sessions SET revoked = 1 WHERE accountId = ?").run(target.id);
          logOperation(db, ctx.caller, { entity: "user", entityId: target.id, action: "UPDATE", reason: "reset password" });
        })();
        return result({ initialPassword: password });
      },
    },
    { method: "PUT", path: "/api/v1/users/:id/enable", access: "user.enable", handle: (ctx) => setActive(ctx, true) },
    { method: "PUT", path: "/api/v1/users/:id/disable", access: "user.disable", handle: (ctx) => setActive(ctx, false) },
    {
      method: "GET", path: "/api/v1/users/:id/operation-logs", access: "user.get",
      handle: (ctx) => {
        const target = account(idParam(ctx));
        const { rows, total } = queryList(
          db,
          {
            from: "operation_logs", select: "id, entity, entityId, action, reason, operator, createdDate", idColumn: "id",
            filters: { action: { column: "action", op: "eq" } }, sorts: { createdDate: "createdDate" },
            defaultSort: { field: "createdDate", order: "descend" },
          },
          ctx.query,
          { where: "operator = ?", params: [target.username] },
        );
        return listReply(rows, total);
      },
    },
    {
      method: "GET", path: "/api/v1/users/:id/message-config", access: "user.get",
      handle: (ctx) => {
        const target = account(idParam(ctx));
        const row = db.prepare("SELECT data FROM account_message_configs WHERE accountId = ?").get(target.id) as { data: string } | undefined;
        return result(row ? JSON.parse(row.data) : null);
      },
    },
    {
      // The platform calls the user's role opens ("interface service").
      method: "GET", path: "/api/v1/users/:id/interfaces", access: "user.get",
      handle: (ctx) => {
        const target = account(idParam(ctx));
        const { rows, total } = queryList(
          db,
          {
            from: "permission_urls u JOIN permissions p ON p.id = u.permissionId",
            select: "u.id, u.name, u.url, u.method, p.mark AS permissionMark, p.name AS permissionName", idColumn: "u.id",
            filters: {}, sorts: { id: "u.id" }, defaultSort: { field: "id", order: "ascend" },
          },
          ctx.query,
          { where: "p.mark IN (SELECT g.mark FROM role_actions g JOIN roles r ON r.id = g.roleId WHERE r.mark = ? AND r.status = 1)", params: [target.roleMark] },
        );
        return listReply(rows, total);
      },
    },
    {
      method: "GET", path: "/api/v1/users/:id/devices", access: "user.get",
      handle: (ctx) => {
        const target = account(idParam(ctx));
        const { rows, total } = queryList(
          db,
          {
            from: "device_admins da JOIN devices d ON d.id = da.device_id",
            select: "d.id, d.sn AS serialNumber, d.address, da.createdDate", idColumn: "d.id",
            filters: { serialNumber: { column: "d.sn", op: "contains" } }, sorts: { id: "d.id", createdDate: "da.createdDate" },
            defaultSort: { field: "createdDate", order: "descend" },
          },
          ctx.query,
          { where: "da.account_id = ?", params: [target.id] },
        );
        return listReply(rows, total);
      },
    },
    {
      // Every role with its status and grants, so the console can offer only the roles the caller may give (and
      // tell which accounts it may touch) by the same rule as here.
      method: "GET", path: "/api/v1/roles/options", access: "bearer",
      handle: () =>
        result(
          (db.prepare("SELECT mark AS value, name AS label, status FROM roles ORDER BY id").all() as { value: string; label: string; status: number }[]).map((role) => ({
            ...role,
            grants: rightsOf(db, role.value).grants,
          })),
        ),
    },
    {
      method: "GET", path: "/api/v1/permissions/no-pager", access: "role.get",
      handle: () => result((db.prepare("SELECT * FROM permissions WHERE status = 1 ORDER BY id").all() as Record<string, unknown>[]).map((row) => rowOut(permissions, row))),
    },
    {
      method: "GET", path: "/api/v1/menus/tree", access: "menu.query",
      handle: () => result((db.prepare("SELECT * FROM menus ORDER BY orderNo, id").all() as Record<string, unknown>[]).map((row) => rowOut(menus, row))),
    },
    { method: "GET", path: "/api/v1/roles/:id/grants", access: "role.get", handle: (ctx) => result(grantsOf(db, role(idParam(ctx)).id)) },
    {
      // The permission matrix: which menus the role sees and which mark.action it holds, replaced as a whole.
      method: "PUT", path: "/api/v1/roles/:id/grants", access: "role.edit",
      handle: async (ctx) => {
        const target = role(idParam(ctx));
        guardRole(db, ctx.caller, target);
        const body = (await ctx.readJson()) as Partial<Grants>;
        const menuIds = Array.isArray(body.menuIds) ? body.menuIds.map(Number) : [];
        const grants = Array.isArray(body.grants) ? body.grants : [];
        // Nobody grants an action it does not hold itself.
        const wanted = grants.flatMap((grant) => (Array.isArray(grant?.actions) ? grant.actions.map((action) => `${String(grant.mark)}.${String(action)}`) : []));
        if (grantsLacked(callerRights(db, ctx.caller), wanted).length) throw forbidden();
        const knownMenus = new Set((db.prepare("SELECT id FROM menus").all() as { id: number }[]).map((m) => m.id));
        const offered = new Map(
          (db.prepare("SELECT mark, actions FROM permissions").all() as { mark: string; actions: string | null }[]).map((p) => [p.mark, new Set<string>(JSON.parse(p.actions ?? "[]"))]),
        );
        const errors: FieldError[] = [];
        for (const id of menuIds) if (!knownMenus.has(id)) errors.push({ field: "menuIds", key: "field.reference" });
        for (const grant of grants) {
          for (const action of Array.isArray(grant?.actions) ? grant.actions : []) {
            if (!offered.get(String(grant.mark))?.has(String(action))) errors.push({ field: "grants", key: texts["grant.unknown"], params: { grant: `${grant.mark}.${action}` } });
          }
        }
        if (target.mark === "ROLE_ADMIN") errors.push({ field: "grants", key: texts["role.builtIn"] });
        if (errors.length) throw invalidFields(errors.slice(0, 10));
        db.transaction(() => {
          db.prepare("DELETE FROM role_menus WHERE roleId = ?").run(target.id);
          db.prepare("DELETE FROM role_actions WHERE roleId = ?").run(target.id);
          const menu = db.prepare("INSERT OR IGNORE INTO role_menus (roleId, menuId) VALUES (?, ?)");
          for (const id of menuIds) menu.run(target.id, id);
          const action = db.prepare("INSERT OR IGNORE INTO role_actions (roleId, mark, action) VALUES (?, ?, ?)");
          for (const grant of grants) for (const name of grant.actions) action.run(target.id, String(grant.mark), String(name));
          logOperation(db, ctx.caller, { entity: "role", entityId: target.id, action: "UPDATE", reason: "permissions" });
        })();
        return result(grantsOf(db, target.id));
      },
    },
  ];
}

export const systemArea = defineArea({
  name: "system",
  tables: [menus, permissions, permissionUrls, roles, users, loginRecords],
  schema: GRANTS_SCHEMA,
  dataTables: ["role_menus", "role_actions", "account_message_configs"],
  routes: systemRoutes,
  seed: (db) => seedGrants(db),
});
