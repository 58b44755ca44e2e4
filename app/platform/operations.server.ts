import { z } from "zod";
import { callObject, callRaw, callVoid, callList, type PlatformContext } from "./client.server";
import { pageQuery, tableCalls, type TableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();

/** §3 repair record (report-to-repair), with the device it is about. */
export const repairRecordSchema = z.object({
  id, deviceId: id.nullish(), serialNumber: text, address: text, content: text, handleContent: text, state: text, operator: text, createdDate: text,
});
export type RepairRecord = z.infer<typeof repairRecordSchema>;

const REPAIRS = "/v1/report-to-repair-records";

/** §7 report-to-repair-records: PUT takes the id in the body; handling has its own call. */
export const repairCalls: TableCalls<RepairRecord> = {
  path: "report-to-repair-records",
  list: (ctx, params) => callList(ctx, REPAIRS, repairRecordSchema, { query: pageQuery(params) }),
  get: (ctx, recordId) => callObject(ctx, `${REPAIRS}/${encodeURIComponent(recordId)}`, repairRecordSchema),
  create: async (ctx, body) => {
    await callVoid(ctx, REPAIRS, { method: "POST", json: body });
    return body as RepairRecord;
  },
  update: (ctx, recordId, body) => callObject(ctx, REPAIRS, repairRecordSchema, { method: "PUT", json: { ...body, id: Number(recordId) } }),
  remove: (ctx, recordId) => callVoid(ctx, `${REPAIRS}/${encodeURIComponent(recordId)}`, { method: "DELETE" }),
};

/** PUT /v1/report-to-repair-records/{id}/handleContent: the repair is handled and closed. */
export function handleRepair(ctx: PlatformContext, recordId: string, handleContent: string) {
  return callObject(ctx, `${REPAIRS}/${encodeURIComponent(recordId)}/handleContent`, repairRecordSchema, { method: "PUT", json: { handleContent } });
}

const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

/** Incident records (§2 operation management). */
export const incidentRecordSchema = z.object({
  id, serialNumber: text, incidentType: text, level: text, occurredTime: text, address: text, content: text, handleState: text, handleContent: text, ...audit,
});
export type IncidentRecord = z.infer<typeof incidentRecordSchema>;
export const incidentCalls = tableCalls("incident-records", incidentRecordSchema);

/** §3 institution inspection report (its list pages with pageNum, §7). */
export const inspectionReportSchema = z.object({
  id, institutionId: id.nullish(), mechanism: text, inspectionCycle: text, generationTime: text, coverNum: z.number().nullish(), sendState: text,
  sendServerAddress: text, responseMessage: text, fileSize: z.number().nullish(),
});
export type InspectionReport = z.infer<typeof inspectionReportSchema>;
export const inspectionReportCalls = tableCalls("institution-inspection-reports", inspectionReportSchema, { pageParam: "pageNum" });

/** The generated report's file (a PDF), passed on as a download. */
export function downloadInspectionReport(ctx: PlatformContext, reportId: string) {
  return callRaw(ctx, `/v1/institution-inspection-reports/${encodeURIComponent(reportId)}/file`);
}

/** §3 device inspection record (its list pages with pageNum, §7). */
export const deviceInspectionSchema = z.object({
  id, mechanism: text, inspector: text, product: text, sendState: text, inspectionTime: text, imageContent: z.array(z.string()).nullish(), remarks: text,
});
export type DeviceInspection = z.infer<typeof deviceInspectionSchema>;
export const deviceInspectionCalls = tableCalls("device-inspection-records", deviceInspectionSchema, { pageParam: "pageNum" });
