// System config (§2 system config, §3): entities declared with the table kit. Areas, brands and packages are the
// fleet's own reference tables (devices.ts creates and seeds them); here they become editable.
import type { Database } from "better-sqlite3";
import { defineMessages } from "./i18n.js";
import { defineArea, defineTable } from "./table.js";

const texts = defineMessages({
  "area.code": ["区域编码为 2 到 6 位英文字母或数字", "the area code is 2 to 6 letters or digits"],
  "area.upperRequired": ["请选择上级区域", "choose the upper area"],
  "area.upperLevel": ["上级区域的级别应为 {level}", "the upper area must be of level {level}"],
  "service.key": ["服务标识只能包含英文字母、数字、下划线或短横线", "the service key may hold only letters, digits, underscores and hyphens"],
  "service.self": ["上级服务不能是自己或自己的下级", "a service cannot sit under itself or its own children"],
  "event.code": ["事件编码为大写英文字母、数字或下划线", "the event code is upper-case letters, digits or underscores"],
});

const LEVELS = ["COUNTRY", "STATE", "CITY", "REGION"] as const;

/** True when `parent` is `id` or below it (a parent chosen among a row's own children would make a loop). */
function isWithin(db: Database, table: string, parent: number | null, id: number | undefined): boolean {
  for (let at = parent; id && at; ) {
    if (at === id) return true;
    at = (db.prepare(`SELECT parentId FROM ${table} WHERE id = ?`).get(at) as { parentId: number | null } | undefined)?.parentId ?? null;
  }
  return false;
}

/** §3 area: the region tree (country → province → city → district), §5 area code 2–6 and the upper level required. */
export const areas = defineTable({
  table: "districts",
  path: "areas",
  mark: "area",
  entityType: "SYSTEM",
  fields: {
    code: { type: "text", required: true, min: 2, max: 6, format: /^[A-Za-z0-9]{2,6}$/, formatKey: texts["area.code"], unique: true, filter: "contains", sortable: true },
    parentId: { type: "ref", ref: "districts", filter: "eq" },
    level: { type: "enum", values: LEVELS, required: true, filter: "eq", sortable: true },
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    nameEn: { type: "text", required: true, max: 50, filter: "contains" },
    lat: { type: "number", min: -90, max: 90 },
    lng: { type: "number", min: -180, max: 180 },
  },
  computed: {
    parentName: "SELECT p.name FROM districts p WHERE p.id = districts.parentId",
    childCount: "SELECT COUNT(*) FROM districts c WHERE c.parentId = districts.id",
  },
  defaultSort: { field: "code", order: "ascend" },
  referencedBy: [
    { table: "districts", column: "parentId" },
    { table: "devices", column: "cityId" },
    { table: "devices", column: "regionId" },
    { table: "institutions", column: "cityId" },
  ],
  check: (row, { db, id }) => {
    const index = LEVELS.indexOf(row.level as (typeof LEVELS)[number]);
    if (index <= 0) return [];
    if (row.parentId == null) return [{ field: "parentId", key: texts["area.upperRequired"] }];
    const parent = db.prepare("SELECT level FROM districts WHERE id = ?").get(row.parentId) as { level: string } | undefined;
    if (parent?.level !== LEVELS[index - 1]) return [{ field: "parentId", key: texts["area.upperLevel"], params: { level: LEVELS[index - 1]! } }];
    if (isWithin(db, "districts", row.parentId as number, id)) return [{ field: "parentId", key: texts["area.upperLevel"], params: { level: LEVELS[index - 1]! } }];
    return [];
  },
});

/** §3 brand: Chinese and English names and a logo (an uploaded image's URL). */
export const brands = defineTable({
  table: "device_brands",
  path: "device-brands",
  mark: "brand",
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, unique: true, filter: "contains", sortable: true },
    nameEn: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    logo: { type: "text", max: 300, file: true },
  },
  computed: {
    modelCount: "SELECT COUNT(*) FROM device_models m WHERE m.brandId = device_brands.id",
    deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.brandId = device_brands.id",
  },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "brandId" }, { table: "device_models", column: "brandId" }],
});

/** §3 service package: what a device or institution subscribes to, for a number of years. */
export const packages = defineTable({
  table: "service_packages",
  path: "service-packages",
  mark: "package",
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, unique: true, filter: "contains", sortable: true },
    nameEn: { type: "text", required: true, max: 50, filter: "contains" },
    years: { type: "int", required: true, min: 1, max: 10, filter: "eq", sortable: true },
  },
  computed: { deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.packageId = service_packages.id" },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "packageId" }, { table: "institutions", column: "packageId" }],
});

const SERVICES: [name: string, key: string, parent: string | null][] = [
  ["设备服务", "device", null], ["远程监测", "device_monitor", "device"], ["自检提醒", "device_self_test", "device"], ["耗材更换", "device_consumables", "device"],
  ["固件升级", "device_firmware", "device"], ["急救服务", "rescue", null], ["一键呼救", "rescue_call", "rescue"], ["志愿者调度", "rescue_dispatch", "rescue"],
  ["120 联动", "rescue_120", "rescue"], ["培训服务", "training", null], ["线上课程", "training_online", "training"], ["线下实操", "training_offline", "training"],
  ["运维服务", "operation", null], ["巡检报告", "operation_inspection", "operation"], ["上门维修", "operation_repair", "operation"],
];

/** §3 service: name, key and parent, a tree of what the platform offers. */
export const services = defineTable({
  table: "services",
  path: "services",
  mark: "serviceItem",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    key: { type: "text", required: true, max: 50, format: /^[A-Za-z0-9_-]+$/, formatKey: texts["service.key"], unique: true, filter: "contains", sortable: true },
    parentId: { type: "ref", ref: "services", filter: "eq" },
    orderNo: { type: "int", min: 0, max: 999, sortable: true },
    description: { type: "text", max: 200 },
  },
  computed: {
    parentName: "SELECT p.name FROM services p WHERE p.id = services.parentId",
    childCount: "SELECT COUNT(*) FROM services c WHERE c.parentId = services.id",
  },
  // The tree's first level (the console browses it as links, one parent's children at a time).
  filters: { topLevel: { op: "custom", values: ["true"], where: () => ({ sql: "services.parentId IS NULL", params: [] }) } },
  defaultSort: { field: "orderNo", order: "ascend" },
  referencedBy: [{ table: "services", column: "parentId" }],
  check: (row, { db, id }) => (isWithin(db, "services", (row.parentId as number | null) ?? null, id) ? [{ field: "parentId", key: texts["service.self"] }] : []),
  seed: () => {
    const ids = new Map<string, number>();
    return SERVICES.map(([name, key, parent], i) => {
      ids.set(key, i + 1);
      return { id: i + 1, name, key, parentId: parent ? ids.get(parent) : null, orderNo: i, description: `${name}相关的平台服务` };
    });
  },
});

const EVENT_ENTITIES = ["DEVICE", "VOLUNTEER", "INSTITUTION", "SYSTEM"] as const;
const EVENTS: [name: string, code: string, entity: string, timing: string, level: string][] = [
  ["设备离线", "DEVICE_OFFLINE", "DEVICE", "REAL_TIME", "WARNING"], ["设备被取用", "DEVICE_IN_USE", "DEVICE", "REAL_TIME", "SERIOUS"],
  ["柜门打开", "CABINET_DOOR_OPENED", "DEVICE", "REAL_TIME", "WARNING"], ["电量低", "BATTERY_LOW", "DEVICE", "REAL_TIME", "WARNING"],
  ["电极片即将过期", "ELECTRODE_EXPIRING", "DEVICE", "ON_TIME", "WARNING"], ["电极片已过期", "ELECTRODE_EXPIRED", "DEVICE", "ON_TIME", "SERIOUS"],
  ["自检失败", "SELF_TEST_FAILED", "DEVICE", "REAL_TIME", "SERIOUS"], ["超出电子围栏", "OUT_OF_FENCE", "DEVICE", "REAL_TIME", "SERIOUS"],
  ["一键呼救", "ONE_KEY_HELP", "VOLUNTEER", "REAL_TIME", "SERIOUS"], ["志愿者证书到期", "CERTIFICATE_EXPIRING", "VOLUNTEER", "ON_TIME", "COMMON"],
  ["巡检报告已生成", "INSPECTION_REPORT_READY", "INSTITUTION", "ON_TIME", "COMMON"], ["套餐即将到期", "PACKAGE_EXPIRING", "INSTITUTION", "ON_TIME", "WARNING"],
  ["系统维护通知", "SYSTEM_MAINTENANCE", "SYSTEM", "ON_TIME", "COMMON"],
];

/** §3 event type (message events): what is sent, when, how urgent, and the templates of each channel. */
export const messageEvents = defineTable({
  table: "entity_events",
  path: "entity-events",
  mark: "messageEvent",
  audit: true,
  entityType: "SYSTEM",
  fields: {
    name: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    code: { type: "text", required: true, max: 50, format: /^[A-Z][A-Z0-9_]*$/, formatKey: texts["event.code"], unique: true, filter: "contains", sortable: true },
    entity: { type: "enum", values: EVENT_ENTITIES, required: true, filter: "eq", sortable: true },
    timedType: { type: "enum", values: ["REAL_TIME", "ON_TIME"], required: true, filter: "eq" },
    level: { type: "enum", values: ["COMMON", "WARNING", "SERIOUS"], required: true, filter: "eq", sortable: true },
    smsTemplate: { type: "text", max: 200 },
    vmsTemplate: { type: "text", max: 200 },
    emailTemplate: { type: "text", max: 500 },
    contentTemplate: { type: "text", max: 500 },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: () =>
    EVENTS.map(([name, code, entity, timedType, level]) => ({
      name, code, entity, timedType, level,
      smsTemplate: `【心安急救】{deviceSn} ${name}，请及时处理。`,
      vmsTemplate: level === "SERIOUS" ? `您好，${name}，设备 {deviceSn}，请立即处理。` : null,
      emailTemplate: `${name}：设备 {deviceSn}，地址 {address}，时间 {time}。`,
      contentTemplate: `${name}（{deviceSn}）`,
    })),
});

/** Global config (§2): one settings row, read and saved as a whole. */
export const globalConfig = defineTable({
  table: "global_configs",
  path: "global-configs",
  mark: "globalConfig",
  audit: true,
  entityType: "SYSTEM",
  calls: ["get", "update"],
  fields: {
    platformName: { type: "text", required: true, max: 30 },
    platformNameEn: { type: "text", required: true, max: 50 },
    staleDeviceHours: { type: "int", required: true, min: 1, max: 720 },
    selfTestOverdueHours: { type: "int", required: true, min: 24, max: 2160 },
    expiryWarningDays: { type: "int", required: true, min: 7, max: 365 },
    supportPhone: { type: "text", format: "phone" },
    supportEmail: { type: "text", max: 100, format: "email" },
    inspectionReportDay: { type: "int", required: true, min: 1, max: 28 },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: () => [
    {
      id: 1, platformName: "AED 智能管理平台", platformNameEn: "AED Management Console", staleDeviceHours: 48, selfTestOverdueHours: 192,
      expiryWarningDays: 30, supportPhone: "13800000000", supportEmail: "support@heartsafe.example", inspectionReportDay: 5,
    },
  ],
});


const CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆", "天津", "苏州"];
const PLACES = ["地铁站", "体育馆", "火车站", "机场航站楼", "社区服务中心", "商场", "学校", "医院门诊楼", "写字楼大堂", "公园"];

/** §3 install site: name and anker code (the site's anchor code in the platform's map). */
export const installSites = defineTable({
  table: "install_sites",
  path: "install-sites",
  mark: "installSite",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 50, filter: "contains", sortable: true },
    ankerCode: { type: "text", required: true, max: 20, format: /^[A-Za-z0-9_-]+$/, formatKey: "field.format", unique: true, filter: "contains", sortable: true },
  },
  defaultSort: { field: "lastModifiedDate", order: "descend" },
  seed: (rnd) =>
    Array.from({ length: 60 }, (_, i) => ({
      name: `${CITIES[i % CITIES.length]}${PLACES[Math.floor(i / CITIES.length) % PLACES.length]}${i >= 120 ? i : ""}`,
      ankerCode: `AK${String(1001 + i)}`,
      createdDate: `2026-0${1 + (i % 2)}-${String(1 + (i % 28)).padStart(2, "0")} ${String(8 + rnd.int(0, 10)).padStart(2, "0")}:00:00`,
    })),
});

export const configArea = defineArea({ name: "config", tables: [installSites, areas, brands, packages, services, messageEvents, globalConfig] });
