// SQLite schema and the deterministic seed: a fixed-seed PRNG and a fixed clock make every fresh
// database identical, so tests and screenshots can rely on exact rows.
import type { Database } from "better-sqlite3";
import { hashPassword } from "./auth.js";
import { createPeripheralSchema, seedPeripherals } from "./peripherals-seed.js";
import { createDeviceSchema, seedDevices } from "./devices.js";
import { createDeviceDetailSchema, seedDeviceDetails } from "./device-detail-data.js";
import { createLiveSchema, seedLiveHistory } from "./live.js";
import { seedDate, seedTime } from "./time.js";
import { areas } from "./areas.js";
import { storeFile } from "./stored-files.js";
import { seedTable, tableDdl } from "./table.js";

export const SEED_PASSWORD = "Aed@2026!";
const SEED = 20260301;
import { ANCHOR, DAY, Random, insertAll, spreadTime } from "./seed-kit.js";
const HOUR = 3600 * 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL UNIQUE, passwordHash TEXT NOT NULL,
  name TEXT NOT NULL, phoneNumber TEXT UNIQUE, email TEXT, avatar TEXT, imageUrl TEXT, roleMark TEXT,
  vipKeySerialNumber TEXT, systemTheme TEXT, systemLogo TEXT, systemName TEXT, systemNameEn TEXT,
  initPasswordFlag INTEGER NOT NULL DEFAULT 0, createdDate TEXT NOT NULL, institutionId INTEGER, areaId INTEGER,
  visitor INTEGER NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 1, lastModifiedBy TEXT, lastModifiedDate TEXT);
CREATE TABLE IF NOT EXISTS sessions (
  sid TEXT PRIMARY KEY, accountId INTEGER NOT NULL, refreshJti TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT, accountId INTEGER NOT NULL, content TEXT NOT NULL, createdDate TEXT NOT NULL,
  readState TEXT NOT NULL, remark TEXT);
CREATE TABLE IF NOT EXISTS sms_sent_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT, templateCode TEXT, messageTypeName TEXT, phoneNumber TEXT, content TEXT,
  sendState TEXT, sendServerAddress TEXT, responseMessage TEXT, responseCode TEXT, sendTime TEXT, responseTime TEXT,
  description TEXT);
CREATE TABLE IF NOT EXISTS vms_sent_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT, templateCode TEXT, messageTypeName TEXT, phoneNumber TEXT, content TEXT,
  sendState TEXT, sendServerAddress TEXT, responseMessage TEXT, responseCode TEXT, sendTime TEXT, responseTime TEXT,
  description TEXT, sponsorPhoneNumber TEXT, calledPhoneNumber TEXT, calledTime TEXT);
CREATE TABLE IF NOT EXISTS email_sent_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT, templateCode TEXT, messageTypeName TEXT, addressFrom TEXT, addressTo TEXT,
  content TEXT, sendState TEXT, responseCode TEXT, sendTime TEXT, attachmentPath TEXT);
-- The sent-record lists open newest first (ORDER BY sendTime DESC, id DESC): read from an index, not sorted per page.
CREATE INDEX IF NOT EXISTS sms_sent_records_by_time ON sms_sent_records (sendTime, id);
CREATE INDEX IF NOT EXISTS vms_sent_records_by_time ON vms_sent_records (sendTime, id);
CREATE INDEX IF NOT EXISTS email_sent_records_by_time ON email_sent_records (sendTime, id);
CREATE TABLE IF NOT EXISTS firmwares (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, version TEXT NOT NULL, lastModifiedBy TEXT,
  lastModifiedDate TEXT, description TEXT, relatedDeviceCount INTEGER NOT NULL DEFAULT 0, fileName TEXT,
  fileSize INTEGER, fileData BLOB, UNIQUE (kind, version));
CREATE TABLE IF NOT EXISTS volunteers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, firstName TEXT, phoneNumber TEXT, lastName TEXT, nickName TEXT, gender TEXT, cityId INTEGER,
  address TEXT, email TEXT, certificateState TEXT, invalidDate TEXT, birthDate TEXT, rewardPoints INTEGER, latestLatitude REAL,
  latestLongitude REAL, receiveHelpWeekOption TEXT, receiveHelpTimeBegin TEXT, receiveHelpTimeEnd TEXT, createdDate TEXT, description TEXT);
CREATE TABLE IF NOT EXISTS volunteer_certificates (
  id INTEGER PRIMARY KEY AUTOINCREMENT, volunteerId INTEGER NOT NULL REFERENCES volunteers(id),
  certificateNumber TEXT, volunteerCertificateType TEXT, auditState TEXT, awardingBody TEXT, frontImagePath TEXT,
  backImagePath TEXT, certificateReleaseDate TEXT, certificateExpireDate TEXT, createdDate TEXT, description TEXT,
  rejectReason TEXT);
CREATE TABLE IF NOT EXISTS operation_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, entity TEXT NOT NULL, entityId INTEGER NOT NULL, action TEXT NOT NULL,
  reason TEXT, operator TEXT NOT NULL, createdDate TEXT NOT NULL, source TEXT NOT NULL DEFAULT 'PC');
`;

/** Everything but meta (keys survive a reset so the console's cached public key stays valid). */
const DATA_TABLES = [
  "sessions", "notifications", "sms_sent_records", "vms_sent_records", "email_sent_records",
  "firmwares", "volunteer_certificates", "volunteers", "operation_logs", "accounts",
];

/** Bumped whenever a table changes shape: a database file of another version is rebuilt and re-seeded. */
export const SCHEMA_VERSION = "2026-11-28.1";

/**
 * A sandbox file written by an older version lacks columns the calls now read: drop its tables (meta stays, so
 * the keys the console cached remain valid) and let createSchema and the seed build them again.
 */
export function dropOutdatedSchema(db: Database): void {
  db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const stored = (db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").get() as { value: string } | undefined)?.value;
  if (stored === SCHEMA_VERSION) return;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('meta', 'sqlite_sequence')").all() as { name: string }[];
  db.pragma("foreign_keys = OFF");
  for (const { name } of tables) db.exec(`DROP TABLE "${name}"`);
  db.pragma("foreign_keys = ON");
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schemaVersion', ?)").run(SCHEMA_VERSION);
}

export function createSchema(db: Database): void {
  db.exec(SCHEMA);
  createPeripheralSchema(db);
  createDeviceSchema(db);
  createDeviceDetailSchema(db);
  createLiveSchema(db);
  for (const area of areas) {
    if (area.schema) db.exec(area.schema);
    for (const table of area.tables ?? []) db.exec(tableDdl(table));
  }
}

export function isEmpty(db: Database): boolean {
  return (db.prepare("SELECT COUNT(*) AS n FROM accounts").get() as { n: number }).n === 0;
}

/** The tables seed() owns, in an order their foreign keys allow wiping: declared areas first (their rows may point at
 * the fleet's), then the fleet's own. Tables an area declares that are also fleet tables are wiped with the fleet's. */
function seededTables(): string[] {
  const tables: string[] = [];
  for (const area of [...areas].reverse()) {
    for (const table of [...(area.tables ?? [])].reverse()) if (!DATA_TABLES.includes(table.table)) tables.push(table.table);
    tables.push(...(area.dataTables ?? []));
  }
  return [...tables, ...DATA_TABLES];
}

function wipe(db: Database, tables: string[]): void {
  for (const table of tables) db.exec(`DELETE FROM ${table}`);
  db.exec("DELETE FROM sqlite_sequence");
}

/** Wipes the data tables and writes the initial state. */
export function seed(db: Database): void {
  db.transaction(() => {
    wipe(db, seededTables());
    const rnd = new Random(SEED);
    seedAccounts(db, rnd);
    seedNotifications(db, rnd);
    seedMessages(db, rnd);
    seedFirmwares(db, rnd);
    seedCertificates(db, rnd);
    seedDevices(db);
    // After the devices: bound locks name devices of this seed (before, a fresh database's locks named none).
    seedPeripherals(db, new Random(SEED + 3));
    seedDeviceDetails(db);
    seedLiveHistory(db);
    // Each area with its own PRNG stream, so adding an area never changes another's rows.
    areas.forEach((area, i) => {
      const areaRnd = new Random(SEED + 100 + i * 7919);
      for (const table of area.tables ?? []) seedTable(db, table, areaRnd, seedTime(ANCHOR));
      area.seed?.(db, areaRnd);
    });
  })();
}

/**
 * Seeds, then keeps a copy of the seeded tables in an attached in-memory database, and returns a function that puts
 * the copy back: a few milliseconds instead of the ~2 s a seed takes (145 unit tests reset before each test). Rows
 * dated relative to the current time (live history, help calls) keep the time of the copy, which is why only the
 * unit tests' sandboxes (seconds long) use it.
 */
export function seedWithImage(db: Database): () => void {
  seed(db);
  // Every table but `meta` (the keys, the schema version): the fleet's seed functions also wipe tables of their own.
  const tables = (db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'meta'").all() as { name: string }[]).map((t) => t.name);
  db.exec("ATTACH DATABASE ':memory:' AS seed_image");
  for (const table of tables) db.exec(`CREATE TABLE seed_image.${table} AS SELECT * FROM main.${table}`);
  db.exec("CREATE TABLE seed_image.sequences AS SELECT * FROM main.sqlite_sequence");
  return db.transaction(() => {
    // Rows go back in any order; the copy is consistent as a whole, which is checked at commit.
    db.pragma("defer_foreign_keys = ON");
    wipe(db, tables);
    for (const table of tables) db.exec(`INSERT INTO main.${table} SELECT * FROM seed_image.${table}`);
    // The inserts moved the counters on: set them as the seed left them.
    db.exec("DELETE FROM main.sqlite_sequence");
    db.exec("INSERT INTO main.sqlite_sequence SELECT * FROM seed_image.sequences");
  });
}

const deviceSerial = (rnd: Random) => `AED${rnd.digits(8)}`;

// ---------------------------------------------------------------------------------------------- accounts

/** The VIP member's branding logo: a stored file only that account reads (hostile #41), shown in its console's shell. */
const VIP_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#722ED1"/>' +
    '<path d="M32 50 14 32a10 10 0 0 1 18-12 10 10 0 0 1 18 12z" fill="#fff"/>' +
    '<path d="M20 33h8l3-6 4 12 3-6h6" stroke="#722ED1" stroke-width="3" fill="none"/></svg>',
);

const accounts = [
  { username: "admin", name: "系统管理员", roleMark: "ROLE_ADMIN" },
  { username: "svip", name: "心安会员", roleMark: "ROLE_VIP" },
  { username: "user", name: "普通用户", roleMark: "ROLE_USER" },
  { username: "operator", name: "运维专员", roleMark: "ROLE_OPERATION" },
  { username: "newcomer", name: "新同事", roleMark: "ROLE_USER", initPasswordFlag: 1 },
  { username: "norole", name: "未授权用户", roleMark: "ROLE_EMPTY" },
] as const;

function seedAccounts(db: Database, rnd: Random): void {
  insertAll(
    db,
    "accounts",
    accounts.map((account, i) => {
      const vip = account.username === "svip";
      return {
        username: account.username,
        passwordHash: hashPassword(SEED_PASSWORD, rnd.hex(16)),
        name: account.name,
        phoneNumber: `1380000000${i + 1}`,
        email: `${account.username}@heartsafe.example`,
        avatar: null,
        imageUrl: null,
        roleMark: account.roleMark,
        vipKeySerialNumber: vip ? "VIP-2026-0001" : null,
        systemTheme: vip ? "light--#722ED1" : null,
        systemLogo: null,
        systemName: vip ? "心安急救管理平台" : null,
        systemNameEn: vip ? "HeartSafe Rescue Console" : null,
        initPasswordFlag: "initPasswordFlag" in account ? account.initPasswordFlag : 0,
        createdDate: seedTime(ANCHOR - (200 - i) * DAY),
      };
    }),
  );
  const vip = db.prepare("SELECT id FROM accounts WHERE username = 'svip'").get() as { id: number };
  const logo = { kind: "small-image", fileName: "vip-logo.svg", contentType: "image/svg+xml", data: VIP_LOGO, uploadedBy: "svip", createdDate: seedTime(ANCHOR) };
  db.prepare("UPDATE accounts SET systemLogo = ? WHERE id = ?").run(storeFile(db, logo, { kind: "account", id: vip.id, permission: null }).url, vip.id);
}

// ---------------------------------------------------------------------------------------------- notifications

const noticeTemplates = [
  (sn: string) => `设备 ${sn} 电池电量低，请及时更换电池`,
  (sn: string) => `设备 ${sn} 电极片将在 30 天内过期`,
  (sn: string) => `设备 ${sn} 自检失败，请安排巡检`,
  (sn: string) => `设备 ${sn} 已离线超过 24 小时`,
  (sn: string) => `设备 ${sn} 发起一键呼救，请关注救援进度`,
  (sn: string) => `设备 ${sn} 柜门被打开`,
];

/** [accountId, unread count, read count]. */
const noticeCounts: [number, number, number][] = [
  [1, 3, 5],
  [2, 2, 0],
  [4, 8, 12],
];

function seedNotifications(db: Database, rnd: Random): void {
  const rows = noticeCounts.flatMap(([accountId, unread, read]) => {
    const states = [...Array<string>(unread).fill("UNREAD"), ...Array<string>(read).fill("READ")];
    // Shuffle so read and unread interleave in time, like a real inbox.
    for (let i = states.length - 1; i > 0; i--) {
      const j = rnd.int(0, i);
      [states[i], states[j]] = [states[j]!, states[i]!];
    }
    return states.map((readState, i) => ({
      accountId,
      content: rnd.pick(noticeTemplates)(deviceSerial(rnd)),
      createdDate: spreadTime(rnd, i, states.length, 20),
      readState,
      remark: null,
    }));
  });
  // Insert oldest first so ids grow with time.
  rows.sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  insertAll(db, "notifications", rows);
}

// ---------------------------------------------------------------------------------------------- message records

export const SAMPLE_ROWS = 500;

const smsTypes = [
  "设备告警通知", "一键呼救通知", "志愿者响应通知", "登录验证码", "注册验证码", "找回密码验证码",
  "电池更换提醒", "电极片过期提醒", "设备离线提醒", "巡检报告通知", "证书审核结果", "服务套餐到期提醒",
];
const sendStates = [["SUCCESS", 75], ["FAIL", 15], ["PROCESSING", 10]] as const;
const smsFailures = [
  ["isv.BUSINESS_LIMIT_CONTROL", "触发号码天级流控"],
  ["isv.MOBILE_NUMBER_ILLEGAL", "非法手机号"],
  ["isp.SYSTEM_ERROR", "运营商系统错误"],
] as const;

/** The fields SMS and voice records share. */
function phoneMessage(rnd: Random, i: number, prefix: string, types: readonly string[], server: string) {
  const typeIndex = rnd.int(0, types.length - 1);
  const sendState = rnd.weighted(sendStates);
  const sendAt = ANCHOR - ((SAMPLE_ROWS - i) / SAMPLE_ROWS) * 180 * DAY - rnd.int(0, 3600) * 1000;
  const failure = rnd.pick(smsFailures);
  const type = types[typeIndex]!;
  return {
    sendAt,
    row: {
      templateCode: `${prefix}_2026${String(typeIndex + 1).padStart(3, "0")}`,
      messageTypeName: type,
      phoneNumber: rnd.phone(),
      content: type.endsWith("验证码") ? `您的验证码为 ${rnd.digits(6)}，5 分钟内有效。` : `【心安急救】${type}：设备 ${deviceSerial(rnd)} 需要关注。`,
      sendState,
      sendServerAddress: server,
      responseMessage: sendState === "SUCCESS" ? "OK" : sendState === "FAIL" ? failure[1] : null,
      responseCode: sendState === "SUCCESS" ? "OK" : sendState === "FAIL" ? failure[0] : null,
      sendTime: seedTime(sendAt),
      responseTime: sendState === "PROCESSING" ? null : seedTime(sendAt + rnd.int(1, 30) * 1000),
      description: rnd.next() < 0.2 ? "系统自动发送" : null,
    },
  };
}

const emailTypes = ["巡检报告", "设备告警汇总", "月度运营报表", "证书审核结果", "合同到期提醒", "账号开通通知"];

function seedMessages(db: Database, rnd: Random): void {
  const sms = [];
  const vms = [];
  const email = [];
  for (let i = 1; i <= SAMPLE_ROWS; i++) {
    sms.push(phoneMessage(rnd, i, "SMS", smsTypes, "dysmsapi.aliyuncs.com").row);

    const voice = phoneMessage(rnd, i, "TTS", smsTypes.slice(0, 6), "dyvmsapi.aliyuncs.com");
    vms.push({
      ...voice.row,
      sponsorPhoneNumber: "057188880120",
      calledPhoneNumber: voice.row.phoneNumber,
      calledTime: voice.row.sendState === "SUCCESS" ? seedTime(voice.sendAt + rnd.int(3, 20) * 1000) : null,
    });

    const typeIndex = rnd.int(0, emailTypes.length - 1);
    const sendState = rnd.weighted(sendStates);
    const report = typeIndex === 0 || typeIndex === 2;
    email.push({
      templateCode: `EMAIL_2026${String(typeIndex + 1).padStart(3, "0")}`,
      messageTypeName: emailTypes[typeIndex],
      addressFrom: "noreply@heartsafe.example",
      addressTo: `contact${rnd.digits(4)}@${rnd.pick(["example.com", "example.org", "hospital.example"])}`,
      content: `${emailTypes[typeIndex]}：请查收本期内容。`,
      sendState,
      responseCode: sendState === "SUCCESS" ? "250" : sendState === "FAIL" ? "550" : null,
      sendTime: spreadTime(rnd, i, SAMPLE_ROWS, 180),
      attachmentPath: report ? `/files/reports/2026/report-${String(i).padStart(6, "0")}.pdf` : null,
    });
  }
  insertAll(db, "sms_sent_records", sms);
  insertAll(db, "vms_sent_records", vms);
  insertAll(db, "email_sent_records", email);
}

// ---------------------------------------------------------------------------------------------- firmwares

const firmwareNotes = ["修复自检偶发失败", "优化电池电量估算", "新增 4G 模块支持", "提升定位精度", "修复语音提示延迟", null];
const firmwareKinds = [
  ["device", SAMPLE_ROWS, ["jas", "js2", "js1", "jm1"], "AED"],
  ["cabinet", 60, ["jxs", "jxsh", "jxsx"], "CAB"],
  ["connector", 40, ["jxs", "jxsh", "jxsx"], "CON"],
] as const;

function seedFirmwares(db: Database, rnd: Random): void {
  for (const [kind, count, extensions, prefix] of firmwareKinds) {
    const rows = [];
    for (let i = 0; i < count; i++) {
      // major.minor.patch is unique per i, whatever the V/T prefix.
      const version = `${rnd.next() < 0.85 ? "V" : "T"}${String(1 + Math.floor(i / 50)).padStart(2, "0")}.${Math.floor((i % 50) / 10)}.${i % 10}`;
      rows.push({
        kind,
        version,
        lastModifiedBy: rnd.pick(["admin", "operator"]),
        lastModifiedDate: spreadTime(rnd, i + 1, count, 720),
        description: rnd.pick(firmwareNotes),
        relatedDeviceCount: rnd.int(0, 1500),
        fileName: `${prefix}_${version}.${rnd.pick(extensions)}`,
        fileSize: rnd.int(200, 4096) * 1024,
        fileData: null,
      });
    }
    insertAll(db, "firmwares", rows);
  }
}

// ---------------------------------------------------------------------------------------------- certificates

const surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗";
const givenNames = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "华", "平"];
const certificateTypes = [
  ["REDCROSS", "RC", "中国红十字会总会"],
  ["AHA", "AHA", "American Heart Association"],
  ["FIRSTAID120", "FA", "北京急救中心"],
  ["APORT", "AP", "国际急救培训认证中心"],
  ["RESCUE", "RS", "中国救援协会"],
  ["HEALTH", "HE", "国家卫生健康委员会"],
  ["EMERGENCY", "EM", "应急管理部培训中心"],
  ["OTHER", "OT", "社区急救培训机构"],
] as const;
const rejectReasons = ["证书照片不清晰", "证书已过期", "证书信息与本人不符"];
const VOLUNTEERS = 200;

function seedCertificates(db: Database, rnd: Random): void {
  insertAll(
    db,
    "volunteers",
    Array.from({ length: VOLUNTEERS }, () => ({ firstName: rnd.pick([...surnames]) + rnd.pick(givenNames), phoneNumber: rnd.phone() })),
  );
  const rows = [];
  for (let i = 1; i <= SAMPLE_ROWS; i++) {
    const [type, code, body] = rnd.pick(certificateTypes);
    const auditState = rnd.weighted([["PROCESSING", 40], ["PASS", 40], ["REJECT", 20]] as const);
    const released = ANCHOR - rnd.int(30, 1500) * DAY;
    const releaseDate = seedDate(released);
    rows.push({
      volunteerId: rnd.int(1, VOLUNTEERS),
      certificateNumber: `${code}${releaseDate.slice(0, 4)}${String(i).padStart(6, "0")}`,
      volunteerCertificateType: type,
      auditState,
      awardingBody: body,
      frontImagePath: `/files/certificates/${i}-front.jpg`,
      backImagePath: `/files/certificates/${i}-back.jpg`,
      certificateReleaseDate: releaseDate,
      certificateExpireDate: seedDate(released + rnd.int(2, 4) * 365 * DAY),
      createdDate: spreadTime(rnd, i, SAMPLE_ROWS, 120),
      description: rnd.next() < 0.3 ? "线下培训取得" : null,
      rejectReason: auditState === "REJECT" ? rnd.pick(rejectReasons) : null,
    });
  }
  insertAll(db, "volunteer_certificates", rows);
}
