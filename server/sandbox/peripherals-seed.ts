// Cabinet controllers, connectors, their logs and firmware updates, smart locks and device reviews: schema and
// deterministic seed (called from seed.ts with its own PRNG stream, so other areas' seeds do not shift these rows).
import type { Database } from "better-sqlite3";
import { ANCHOR, DAY, type Random, insertAll, spreadTime } from "./seed-kit.js";
import { seedTime } from "./time.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS controllers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, serialNumber TEXT NOT NULL, model TEXT NOT NULL,
  firmwareVersion TEXT NOT NULL, networkState TEXT NOT NULL, doorState TEXT, powerSupply TEXT, networkMode TEXT,
  simOperator TEXT, iccid TEXT, imei TEXT, signalStrength INTEGER, deviceSn TEXT, institutionName TEXT, address TEXT,
  temperature REAL, lastOnlineTime TEXT, createdDate TEXT NOT NULL,
  serverAddressType TEXT NOT NULL, serverAddress TEXT NOT NULL, serverPort INTEGER NOT NULL,
  heartbeatSeconds INTEGER NOT NULL, reportMinutes INTEGER NOT NULL, selfTestHour INTEGER NOT NULL,
  selfTestMinute INTEGER NOT NULL, alarmSwitch INTEGER NOT NULL, UNIQUE (kind, serialNumber));
CREATE TABLE IF NOT EXISTS controller_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, controllerId INTEGER NOT NULL REFERENCES controllers(id) ON DELETE CASCADE,
  logType TEXT NOT NULL, eventType TEXT NOT NULL, result TEXT, content TEXT, createdDate TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS controller_logs_by_controller ON controller_logs (controllerId, logType, createdDate);
CREATE TABLE IF NOT EXISTS firmware_updates (
  id INTEGER PRIMARY KEY AUTOINCREMENT, controllerId INTEGER NOT NULL REFERENCES controllers(id) ON DELETE CASCADE,
  fromVersion TEXT NOT NULL, toVersion TEXT NOT NULL, executeType TEXT NOT NULL, executeTime TEXT, state TEXT NOT NULL,
  createdBy TEXT NOT NULL, createdDate TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS smart_locks (
  id INTEGER PRIMARY KEY AUTOINCREMENT, serialNumber TEXT NOT NULL, macAddress TEXT NOT NULL UNIQUE, lastModifiedBy TEXT,
  lastModifiedDate TEXT, description TEXT, bindDeviceSn TEXT, lockFileName TEXT, lockFileSize INTEGER, lockFileData BLOB);
CREATE TABLE IF NOT EXISTS device_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT, deviceSn TEXT NOT NULL, model TEXT, brand TEXT, institutionName TEXT,
  applicant TEXT, phoneNumber TEXT, reviewType TEXT NOT NULL, content TEXT, checkState TEXT NOT NULL,
  checkedBy TEXT, checkedDate TEXT, createdDate TEXT NOT NULL);
`;

const TABLES = ["firmware_updates", "controller_logs", "controllers", "smart_locks", "device_reviews"];

export function createPeripheralSchema(db: Database): void {
  db.exec(SCHEMA);
}

export const CABINET_MODELS = ["Unknown", "Cabinet_Basic_SiMake", "Cabinet_Standard", "Cabinet_Standard_HeFei"] as const;
export const CONNECTOR_MODELS = ["Unknown", "Connector_Standard", "Connector_Mini"] as const;
export const NETWORK_STATES = ["UNKNOWN", "UNREGISTERED", "ONLINE", "INSTABLE", "OFFLINE"] as const;
export const DOOR_STATES = ["OPENED", "CLOSED", "UNKNOWN"] as const;
export const NETWORK_MODES = ["GPRS", "G4", "UNKNOWN"] as const;
export const SIM_OPERATORS = ["MOBILE", "UNICOM", "TELECOM", "UNKNOWN", "INEFFECTIVE", "OTHER"] as const;
export const POWER_SUPPLIES = ["AC", "DC"] as const;
export const SERVER_ADDRESS_TYPES = ["IP", "DOMAIN"] as const;
export const HISTORY_EVENTS = ["POWER_ON", "DOOR_OPENED", "DOOR_CLOSED", "NETWORK_LOST", "NETWORK_RESTORED", "CONFIG_CHANGED", "FIRMWARE_UPDATED", "ALARM"] as const;
export const SELF_TEST_TYPES = ["POWER", "DAY", "WEEK", "MONTH"] as const;
export const REVIEW_TYPES = ["NEW_DEVICE", "INFO_CHANGE", "RELOCATION"] as const;
export const CHECK_STATES = ["UNCHECKED", "CHECKED"] as const;

const CONTROLLER_COUNT = { cabinet: 320, connector: 240 } as const;
const places = [
  ["北京市朝阳区人民医院", "北京市朝阳区工体南路 8 号"],
  ["上海虹桥火车站", "上海市闵行区申贵路 1500 号"],
  ["广州白云国际机场", "广州市白云区机场路 282 号"],
  ["深圳市民中心", "深圳市福田区福中三路"],
  ["杭州西湖景区游客中心", "杭州市西湖区龙井路 1 号"],
  ["成都天府广场地铁站", "成都市青羊区人民南路一段"],
  ["武汉大学体育馆", "武汉市武昌区八一路 299 号"],
  ["南京新街口商场", "南京市秦淮区中山南路 1 号"],
  ["西安钟楼社区服务中心", "西安市莲湖区西大街 1 号"],
  ["合肥滨湖国际会展中心", "合肥市包河区锦绣大道 3899 号"],
  ["重庆江北国际机场", "重庆市渝北区机场路"],
  ["苏州工业园区体育中心", "苏州市工业园区中新大道东 999 号"],
];
const logContents: Record<(typeof HISTORY_EVENTS)[number], string> = {
  POWER_ON: "控制器上电启动",
  DOOR_OPENED: "柜门被打开",
  DOOR_CLOSED: "柜门已关闭",
  NETWORK_LOST: "网络连接中断",
  NETWORK_RESTORED: "网络连接恢复",
  CONFIG_CHANGED: "配置参数已下发",
  FIRMWARE_UPDATED: "固件升级完成",
  ALARM: "温度过高告警",
};

function controllerRows(rnd: Random, kind: "cabinet" | "connector") {
  const count = CONTROLLER_COUNT[kind];
  const rows = [];
  for (let i = 1; i <= count; i++) {
    const [institutionName, address] = rnd.pick(places);
    const networkState = rnd.weighted([["ONLINE", 62], ["OFFLINE", 16], ["INSTABLE", 10], ["UNREGISTERED", 6], ["UNKNOWN", 6]] as const);
    const createdAt = ANCHOR - rnd.int(60, 900) * DAY;
    rows.push({
      kind,
      serialNumber: `${kind === "cabinet" ? "CAB" : "CON"}${String(20230000 + i * 7).padStart(8, "0")}`,
      model: kind === "cabinet"
        ? rnd.weighted([["Cabinet_Standard", 50], ["Cabinet_Basic_SiMake", 25], ["Cabinet_Standard_HeFei", 20], ["Unknown", 5]] as const)
        : rnd.weighted([["Connector_Standard", 70], ["Connector_Mini", 25], ["Unknown", 5]] as const),
      firmwareVersion: `V01.${rnd.int(0, 4)}.${rnd.int(0, 9)}`,
      networkState,
      doorState: kind === "cabinet" ? rnd.weighted([["CLOSED", 85], ["OPENED", 8], ["UNKNOWN", 7]] as const) : null,
      powerSupply: rnd.weighted([["AC", 80], ["DC", 20]] as const),
      networkMode: rnd.weighted([["G4", 70], ["GPRS", 25], ["UNKNOWN", 5]] as const),
      simOperator: rnd.weighted([["MOBILE", 50], ["UNICOM", 25], ["TELECOM", 20], ["INEFFECTIVE", 3], ["UNKNOWN", 2]] as const),
      iccid: `8986${rnd.digits(16)}`,
      imei: `86${rnd.digits(13)}`,
      signalStrength: networkState === "ONLINE" ? rnd.int(12, 31) : networkState === "INSTABLE" ? rnd.int(3, 12) : 0,
      deviceSn: rnd.next() < 0.9 ? `AED${rnd.digits(8)}` : null,
      institutionName,
      address,
      temperature: kind === "cabinet" ? Math.round((rnd.int(50, 380) / 10) * 10) / 10 : null,
      lastOnlineTime: networkState === "UNREGISTERED" ? null : seedTime(ANCHOR - (networkState === "OFFLINE" ? rnd.int(2, 40) * DAY : rnd.int(0, 3600) * 1000)),
      createdDate: seedTime(createdAt),
      serverAddressType: rnd.next() < 0.7 ? "DOMAIN" : "IP",
      serverAddress: "",
      serverPort: rnd.pick([7100, 8080, 9000]),
      heartbeatSeconds: rnd.pick([60, 120, 300]),
      reportMinutes: rnd.pick([15, 30, 60]),
      selfTestHour: rnd.int(0, 23),
      selfTestMinute: rnd.pick([0, 15, 30, 45]),
      alarmSwitch: rnd.next() < 0.8 ? 1 : 0,
    });
    const last = rows[rows.length - 1]!;
    last.serverAddress = last.serverAddressType === "IP" ? `47.${rnd.int(90, 120)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}` : "iot.heartsafe.example";
  }
  return rows;
}

function seedLogs(db: Database, rnd: Random): void {
  const controllers = db.prepare("SELECT id, createdDate FROM controllers ORDER BY id").all() as { id: number }[];
  const rows = [];
  for (const { id } of controllers) {
    const history = rnd.int(8, 30);
    for (let i = 0; i < history; i++) {
      const eventType = rnd.pick(HISTORY_EVENTS);
      rows.push({ controllerId: id, logType: "HISTORY", eventType, result: null, content: logContents[eventType], createdDate: spreadTime(rnd, i + 1, history, 90) });
    }
    const tests = rnd.int(5, 20);
    for (let i = 0; i < tests; i++) {
      const passed = rnd.next() < 0.88;
      rows.push({
        controllerId: id, logType: "SELF_TEST", eventType: rnd.weighted([["DAY", 70], ["WEEK", 15], ["MONTH", 10], ["POWER", 5]] as const),
        result: passed ? "PASS" : "FAIL",
        content: passed ? "电源、通信、门磁、温度传感器均正常" : rnd.pick(["门磁传感器无响应", "备用电池电压偏低", "温度传感器读数异常", "通信模块注册失败"]),
        createdDate: spreadTime(rnd, i + 1, tests, 60),
      });
    }
  }
  insertAll(db, "controller_logs", rows);
}

const lockNotes = ["社区服务中心机柜锁", "地铁站机柜锁", "写字楼大堂机柜锁", null];

function lockRows(rnd: Random, deviceSns: readonly string[]) {
  const rows = [];
  // Bound locks name real devices; the random draws stay as they were, so the rest of the seed is unchanged.
  const boundSn = (digits: string) => (deviceSns.length ? deviceSns[Number(digits) % deviceSns.length]! : `AED${digits}`);
  for (let i = 1; i <= 500; i++) {
    // Unique by i: the last but one bytes count the rows.
    const mac = `A4:C1:38:${((i >> 8) & 255).toString(16).padStart(2, "0")}:${(i & 255).toString(16).padStart(2, "0")}:${rnd.hex(1)}`.toUpperCase();
    rows.push({
      serialNumber: `${rnd.next() < 0.85 ? "V" : "T"}${rnd.int(1, 3)}.${rnd.int(0, 9)}.${rnd.int(0, 20)}`,
      macAddress: mac,
      lastModifiedBy: rnd.pick(["admin", "operator"]),
      lastModifiedDate: spreadTime(rnd, i, 500, 400),
      description: rnd.pick(lockNotes),
      bindDeviceSn: rnd.next() < 0.6 ? boundSn(rnd.digits(8)) : null,
      lockFileName: rnd.next() < 0.7 ? `LOCK_${i}.bin` : null,
      lockFileSize: null as number | null,
      lockFileData: null,
    });
    const last = rows[rows.length - 1]!;
    if (last.lockFileName) last.lockFileSize = rnd.int(4, 256) * 1024;
  }
  return rows;
}

const brands = [["迈瑞", ["BeneHeart C1A", "BeneHeart D3"]], ["飞利浦", ["HeartStart HS1", "FRx"]], ["卓尔", ["AED Plus", "AED 3"]], ["久心", ["iAED-S1"]]] as const;
const surnames = "王李张刘陈杨黄赵吴周";

function reviewRows(rnd: Random) {
  const rows = [];
  for (let i = 1; i <= 500; i++) {
    const [brand, models] = rnd.pick(brands);
    const [institutionName] = rnd.pick(places);
    const reviewType = rnd.weighted([["NEW_DEVICE", 60], ["INFO_CHANGE", 30], ["RELOCATION", 10]] as const);
    const checked = rnd.next() < 0.55;
    const createdAt = ANCHOR - ((500 - i) / 500) * 240 * DAY - rnd.int(0, 3600) * 1000;
    rows.push({
      deviceSn: `AED${rnd.digits(8)}`,
      model: rnd.pick(models),
      brand,
      institutionName,
      applicant: `${rnd.pick([...surnames])}${rnd.pick(["伟", "芳", "敏", "磊", "静", "杰"])}`,
      phoneNumber: rnd.phone(),
      reviewType,
      content: reviewType === "NEW_DEVICE" ? "新设备入网申请" : reviewType === "INFO_CHANGE" ? "设备信息变更：联系人与电话" : "设备迁移至新的安装点位",
      checkState: checked ? "CHECKED" : "UNCHECKED",
      checkedBy: checked ? "admin" : null,
      checkedDate: checked ? seedTime(createdAt + rnd.int(1, 72) * 3600 * 1000) : null,
      createdDate: seedTime(createdAt),
    });
  }
  return rows;
}

/** Wipes and writes this area's rows. */
export function seedPeripherals(db: Database, rnd: Random): void {
  for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
  insertAll(db, "controllers", [...controllerRows(rnd, "cabinet"), ...controllerRows(rnd, "connector")]);
  seedLogs(db, rnd);
  const deviceSns = (db.prepare("SELECT sn FROM devices ORDER BY id").all() as { sn: string }[]).map((row) => row.sn);
  insertAll(db, "smart_locks", lockRows(rnd, deviceSns));
  insertAll(db, "device_reviews", reviewRows(rnd));
}
