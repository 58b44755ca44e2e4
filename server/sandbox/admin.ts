// Logs, integrations and VIP cards (§2 system logs, external interface, third-party and MQ accounts, vip):
// declared with the table kit. Passwords, secrets and certificate paths are `secret`: accepted, never answered.
import { defineMessages } from "./i18n.js";
import { defineArea, defineTable } from "./table.js";
import { ANCHOR, DAY, seedTime } from "./time.js";

const texts = defineMessages({
  "mq.queue": ["队列名须以 real_time_data_ 开头，后接英文字母、数字或下划线", "the queue must begin with real_time_data_ followed by letters, digits or underscores"],
  "mq.name": ["只能包含英文字母、数字、下划线、点或短横线", "letters, digits, underscores, dots and hyphens only"],
  "vip.serial": ["会员卡号格式为 VIP-年份-四位数字", "a VIP card number looks like VIP-2026-0001"],
});

const DEVICE_MARKS = ["deviceList", "deviceFirmware", "cabinet", "connector", "smartLock", "deviceReview", "repairRecord"];
const USER_MARKS = ["user", "role", "volunteerCertificate"];
const SYSTEM_MARKS = ["menu", "permission", "area", "brand", "package", "serviceItem", "messageEvent", "globalConfig", "installSite"];
const list = (marks: string[]) => marks.map((mark) => `'${mark}'`).join(", ");
/** §4 entity type of a log line, from the entity its write touched. */
const ENTITY_TYPE_SQL = `CASE WHEN entity IN ('device', ${list(DEVICE_MARKS)}) THEN 'DEVICE' WHEN entity IN (${list(USER_MARKS)}) THEN 'USER'
  WHEN entity IN (${list(SYSTEM_MARKS)}) THEN 'SYSTEM' ELSE 'OTHER' END`;
const ENTITY_TYPES = ["SYSTEM", "DEVICE", "USER", "OTHER"] as const;

/** The operation log (§4 operation types, sources, entity types): every write the platform took, read-only. */
export const operationLogs = defineTable({
  table: "operation_logs",
  path: "operation-logs",
  mark: "operationLog",
  calls: ["list", "get"],
  fields: {
    entity: { type: "text", filter: "contains", sortable: true },
    entityId: { type: "int" },
    action: { type: "enum", values: ["SELECT", "ADD", "UPDATE", "EXPORT", "IMPORT", "ACTIVATE", "BIND", "UNBIND", "OTHER", "DELETE", "RESET"], filter: "eq", sortable: true },
    reason: { type: "text" },
    operator: { type: "text", filter: "contains", sortable: true },
    source: { type: "enum", values: ["MINI_PROGRAM", "PC", "APP", "UNKNOWN"], filter: "eq" },
    createdDate: { type: "datetime", filter: "range", sortable: true },
  },
  computed: { entityType: ENTITY_TYPE_SQL },
  filters: {
    entityType: { op: "custom", values: ENTITY_TYPES, where: (raw) => ({ sql: `(${ENTITY_TYPE_SQL}) = ?`, params: [raw] }) },
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd) => {
    const entities = [...DEVICE_MARKS, ...USER_MARKS, ...SYSTEM_MARKS, "news", "notification"];
    const actions = ["ADD", "UPDATE", "UPDATE", "DELETE", "EXPORT", "IMPORT", "ACTIVATE", "BIND", "UNBIND", "SELECT"];
    return Array.from({ length: 400 }, (_, i) => ({
      entity: rnd.pick(entities), entityId: rnd.int(1, 500), action: rnd.pick(actions), reason: null,
      operator: rnd.pick(["admin", "admin", "operator", "svip"]), source: rnd.pick(["PC", "PC", "PC", "APP", "MINI_PROGRAM"]),
      createdDate: seedTime(ANCHOR - ((400 - i) / 400) * 60 * DAY - rnd.int(0, 3600) * 1000),
    }));
  },
});

const SERVICES = ["device-gateway", "message-center", "rescue-dispatch", "report-generator", "data-sync", "auth-server"];
const LINES: Record<string, string[]> = {
  INFO: ["心跳连接已建立", "定时任务执行完成", "巡检报告生成完成", "同步设备数据 200 条", "短信批量发送完成", "缓存已刷新"],
  WARN: ["设备心跳超时，重试中", "短信网关响应慢（3.2s）", "队列积压超过 1000 条", "证书将于 30 天后到期"],
  ERROR: ["连接消息队列失败：connection refused", "报告生成失败：模板缺少字段", "推送第三方接口返回 502", "数据库连接池耗尽"],
};

/** The run log: what the platform's services reported, read-only with level, service and time filters. */
export const runLogs = defineTable({
  table: "run_logs",
  path: "run-logs",
  mark: "runLog",
  calls: ["list", "get"],
  fields: {
    level: { type: "enum", values: ["INFO", "WARN", "ERROR"], filter: "eq", sortable: true },
    service: { type: "text", filter: "eq", sortable: true },
    message: { type: "text", filter: "contains" },
    host: { type: "text" },
    createdDate: { type: "datetime", filter: "range", sortable: true },
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd) =>
    Array.from({ length: 600 }, (_, i) => {
      const level = rnd.int(0, 19) === 0 ? "ERROR" : rnd.int(0, 5) === 0 ? "WARN" : "INFO";
      return {
        level, service: rnd.pick(SERVICES), message: rnd.pick(LINES[level]!), host: `aed-app-0${rnd.int(1, 3)}`,
        createdDate: seedTime(ANCHOR - ((600 - i) / 600) * 30 * DAY - rnd.int(0, 3600) * 1000),
      };
    }),
});

/** §3 third-party (push) account: where the platform pushes device data and events, with its switches. */
export const pushAccounts = defineTable({
  table: "push_accounts",
  path: "push-accounts",
  mark: "pushAccount",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    username: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    type: { type: "enum", values: ["INSTITUTION", "REGION", "PLATFORM"], required: true, filter: "eq" },
    protocol: { type: "enum", values: ["HTTP", "HTTPS", "MQTT"], required: true, filter: "eq" },
    url: { type: "text", required: true, format: "url", filter: "contains" },
    password: { type: "text", max: 64, secret: true },
    certificatePath: { type: "text", max: 200, secret: true },
    innerService: { type: "bool" },
    enabled: { type: "bool", filter: "eq" },
    includeSubInstitutions: { type: "bool" },
    pushSelfTest: { type: "bool" },
    pushEvents: { type: "bool" },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd) =>
    ["hz_health", "sz_120", "bj_redcross", "gz_metro", "sh_insurer", "cd_hospital", "wh_gov", "nj_school"].map((username, i) => ({
      username, type: rnd.pick(["INSTITUTION", "REGION", "PLATFORM"]), protocol: i % 3 === 2 ? "MQTT" : "HTTPS",
      url: `https://push${i + 1}.partner.example/aed/receive`, password: `Seeded-Push-${rnd.hex(8)}`, certificatePath: i % 2 ? `/etc/aed/certs/${username}.pem` : null,
      innerService: i % 4 === 0, enabled: i !== 5, includeSubInstitutions: i % 2 === 0, pushSelfTest: true, pushEvents: i % 3 !== 1,
    })),
});

/** §3 MQ account: a consumer of the real-time data queues (§5 the queue begins with real_time_data_). */
export const mqAccounts = defineTable({
  table: "mq_accounts",
  path: "mq-accounts",
  mark: "mqAccount",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    username: { type: "text", required: true, max: 30, format: /^[A-Za-z0-9_.-]+$/, formatKey: texts["mq.name"], unique: true, filter: "contains", sortable: true },
    password: { type: "text", max: 64, secret: true },
    queue: { type: "text", required: true, max: 100, format: /^real_time_data_[A-Za-z0-9_]+$/, formatKey: texts["mq.queue"], unique: true, filter: "contains", sortable: true },
    exchange: { type: "text", required: true, max: 50, format: /^[A-Za-z0-9_.-]+$/, formatKey: texts["mq.name"] },
    virtualHost: { type: "text", required: true, max: 50 },
    routeKey: { type: "text", max: 100 },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd) =>
    ["hangzhou", "shenzhen", "beijing", "guangzhou", "chengdu"].map((city) => ({
      username: `mq_${city}`, password: `Seeded-Mq-${rnd.hex(8)}`, queue: `real_time_data_${city}`, exchange: "aed.realtime", virtualHost: "/aed",
      routeKey: `device.${city}.#`,
    })),
});

/** External interfaces (ERP and public): keys the platform gives to outside systems. */
export const externalInterfaces = defineTable({
  table: "external_interfaces",
  path: "external-interfaces",
  mark: "externalInterface",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    kind: { type: "enum", values: ["ERP", "PUBLIC"], required: true, filter: "eq", sortable: true },
    appKey: { type: "text", required: true, max: 40, format: /^[A-Za-z0-9_-]+$/, formatKey: texts["mq.name"], unique: true, filter: "contains" },
    appSecret: { type: "text", max: 64, secret: true },
    url: { type: "text", format: "url" },
    enabled: { type: "bool", filter: "eq" },
    description: { type: "text", max: 200 },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd) =>
    [
      ["金蝶 ERP 设备同步", "ERP"], ["用友 ERP 出库对接", "ERP"], ["高德地图开放接口", "PUBLIC"], ["城市急救开放数据", "PUBLIC"], ["红十字会培训平台", "PUBLIC"],
    ].map(([name, kind], i) => ({
      name, kind, appKey: `ak_${kind!.toLowerCase()}_${1001 + i}`, appSecret: `Seeded-Secret-${rnd.hex(12)}`,
      url: kind === "ERP" ? `https://erp${i + 1}.partner.example/api` : null, enabled: i !== 4, description: `${name}使用的接口凭据`,
    })),
});

/** §3 VIP card: serial number, secret, bound persons, and the branding (§1) a member's console shows. */
export const vipCards = defineTable({
  table: "vip_cards",
  path: "vip-cards",
  mark: "vipList",
  audit: true,
  entityType: "USER",
  fields: {
    serialNumber: { type: "text", required: true, max: 20, format: /^VIP-\d{4}-\d{4}$/, formatKey: texts["vip.serial"], unique: true, filter: "contains", sortable: true },
    secret: { type: "text", max: 64, secret: true },
    boundPersonCount: { type: "int", min: 0, max: 100000, readOnly: true, sortable: true },
    systemName: { type: "text", max: 30, filter: "contains" },
    systemNameEn: { type: "text", max: 50 },
    systemTheme: { type: "text", max: 30, format: /^((light|dark)--)?#[0-9A-Fa-f]{6}$/, formatKey: "field.format" },
    expiryDate: { type: "date", filter: "range", sortable: true },
  },
  computed: { accountCount: "SELECT COUNT(*) FROM accounts a WHERE a.vipKeySerialNumber = vip_cards.serialNumber" },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd) => {
    const brands = [["心安急救管理平台", "HeartSafe Rescue Console", "light--#722ED1"], ["城市急救云", "City Rescue Cloud", "dark--#13C2C2"], ["平安守护", "Safe Guard", "#52C41A"]];
    return Array.from({ length: 36 }, (_, i) => {
      const [name, nameEn, theme] = brands[i % brands.length]!;
      return {
        serialNumber: `VIP-2026-${String(i + 1).padStart(4, "0")}`, secret: `Seeded-Vip-${rnd.hex(10)}`, boundPersonCount: rnd.int(0, 800),
        systemName: i === 0 ? "心安急救管理平台" : name, systemNameEn: i === 0 ? "HeartSafe Rescue Console" : nameEn, systemTheme: i === 0 ? "light--#722ED1" : theme,
        expiryDate: `${2026 + (i % 3)}-${String(1 + (i % 12)).padStart(2, "0")}-28`,
      };
    });
  },
});

export const adminArea = defineArea({ name: "admin", tables: [operationLogs, runLogs, pushAccounts, mqAccounts, externalInterfaces, vipCards] });
