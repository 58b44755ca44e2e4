// A device's detail data (sub-info, configs, logs, rescues, tasks, records, related people): tables keyed by
// device_id, filled lazily and deterministically the first time a device is opened (Random seeded by the id), so
// a 2,000-device fleet seeds in no time and every fresh database shows the same detail for the same device.
import { defaultSelfCheckSlot } from "./self-check.js";
import type { Database } from "better-sqlite3";
import { Random } from "./seed-kit.js";
import { seedTime } from "./time.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS device_extras (device_id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS device_configs (device_id INTEGER NOT NULL, grp TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (device_id, grp));
CREATE TABLE IF NOT EXISTS device_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, device_id INTEGER NOT NULL, kind TEXT NOT NULL, createdDate TEXT NOT NULL,
  type TEXT, level TEXT, content TEXT, value TEXT, state TEXT);
CREATE INDEX IF NOT EXISTS device_logs_by_device ON device_logs (device_id, kind, createdDate);
CREATE TABLE IF NOT EXISTS device_rescues (
  id INTEGER PRIMARY KEY AUTOINCREMENT, device_id INTEGER NOT NULL, callForHelpDate TEXT NOT NULL, address TEXT,
  state TEXT NOT NULL, volunteerCount INTEGER NOT NULL, duration INTEGER, remark TEXT);
CREATE TABLE IF NOT EXISTS device_tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT, device_id INTEGER NOT NULL, taskType TEXT NOT NULL, executeType TEXT NOT NULL,
  state TEXT NOT NULL, createdDate TEXT NOT NULL, executeTime TEXT, operator TEXT);
CREATE TABLE IF NOT EXISTS device_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT, device_id INTEGER NOT NULL, kind TEXT NOT NULL, content TEXT, handleContent TEXT,
  state TEXT, source TEXT, operator TEXT, mechanism TEXT, sendState TEXT, createdDate TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS device_dock_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, device_id INTEGER NOT NULL, name TEXT NOT NULL, phoneNumber TEXT, createdDate TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS device_admins (device_id INTEGER NOT NULL, account_id INTEGER NOT NULL, createdDate TEXT NOT NULL, PRIMARY KEY (device_id, account_id));
CREATE TABLE IF NOT EXISTS device_volunteers (device_id INTEGER NOT NULL, volunteer_id INTEGER NOT NULL, createdDate TEXT NOT NULL, PRIMARY KEY (device_id, volunteer_id));
`;

const TABLES = [
  "device_extras", "device_configs", "device_logs", "device_rescues", "device_tasks", "device_records",
  "device_dock_users", "device_admins", "device_volunteers",
];

export function createDeviceDetailSchema(db: Database): void {
  db.exec(SCHEMA);
}

/** Called from seed(): the detail tables start empty and fill as devices are opened. */
export function seedDeviceDetails(db: Database): void {
  for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
}

/** "Now" of the seeded world (as seed.ts): 2026-03-01 10:00:00. */
const ANCHOR = Date.UTC(2026, 2, 1, 10, 0, 0);
const DAY = 24 * 3600 * 1000;
const ago = (rnd: Random, maxDays: number) => seedTime(ANCHOR - rnd.int(0, maxDays * 24 * 3600) * 1000);

const surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗";
const given = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "涛", "明"];
const personName = (rnd: Random) => rnd.pick([...surnames]) + rnd.pick(given);

function imageUrl(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="${colour}"/><rect x="90" y="30" width="60" height="100" rx="8" fill="#fff"/><path d="M120 62l-14 14 14 14 14-14z" fill="#E53935"/><text x="120" y="150" font-size="12" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * Default config groups of a device (§3), for the fields the devices table does not hold (fence radius, position
 * mode, guarantee, package, public mode and open days live there; see device-detail.ts COLUMNS).
 */
function defaultConfigs(rnd: Random): Record<string, Record<string, unknown>> {
  return {
    parameters: {
      selfCheckDay: rnd.int(1, 28), selfCheckWeek: rnd.int(1, 7), selfCheckHour: rnd.int(0, 5), selfCheckMinute: rnd.pick([0, 15, 30, 45]),
      wakeMode: "TIMED", wakeOffset: rnd.int(0, 60) * 10,
      serverAddressType: "DOMAIN", serverAddress: "iot.heartsafe.example", serverPort: 8883,
      baseStationAddressType: "IP", baseStationAddress: `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`, baseStationPort: 9000,
      baseStationToken: rnd.hex(8).toUpperCase(), positionModuleType: rnd.pick(["GPS_AND_BDS", "GPS", "BDS"]), recordingMaxMinutes: rnd.pick([5, 10, 15, 30]),
    },
    "location-fence-config": { fenceEnabled: rnd.next() < 0.8 },
    "message-service": { smsNotice: true, voiceNotice: rnd.next() < 0.5, emailNotice: false, noticePhone: rnd.phone(), noticeEmail: null },
    "call-for-help": { callDistance: rnd.pick([300, 500, 1000]), receiverCountLimit: rnd.pick([5, 10, 20]), rescueDuration: rnd.pick([15, 30, 60]) },
    competition: { competitionMode: false, executeType: "IMMEDIATE", startTime: "2026-04-18 07:00:00", endTime: "2026-04-18 15:00:00" },
    "service-configs": { oneKeyHelp: true, informVolunteer: true, inspectionReport: rnd.next() < 0.5 },
  };
}

const eventNames = [
  ["开盖", "COMMON"], ["电极片连接", "COMMON"], ["电池电量低", "WARNING"], ["自检失败", "SERIOUS"], ["柜门打开", "WARNING"],
  ["设备离线", "WARNING"], ["一键呼救", "SERIOUS"], ["电击", "SERIOUS"],
] as const;
const historyOps = ["UPDATE", "BIND", "UNBIND", "ACTIVATE", "OTHER"] as const;
const selfTestTypes = ["POWER", "DAY", "WEEK", "MONTH", "QUARTER", "OP01", "OP10"] as const;
const addresses = ["一层大厅服务台旁", "地铁站 B 口安检处", "体育馆北门入口", "社区服务中心二楼", "写字楼电梯厅"];

/** Creates the detail of one device unless it exists. `serial` names things after the device. */
export function ensureDeviceDetail(db: Database, deviceId: number, serial: string): void {
  if (db.prepare("SELECT 1 FROM device_extras WHERE device_id = ?").get(deviceId)) return;
  const rnd = new Random(20260301 + deviceId * 7919);
  db.transaction(() => {
    // What the devices table does not hold: deployed images, running stages, the actual cabinet of the module.
    const extras = {
      deployedImageUrls: [imageUrl(`${serial} · 1`, "#1677FF"), imageUrl(`${serial} · 2`, "#13C2C2")],
      runningStages: [
        { stage: "PRODUCED", time: ago(rnd, 900) }, { stage: "DELIVERED", time: ago(rnd, 700) }, { stage: "INSTALLED", time: ago(rnd, 500) }, { stage: "ACTIVATED", time: ago(rnd, 400) },
      ].sort((a, b) => a.time.localeCompare(b.time)),
      actualCabinetSerialNumber: rnd.next() < 0.7 ? `CAB${rnd.digits(8)}` : null,
    };
    db.prepare("INSERT INTO device_extras (device_id, data) VALUES (?, ?)").run(deviceId, JSON.stringify(extras));

    const config = db.prepare("INSERT INTO device_configs (device_id, grp, data) VALUES (?, ?, ?)");
    const configs = defaultConfigs(rnd);
    const slot = defaultSelfCheckSlot(deviceId);
    Object.assign(configs.parameters!, { selfCheckWeek: slot.week, selfCheckHour: slot.hour });
    for (const [group, data] of Object.entries(configs)) config.run(deviceId, group, JSON.stringify(data));

    const log = db.prepare("INSERT INTO device_logs (device_id, kind, createdDate, type, level, content, value, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    let power = 100;
    for (let i = 0; i < 36; i++) {
      power = Math.max(3, power - rnd.int(0, 4));
      log.run(deviceId, "battery", seedTime(ANCHOR - (36 - i) * 2 * DAY), "REPORT", null, null, String(power), power < 10 ? "POWER_RUN_OUT" : power < 25 ? "POWER_LOW" : "NORMAL");
    }
    for (let i = 0; i < 40; i++) {
      const up = rnd.next() < 0.6;
      log.run(deviceId, "communication", ago(rnd, 60), up ? "UPLINK" : "DOWNLINK", null, up ? rnd.pick(["心跳", "状态上报", "定位上报", "自检结果"]) : rnd.pick(["配置下发", "时间同步", "固件检查"]), `${rnd.int(40, 900)} B`, rnd.next() < 0.93 ? "SUCCESS" : "FAIL");
    }
    for (let i = 0; i < 24; i++) {
      const [name, level] = rnd.pick(eventNames);
      log.run(deviceId, "event", ago(rnd, 120), name, level, `${serial} ${name}`, null, null);
    }
    for (let i = 0; i < 18; i++) {
      log.run(deviceId, "history", ago(rnd, 300), rnd.pick(historyOps), null, rnd.pick(["修改配置参数", "绑定通讯模块", "更新安装位置", "激活设备", "更换电极片"]), rnd.pick(["admin", "operator", "system"]), null);
    }
    for (let i = 0; i < 30; i++) {
      const ok = rnd.next() < 0.88;
      log.run(deviceId, "self-test", seedTime(ANCHOR - (30 - i) * DAY - rnd.int(0, 3600) * 1000), rnd.pick(selfTestTypes), null, ok ? "自检通过" : rnd.pick(["电池电压偏低", "电极片阻抗异常", "电容充电超时"]), null, ok ? "NORMAL" : "ABNORMAL");
    }

    const rescue = db.prepare("INSERT INTO device_rescues (device_id, callForHelpDate, address, state, volunteerCount, duration, remark) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (let i = rnd.int(2, 8); i > 0; i--) {
      rescue.run(deviceId, ago(rnd, 365), rnd.pick(addresses), rnd.pick(["FINISHED", "FINISHED", "RECEIVED", "NOTIFIED", "SENDED"]), rnd.int(0, 12), rnd.int(3, 40), rnd.next() < 0.3 ? "患者已送医" : null);
    }

    const task = db.prepare("INSERT INTO device_tasks (device_id, taskType, executeType, state, createdDate, executeTime, operator) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (let i = rnd.int(2, 6); i > 0; i--) {
      const state = rnd.pick(["EXECUTE_SUCCESSFULLY", "EXECUTE_SUCCESSFULLY", "EXECUTE_FAILURE", "READY_TO_EXECUTE", "CANCELLED"]);
      const created = ago(rnd, 90);
      task.run(deviceId, rnd.pick(["CONFIG", "FIRMWARE_UPDATE", "SYNC_TIME"]), rnd.pick(["IMMEDIATE", "TIMED"]), state, created, state === "READY_TO_EXECUTE" ? null : created, rnd.pick(["admin", "operator"]));
    }

    const record = db.prepare("INSERT INTO device_records (device_id, kind, content, handleContent, state, source, operator, mechanism, sendState, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (let i = rnd.int(1, 5); i > 0; i--) {
      const state = rnd.pick(["UNHANDLE", "HANGLEING", "HANGLED"]);
      record.run(deviceId, "repair", rnd.pick(["屏幕无显示", "语音提示异常", "柜门无法关闭", "无法联网"]), state === "UNHANDLE" ? null : "已安排工程师上门", state, null, personName(rnd), null, null, ago(rnd, 200));
    }
    for (let i = rnd.int(1, 5); i > 0; i--) {
      record.run(deviceId, "maintain", rnd.pick(["更换电池", "更换电极片", "清洁机柜", "固件升级"]), null, null, rnd.pick(["AUTO_ADD", "MANUAL_ADD"]), personName(rnd), null, null, ago(rnd, 300));
    }
    for (let i = rnd.int(2, 6); i > 0; i--) {
      record.run(deviceId, "inspection", rnd.pick(["外观完好，电量正常", "电极片临近过期", "机柜标识缺失"]), null, null, null, personName(rnd), rnd.pick(["市急救中心", "区卫健委", "物业公司"]), rnd.pick(["SUCCESS", "SUCCESS", "FAIL"]), ago(rnd, 365));
    }

    const dock = db.prepare("INSERT INTO device_dock_users (device_id, name, phoneNumber, createdDate) VALUES (?, ?, ?, ?)");
    for (let i = rnd.int(3, 14); i > 0; i--) dock.run(deviceId, personName(rnd), rnd.phone(), ago(rnd, 400));

    const admins = db.prepare("SELECT id FROM accounts WHERE roleMark IN ('ROLE_ADMIN', 'ROLE_OPERATION') ORDER BY id").all() as { id: number }[];
    const admin = db.prepare("INSERT OR IGNORE INTO device_admins (device_id, account_id, createdDate) VALUES (?, ?, ?)");
    for (const { id } of admins.slice(0, 1 + (deviceId % 2))) admin.run(deviceId, id, ago(rnd, 300));

    const volunteers = db.prepare("SELECT id FROM volunteers ORDER BY id").all() as { id: number }[];
    const link = db.prepare("INSERT OR IGNORE INTO device_volunteers (device_id, volunteer_id, createdDate) VALUES (?, ?, ?)");
    for (let i = rnd.int(1, 5); i > 0 && volunteers.length; i--) link.run(deviceId, rnd.pick(volunteers).id, ago(rnd, 200));
  })();
}
