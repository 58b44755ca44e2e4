// Operation management (§2, §3, §4): repair records across the fleet, incident records, institution inspection
// reports (paged with pageNum, file download) and device inspection records. Repair records are the device
// detail's own (device_records, kind 'repair'), so a record added on a device shows here and the reverse.
import type { Database } from "better-sqlite3";
import { type AuthedCtx, type Route, badRequest, idParam, invalidFields, listReply, noContent, notFound } from "./http.js";
import { defineMessages } from "./i18n.js";
import { type ListSpec, getOne, queryList } from "./list.js";
import { ANCHOR, type Random } from "./seed-kit.js";
import { storeFile } from "./stored-files.js";
import { defineArea, defineTable, logOperation } from "./table.js";
import { nowString, seedTime } from "./time.js";
import { checkText, text } from "./validate.js";

export const REPAIR_STATES = ["UNHANDLE", "HANGLEING", "HANGLED"] as const;
export const SEND_STATES = ["SUCCESS", "FAIL", "PROCESSING"] as const;
export const REPORT_STATES = ["SENDING", "GENERATING", "COMPLETED", "FAILED"] as const;
export const REPORT_PERIODS = ["YEARLY", "HALF_YEARLY", "QUARTERLY", "MONTHLY", "WEEKLY", "DAILY"] as const;
export const EVENT_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;
export const HANDLE_STATES = ["PROCESSING", "PROCESSED", "UNTREATED"] as const;
export const INCIDENT_TYPES = ["USED", "DOOR_OPENED", "OUT_OF_FENCE", "POWER_LOW", "OFFLINE", "SELF_TEST_FAILED", "OTHER"] as const;

const texts = defineMessages({
  "repair.closed": ["该报修已关闭，不能再修改", "this repair record is closed and can no longer change"],
  "device.snUnknown": ["没有该序列号的设备", "no device has this serial number"],
  "report.notReady": ["报告尚未生成完成", "the report has not been generated yet"],
});

const MARK = { repair: "repairRecord", incident: "incidentRecord", report: "inspectionReport", deviceInspection: "deviceInspection" };

/** A serial number must name a device of the fleet. */
const knownSerial = (db: Database, field: string, value: unknown) =>
  typeof value === "string" && !db.prepare("SELECT 1 FROM devices WHERE sn = ?").get(value) ? [{ field, key: texts["device.snUnknown"] }] : [];

const PERSONS = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴霞"];
const pastTime = (rnd: Random, days: number) => seedTime(ANCHOR - rnd.int(0, days * 24 * 3600) * 1000);
const randomSerial = (db: Database, rnd: Random) =>
  (db.prepare("SELECT sn FROM devices WHERE id = ?").get(rnd.int(1, (db.prepare("SELECT COUNT(*) AS n FROM devices").get() as { n: number }).n)) as { sn: string }).sn;

/** §2 incident records: device events that needed someone, with their level and handling. */
export const incidentRecords = defineTable({
  table: "incident_records",
  path: "incident-records",
  mark: MARK.incident,
  audit: true,
  fields: {
    serialNumber: { type: "text", required: true, max: 30, filter: "contains", sortable: true },
    incidentType: { type: "enum", required: true, values: INCIDENT_TYPES, filter: "eq" },
    level: { type: "enum", required: true, values: EVENT_LEVELS, filter: "eq", sortable: true },
    occurredTime: { type: "datetime", required: true, filter: "range", sortable: true },
    address: { type: "text", max: 100 },
    content: { type: "text", required: true, max: 200 },
    handleState: { type: "enum", required: true, values: HANDLE_STATES, filter: "eq", sortable: true },
    handleContent: { type: "text", max: 200 },
  },
  defaultSort: { field: "occurredTime", order: "descend" },
  check: (row, { db }) => knownSerial(db, "serialNumber", row.serialNumber),
  seed: (rnd, db) =>
    Array.from({ length: 320 }, () => {
      const type = rnd.weighted(INCIDENT_TYPES.map((t, i) => [t, [3, 4, 2, 4, 5, 3, 1][i]!] as const));
      const handleState = rnd.weighted([["PROCESSED", 6], ["PROCESSING", 2], ["UNTREATED", 2]] as const);
      const sn = randomSerial(db, rnd);
      const device = db.prepare("SELECT address FROM devices WHERE sn = ?").get(sn) as { address: string };
      return {
        serialNumber: sn,
        incidentType: type,
        level: type === "USED" || type === "OUT_OF_FENCE" ? "SERIOUS" : type === "OTHER" ? "COMMON" : "WARNING",
        occurredTime: pastTime(rnd, 120),
        address: device.address,
        content: { USED: "设备被取出使用，已通知附近志愿者", DOOR_OPENED: "机柜门被打开超过 5 分钟", OUT_OF_FENCE: "设备离开电子围栏", POWER_LOW: "电池电量低于 20%", OFFLINE: "设备离线超过 24 小时", SELF_TEST_FAILED: "周自检失败", OTHER: "现场反馈设备外观破损" }[type],
        handleState,
        handleContent: handleState === "PROCESSED" ? "已安排运维人员现场处理" : null,
      };
    }),
});

/** §3 institution inspection report; §4 report periods and states; its list pages with pageNum (§7). */
export const inspectionReports = defineTable({
  table: "institution_inspection_reports",
  path: "institution-inspection-reports",
  mark: MARK.report,
  pageParam: "pageNum",
  calls: ["list", "get", "create", "delete"],
  fields: {
    institutionId: { type: "ref", ref: "institutions", required: true, filter: "eq" },
    mechanism: { type: "text", readOnly: true, filter: "contains", sortable: true },
    inspectionCycle: { type: "enum", required: true, values: REPORT_PERIODS, filter: "eq" },
    generationTime: { type: "datetime", readOnly: true, filter: "range", sortable: true },
    coverNum: { type: "int", readOnly: true, sortable: true },
    sendState: { type: "enum", readOnly: true, values: REPORT_STATES, filter: "eq", sortable: true },
    sendServerAddress: { type: "text", readOnly: true },
    responseMessage: { type: "text", readOnly: true },
    fileSize: { type: "int", readOnly: true },
  },
  defaultSort: { field: "generationTime", order: "descend" },
  derive: (values, { db }) => (typeof values.institutionId === "number" ? prepareReport(db, values.institutionId) : {}),
  seed: (rnd, db) => {
    const institutions = db.prepare("SELECT id, name FROM institutions ORDER BY id").all() as { id: number; name: string }[];
    return Array.from({ length: 260 }, () => {
      const institution = rnd.pick(institutions);
      const state = rnd.weighted([["COMPLETED", 7], ["SENDING", 1], ["GENERATING", 1], ["FAILED", 1]] as const);
      const coverNum = (db.prepare("SELECT COUNT(*) AS n FROM devices WHERE institutionId = ?").get(institution.id) as { n: number }).n;
      return {
        institutionId: institution.id,
        mechanism: institution.name,
        inspectionCycle: rnd.weighted([["MONTHLY", 5], ["QUARTERLY", 2], ["WEEKLY", 2], ["YEARLY", 1], ["HALF_YEARLY", 1], ["DAILY", 1]] as const),
        generationTime: pastTime(rnd, 365),
        coverNum,
        sendState: state,
        sendServerAddress: state === "GENERATING" ? null : "smtp.report.example:465",
        responseMessage: state === "FAILED" ? "收件服务器拒绝：邮箱已满" : state === "COMPLETED" ? "250 OK" : null,
        fileSize: state === "COMPLETED" || state === "SENDING" ? 40_000 + coverNum * 1_800 + rnd.int(0, 9_000) : null,
      };
    });
  },
});

/** §3 device inspection record: who inspected which device when, with photos and remarks; pageNum paging. */
export const deviceInspections = defineTable({
  table: "device_inspection_records",
  path: "device-inspection-records",
  mark: MARK.deviceInspection,
  pageParam: "pageNum",
  calls: ["list", "get", "update"],
  fields: {
    mechanism: { type: "text", readOnly: true, filter: "contains", sortable: true },
    inspector: { type: "text", readOnly: true, filter: "contains" },
    product: { type: "text", readOnly: true, filter: "contains", sortable: true },
    sendState: { type: "enum", readOnly: true, values: SEND_STATES, filter: "eq", sortable: true },
    inspectionTime: { type: "datetime", readOnly: true, filter: "range", sortable: true },
    imageContent: { type: "json", readOnly: true },
    remarks: { type: "text", max: 200 },
  },
  defaultSort: { field: "inspectionTime", order: "descend" },
  seed: (rnd, db) => {
    const photos = inspectionPhotos(db);
    return Array.from({ length: 420 }, () => {
      const sn = randomSerial(db, rnd);
      const institution = db.prepare("SELECT i.name FROM devices d LEFT JOIN institutions i ON i.id = d.institutionId WHERE d.sn = ?").get(sn) as { name: string | null };
      return {
        mechanism: institution.name ?? "未分配机构",
        inspector: rnd.pick(PERSONS),
        product: sn,
        sendState: rnd.weighted([["SUCCESS", 8], ["FAIL", 1], ["PROCESSING", 1]] as const),
        inspectionTime: pastTime(rnd, 180),
        imageContent: photos.slice(0, rnd.int(0, photos.length)),
        remarks: rnd.next() < 0.3 ? rnd.pick(["电极片将于下月到期", "柜门锁扣松动，已紧固", "外观良好", "更换了电池"]) : null,
      };
    });
  },
});

/** Three stored on-site photos (drawn as SVG) the seeded inspections point at: read by whoever may list inspections. */
function inspectionPhotos(db: Database): string[] {
  const owner = { kind: "device_inspection_records", id: null, permission: `${MARK.deviceInspection}.query` };
  return [["#52C41A", "机柜外观"], ["#1890FF", "设备面板"], ["#FAAD14", "电极片有效期"]].map(([color, label], i) => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180"><rect width="240" height="180" fill="${color}"/><text x="120" y="96" font-size="22" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    );
    const file = { kind: "image", fileName: `inspection-${i + 1}.svg`, contentType: "image/svg+xml", data: svg, uploadedBy: "admin", createdDate: seedTime(ANCHOR) };
    return storeFile(db, file, owner).url;
  });
}

// ---------------------------------------------------------------------------------------------- repair records

const repairSpec: ListSpec<Record<string, unknown>> = {
  from: "device_records r JOIN devices d ON d.id = r.device_id",
  select: "r.id AS id, r.device_id AS deviceId, d.sn AS serialNumber, d.address AS address, r.content AS content, r.handleContent AS handleContent, r.state AS state, r.operator AS operator, r.createdDate AS createdDate",
  idColumn: "r.id",
  filters: {
    serialNumber: { column: "d.sn", op: "contains" },
    state: { column: "r.state", op: "eq", values: REPAIR_STATES },
    operator: { column: "r.operator", op: "contains" },
    createdDateBegin: { column: "r.createdDate", op: "from" },
    createdDateEnd: { column: "r.createdDate", op: "to" },
  },
  sorts: { id: "r.id", createdDate: "r.createdDate", state: "r.state", serialNumber: "d.sn" },
  defaultSort: { field: "createdDate", order: "descend" },
};
const repairScope = { where: "r.kind = 'repair'", params: [] as unknown[] };

function repairRoutes(db: Database): Route[] {
  const base = "/api/v1/report-to-repair-records";
  const one = (id: number) => getOne(db, repairSpec, id, repairScope);
  return [
    {
      method: "GET", path: base, access: `${MARK.repair}.query`,
      handle: (ctx: AuthedCtx) => {
        const { rows, total } = queryList(db, repairSpec, ctx.query, repairScope);
        return listReply(rows, total);
      },
    },
    {
      // §7 PUT /v1/report-to-repair-records: the id travels in the body; content and the handling state change.
      method: "PUT", path: base, access: `${MARK.repair}.edit`,
      handle: async (ctx: AuthedCtx) => {
        const body = await ctx.readJson();
        const id = Number(body.id);
        if (!Number.isSafeInteger(id) || id < 1) throw badRequest("field.required");
        const current = one(id) as { state: string };
        if (current.state === "HANGLED") throw badRequest(texts["repair.closed"]);
        const content = text(body, "content");
        const state = text(body, "state") ?? current.state;
        const errors = checkText("content", content, { required: true, max: 200 });
        if (!(REPAIR_STATES as readonly string[]).includes(state) || state === "HANGLED") errors.push({ field: "state", key: "field.choice" });
        if (errors.length) throw invalidFields(errors);
        db.prepare("UPDATE device_records SET content = ?, state = ? WHERE id = ?").run(content, state, id);
        logOperation(db, ctx.caller, { entity: MARK.repair, entityId: id, action: "UPDATE" });
        return { body: one(id) };
      },
    },
    {
      method: "DELETE", path: `${base}/:id`, access: `${MARK.repair}.delete`,
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        one(id);
        db.prepare("DELETE FROM device_records WHERE id = ? AND kind = 'repair'").run(id);
        logOperation(db, ctx.caller, { entity: MARK.repair, entityId: id, action: "DELETE" });
        return noContent();
      },
    },
  ];
}

/** §7 GET and DELETE /v1/device-maintain-records/{id}, PUT /v1/device-maintain-records (the id in the body). */
function maintenanceRoutes(db: Database): Route[] {
  const base = "/api/v1/device-maintain-records";
  const scope = { where: "r.kind = 'maintain'", params: [] as unknown[] };
  const one = (id: number) => getOne(db, repairSpec, id, scope);
  return [
    { method: "GET", path: `${base}/:id`, access: "deviceList.get", handle: (ctx: AuthedCtx) => ({ body: one(idParam(ctx)) }) },
    {
      method: "PUT", path: base, access: "deviceList.edit",
      handle: async (ctx: AuthedCtx) => {
        const body = await ctx.readJson();
        const id = Number(body.id);
        if (!Number.isSafeInteger(id) || id < 1) throw notFound();
        one(id);
        const content = text(body, "content");
        const errors = checkText("content", content, { required: true, max: 200 });
        if (errors.length) throw invalidFields(errors);
        db.prepare("UPDATE device_records SET content = ? WHERE id = ?").run(content, id);
        return { body: one(id) };
      },
    },
    {
      method: "DELETE", path: `${base}/:id`, access: "deviceList.delete",
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        one(id);
        db.prepare("DELETE FROM device_records WHERE id = ?").run(id);
        return noContent();
      },
    },
  ];
}

/** The report as a small PDF (sandbox stand-in for the platform's generated file). */
function reportPdf(report: { id: number; mechanism: string; inspectionCycle: string; generationTime: string; coverNum: number }): Buffer {
  const line = `Inspection report #${report.id} - ${report.inspectionCycle} - ${report.generationTime} - devices: ${report.coverNum}`;
  const stream = `BT /F1 12 Tf 40 780 Td (${line.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function reportRoutes(db: Database): Route[] {
  return [
    {
      method: "GET", path: "/api/v1/institution-inspection-reports/:id/file", access: `${MARK.report}.get`,
      handle: (ctx: AuthedCtx) => {
        const report = db.prepare("SELECT * FROM institution_inspection_reports WHERE id = ?").get(idParam(ctx)) as
          | { id: number; mechanism: string; inspectionCycle: string; generationTime: string; coverNum: number; sendState: string }
          | undefined;
        if (!report) throw notFound();
        if (report.sendState === "GENERATING") throw badRequest(texts["report.notReady"]);
        return {
          body: reportPdf(report),
          headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="inspection-report-${report.id}.pdf"` },
        };
      },
    },
  ];
}

export const operationsArea = defineArea({
  name: "operations",
  tables: [incidentRecords, inspectionReports, deviceInspections],
  routes: ({ db }) => [...repairRoutes(db), ...maintenanceRoutes(db), ...reportRoutes(db)],
  seed: (db, rnd) => {
    // Repair records across the fleet, so the operations list is full before anyone opens a device.
    const insert = db.prepare("INSERT INTO device_records (device_id, kind, content, handleContent, state, operator, createdDate) VALUES (?, 'repair', ?, ?, ?, ?, ?)");
    const count = (db.prepare("SELECT COUNT(*) AS n FROM devices").get() as { n: number }).n;
    for (let i = 0; i < 280; i++) {
      const state = rnd.weighted([["HANGLED", 5], ["HANGLEING", 2], ["UNHANDLE", 3]] as const);
      insert.run(
        rnd.int(1, count),
        rnd.pick(["屏幕无显示", "语音提示异常", "柜门无法关闭", "无法联网", "电池无法充电", "自检指示灯红色闪烁"]),
        state === "HANGLED" ? rnd.pick(["已更换电池", "已更换电极片", "已重启通信模块", "已维修柜门锁"]) : null,
        state,
        rnd.pick(PERSONS),
        pastTime(rnd, 200),
      );
    }
  },
});

/** A newly requested report starts as GENERATING with the institution's name and device count. */
function prepareReport(db: Database, institutionId: number) {
  const institution = db.prepare("SELECT name FROM institutions WHERE id = ?").get(institutionId) as { name: string } | undefined;
  const coverNum = (db.prepare("SELECT COUNT(*) AS n FROM devices WHERE institutionId = ?").get(institutionId) as { n: number }).n;
  return { mechanism: institution?.name ?? null, coverNum, sendState: "GENERATING", generationTime: nowString() };
}
