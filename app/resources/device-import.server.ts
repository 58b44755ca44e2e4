import { deletePendingImport, readPendingImport, savePendingImport } from "~/auth/session-store.server";
import { xlsxWriter } from "~/lib/sheet-stream";
import type { PlatformContext } from "~/platform/client.server";
import { checkImportFile, checkImportRows, importDevices, type ImportCheck } from "~/platform/devices.server";
import { IMPORT_FIELDS, mergePreview, validRows, type ImportField, type ImportValues, type PreviewRow } from "./device-import";

/** A checked sheet waiting for confirmation (kept in the console's session store, see savePendingImport). */
export interface PendingImport {
  fileName: string;
  rows: PreviewRow[];
}

/** The platform's import headers (the export's, Chinese; the platform reads either language). */
const IMPORT_HEADERS: Record<ImportField, string> = {
  sn: "序列号", brand: "品牌", model: "型号", institution: "所属机构", city: "城市", region: "区县", address: "地址",
  armLocation: "放置位置", longitude: "经度", latitude: "纬度", contactName: "联系人", contactPhone: "联系电话",
  publicMode: "公开模式", soldState: "销售状态",
};

function keep(sessionId: string, fileName: string, check: ImportCheck): Promise<string> {
  const pending: PendingImport = { fileName, rows: mergePreview(check.rows) };
  return savePendingImport(sessionId, pending);
}

/** Dry run of an uploaded sheet: the platform's checks and the form's rules, kept until confirmed. Answers its id. */
export async function previewFile(ctx: PlatformContext, sessionId: string, file: File): Promise<string> {
  return keep(sessionId, file.name, await checkImportFile(ctx, file));
}

/** Dry run of corrected rows (the grid's re-check). */
export async function previewRows(ctx: PlatformContext, sessionId: string, fileName: string, rows: ImportValues[]): Promise<string> {
  return keep(sessionId, fileName, await checkImportRows(ctx, rows as Record<string, string>[]));
}

export const readPreview = (sessionId: string, id: string | null | undefined) => readPendingImport<PendingImport>(sessionId, id);

/**
 * "Import N valid rows": the valid rows become one sheet for §7's POST /v1/devices/import (so a real platform
 * needs no new call to import); the pending preview is dropped. Answers the platform's per-row report.
 */
export async function importPreview(ctx: PlatformContext, sessionId: string, id: string, pending: PendingImport) {
  const rows = validRows(pending.rows);
  const writer = xlsxWriter(IMPORT_FIELDS.map((field) => IMPORT_HEADERS[field]), "设备", { raw: true });
  const bytes = new Response(writer.stream).arrayBuffer();
  for (const { values } of rows) {
    await writer.row(IMPORT_FIELDS.map((field) => (field === "longitude" || field === "latitude") && values[field] ? Number(values[field]) : values[field] ?? null));
  }
  await writer.end();
  const file = new File([await bytes], "devices.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
  const report = await importDevices(ctx, file);
  await deletePendingImport(sessionId, id);
  return report;
}
