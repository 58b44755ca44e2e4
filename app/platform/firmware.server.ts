import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, callVoid, type PlatformContext } from "./client.server";
import { pageQuery } from "./messages.server";

/** §3 firmware (device, cabinet-controller and connector firmware share the shape). */
export const firmwareSchema = z.object({
  id: z.union([z.number(), z.string()]),
  version: z.string(),
  lastModifiedBy: z.string().nullish(),
  lastModifiedDate: z.string().nullish(),
  description: z.string().nullish(),
  relatedDeviceCount: z.number().nullish(),
  file: z.object({ name: z.string().nullish(), size: z.number().nullish() }).nullish(),
});
export type Firmware = z.infer<typeof firmwareSchema>;

export type FirmwareKind = "device-firmwares" | "cabinet-controller-firmwares" | "connector-firmwares";

export function listFirmwares(ctx: PlatformContext, kind: FirmwareKind, params: ListParams) {
  return callList(ctx, `/v1/${kind}`, firmwareSchema, { query: pageQuery(params) });
}

export function getFirmware(ctx: PlatformContext, kind: FirmwareKind, id: string) {
  return callObject(ctx, `/v1/${kind}/${encodeURIComponent(id)}`, firmwareSchema);
}

function firmwareForm(value: { version: string; description?: string; file?: File }) {
  const form = new FormData();
  form.set("version", value.version);
  form.set("description", value.description ?? "");
  if (value.file) form.set("file", value.file, value.file.name);
  return form;
}

export function createFirmware(ctx: PlatformContext, kind: FirmwareKind, value: { version: string; description?: string; file?: File }) {
  return callObject(ctx, `/v1/${kind}`, firmwareSchema, { method: "POST", form: firmwareForm(value) });
}

export function updateFirmware(ctx: PlatformContext, kind: FirmwareKind, id: string, value: { version: string; description?: string; file?: File }) {
  return callObject(ctx, `/v1/${kind}/${encodeURIComponent(id)}`, firmwareSchema, { method: "PUT", form: firmwareForm(value) });
}

export function deleteFirmware(ctx: PlatformContext, kind: FirmwareKind, id: string, reason: string) {
  return callVoid(ctx, `/v1/${kind}/${encodeURIComponent(id)}`, { method: "DELETE", query: { reason } });
}
