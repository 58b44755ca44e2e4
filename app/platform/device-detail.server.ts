import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import type { ConfigGroup, ConfigValues } from "~/resources/device-config";
import { callList, callObject, callResult, callVoid, type PlatformContext } from "./client.server";
import { PlatformError, isPlatformError } from "./errors";
import { editRemark, setNoticeSwitch, updatePublicTime } from "./devices.server";
import { pageQuery } from "./messages.server";

const devicePath = (id: string) => `/v1/devices/${encodeURIComponent(id)}`;

/**
 * §7 GET /v1/devices/{id}: the device's own fields, as its list row has them (identity, placement, warranty, package,
 * states, remark). Its sub-info comes from the part calls below, never from here (loose: more fields may come).
 */
export const deviceDetailSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  sn: z.string(),
  remark: z.string().nullish(),
  ignoreAbnormalMark: z.boolean().nullish(),
  activationState: z.string().nullish(),
  package: z.looseObject({ id: z.unknown().optional(), name: z.string().nullish() }).nullish(),
});
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;

/** §7 GET /v1/devices/{id}/{part}: the sub-info parts the overview and message tabs show, each a call of its own. */
export const DEVICE_PARTS = [
  "additional-info", "battery-info", "electrode-info", "communication-module-info", "lock-info", "related-person-info",
  "deployed-image-urls", "running-stages", "overview/running-states", "overview/service-states", "overview/location",
  "system-info", "get-notice-switch",
] as const;
export type DevicePart = (typeof DEVICE_PARTS)[number];

const values = z.looseObject({});
/** What each part answers (§7 shows no shapes: loose objects; a module or lock that is not there is null). */
const partSchemas = {
  "additional-info": values.nullable(),
  "battery-info": values.nullable(),
  "electrode-info": values.nullable(),
  "communication-module-info": values.nullable(),
  "lock-info": values.nullable(),
  "related-person-info": values.nullable(),
  "deployed-image-urls": z.array(z.string()).nullable(),
  "running-stages": z.array(z.looseObject({ stage: z.string(), time: z.string().nullish() })).nullable(),
  "overview/running-states": values,
  "overview/service-states": values,
  "overview/location": values,
  "system-info": z.looseObject({ radius: z.number().nullish() }),
  // The stored notice state, NOTIFIED or NOT_NOTICE (`{ result }` or bare).
  "get-notice-switch": z.string(),
} satisfies Record<DevicePart, z.ZodType>;
export type DevicePartValue<P extends DevicePart> = z.infer<(typeof partSchemas)[P]>;

export function getDevicePart<P extends DevicePart>(ctx: PlatformContext, id: string, part: P): Promise<DevicePartValue<P>> {
  return callResult(ctx, `${devicePath(id)}/${part}`, partSchemas[part] as unknown as z.ZodType<DevicePartValue<P>>);
}

const looseRow = z.looseObject({ id: z.union([z.number(), z.string()]) });
export type DeviceRecordRow = z.infer<typeof looseRow>;
const configSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));


export function getDevice(ctx: PlatformContext, id: string) {
  return callObject(ctx, devicePath(id), deviceDetailSchema);
}

/** §7: service-configs has its own path; the other groups live under configs/{group}. */
const configPath = (id: string, group: ConfigGroup) => (group === "service-configs" ? `${devicePath(id)}/service-configs` : `${devicePath(id)}/configs/${group}`);

export function getDeviceConfig(ctx: PlatformContext, id: string, group: ConfigGroup) {
  return callObject(ctx, configPath(id, group), configSchema);
}

export function saveDeviceConfig(ctx: PlatformContext, id: string, group: ConfigGroup, value: ConfigValues) {
  return callVoid(ctx, configPath(id, group), { method: "PUT", json: value });
}

/** The record lists of §7 GET /v1/devices/{id}/{records}. */
export type DeviceRecords =
  | "battery-data" | "communication-logs" | "event-logs" | "history-logs" | "self-test-data" | "rescue-data" | "tasks"
  | "report-to-repair-records" | "maintain-records" | "inspection-records" | "dock-user-list";

export function listDeviceRecords(ctx: PlatformContext, id: string, records: DeviceRecords, params: ListParams) {
  return callList(ctx, `${devicePath(id)}/${records}`, looseRow, { query: pageQuery(params) });
}

/**
 * Whether a task or rescue record is the device's own: their §7 calls name only the record, so a form on one
 * device's page could otherwise act on another device's record (hostile #36). Reads the device's list.
 */
export async function isDeviceRecord(ctx: PlatformContext, deviceId: string, records: "tasks" | "rescue-data", recordId: string): Promise<boolean> {
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const page = await listDeviceRecords(ctx, deviceId, records, { pageNo, pageSize: 100, filters: {} });
    if (page.rows.some((row) => String((row as { id?: unknown }).id) === recordId)) return true;
    if (pageNo * 100 >= page.total) return false;
  }
  return false;
}

/** Every modal action of the detail (§4/§7), by name, with its validated form value. */
export function runDeviceAction(ctx: PlatformContext, id: string, name: string, value: Record<string, unknown>): Promise<unknown> {
  const base = devicePath(id);
  switch (name) {
    case "reset":
      return callVoid(ctx, `${base}/reset`, { method: "PUT", query: { reason: String(value.reason) } });
    // §7 "with query params": the mark's new value (see docs/spec-decisions.md).
    case "ignore-abnormal":
      return callVoid(ctx, `${base}/ignoreAbnormalMark`, { method: "PUT", query: { ignoreAbnormalMark: true } });
    case "cancel-ignore-abnormal":
      return callVoid(ctx, `${base}/ignoreAbnormalMark`, { method: "DELETE", query: { ignoreAbnormalMark: false } });
    case "cancel-activation":
      return callVoid(ctx, `${base}/activation`, { method: "DELETE" });
    case "untie-package":
      return callVoid(ctx, `${base}/configs/service-package`, { method: "DELETE" });
    case "exit":
      // §4: a second exit is refused while one waits; §8 names that refusal, whatever words the platform used.
      return callVoid(ctx, `${base}/exit`, { method: "PUT" }).catch((error: unknown) => {
        if (isPlatformError(error) && error.kind === "http" && (error.status === 400 || error.status === 409)) {
          throw new PlatformError("http", error.status, error.detail, error.fieldErrors, "error.exitTaskExists");
        }
        throw error;
      });
    case "unbind-module":
      return callVoid(ctx, `${base}/communication-module-info`, { method: "DELETE" });
    case "unbind-cabinet":
      return callVoid(ctx, `${base}/communication-module-info/unbindActualCabinet`, { method: "DELETE" });
    case "unbind-lock":
      return callVoid(ctx, `${base}/lock-info`, { method: "DELETE" });
    case "electrode-info":
      return callVoid(ctx, `${base}/electrode-info`, { method: "PUT", json: value });
    case "system-info":
      return callVoid(ctx, `${base}/system-info`, { method: "PUT", json: { radius: value.radius } });
    case "public-time": {
      // The id comes from the URL, never from the posted `ids` (hostile case 7).
      const { publicMode, openDays, publicTimeBegin, publicTimeEnd } = value as Record<string, string>;
      return updatePublicTime(ctx, [id], { publicMode, openDays, publicTimeBegin, publicTimeEnd });
    }
    case "notice-switch":
      return setNoticeSwitch(ctx, [id], value.notice === "NOTIFIED");
    case "send-message":
      return callVoid(ctx, "/v1/notification-messages/imitate-device-notice", { method: "POST", json: { deviceId: Number(id), content: value.content } });
    case "edit":
      // §7 PUT /v1/devices: the id travels in the body, taken from the URL (hostile case 7).
      return callVoid(ctx, "/v1/devices", { method: "PUT", json: { ...value, id: Number(id) } });
    case "remark":
      return editRemark(ctx, [id], typeof value.remark === "string" ? value.remark : "");
    default:
      throw new Error(`unknown device action ${name}`);
  }
}

export function cancelTask(ctx: PlatformContext, taskId: string) {
  return callVoid(ctx, `/v1/tasks/${encodeURIComponent(taskId)}`, { method: "DELETE" });
}

export function editRescueRemark(ctx: PlatformContext, recordId: string, remark: string | undefined) {
  return callVoid(ctx, "/v1/devices/rescue-data/edit-remark", { method: "POST", json: { id: Number(recordId), remark: remark ?? "" } });
}

// ---------------------------------------------------------------------------------------------- related persons

const adminSchema = z.looseObject({ id: z.number(), name: z.string().nullish(), username: z.string().nullish(), phoneNumber: z.string().nullish(), createdDate: z.string().nullish() });
const optionSchema = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });

export function listRelatedAdmins(ctx: PlatformContext, id: string) {
  return callObject(ctx, `${devicePath(id)}/related-admins`, z.array(adminSchema));
}

export function relatedAdminOptions(ctx: PlatformContext, id: string) {
  return callObject(ctx, `${devicePath(id)}/related-admin-options`, z.array(optionSchema));
}

export function addRelatedAdmin(ctx: PlatformContext, id: string, adminId: string) {
  return callVoid(ctx, `${devicePath(id)}/related-admins`, { method: "POST", json: { adminId: Number(adminId) } });
}

export function removeRelatedAdmin(ctx: PlatformContext, id: string, adminId: string) {
  return callVoid(ctx, `${devicePath(id)}/related-admins/${encodeURIComponent(adminId)}`, { method: "DELETE" });
}

export function listDeviceVolunteers(ctx: PlatformContext, id: string, params: ListParams, waiting: boolean) {
  const path = `/v1/volunteer-devices/${encodeURIComponent(id)}${waiting ? "/wait-allocated-volunteers" : ""}`;
  return callList(ctx, path, looseRow, { query: pageQuery(params) });
}

/** §7: the body is the list of volunteer ids itself. */
export function setVolunteerLinks(ctx: PlatformContext, id: string, ids: string[], link: boolean) {
  return callResult(ctx, `/v1/volunteer-devices/${encodeURIComponent(id)}/${link ? "link" : "unlink"}-volunteers`, z.object({ changed: z.number() }), {
    method: "PUT",
    json: ids.map(Number),
  });
}

// ---------------------------------------------------------------------------------------------- operation records

export function addRepairRecord(ctx: PlatformContext, id: string, content: string) {
  return callVoid(ctx, "/v1/report-to-repair-records", { method: "POST", json: { deviceId: Number(id), content } });
}

export function addMaintenanceRecord(ctx: PlatformContext, id: string, content: string) {
  return callVoid(ctx, "/v1/device-maintain-records", { method: "POST", json: { deviceId: Number(id), content } });
}

/** §7 GET /v1/device-maintain-records/{id}: one maintenance record, as stored (its edit form starts from it). */
export function getMaintenanceRecord(ctx: PlatformContext, recordId: string) {
  return callObject(ctx, `/v1/device-maintain-records/${encodeURIComponent(recordId)}`, z.looseObject({ id: z.union([z.number(), z.string()]), deviceId: z.union([z.number(), z.string()]).nullish(), content: z.string().nullish() }));
}

/** PUT /v1/device-maintain-records (the id in the body, §7). */
export function updateMaintenanceRecord(ctx: PlatformContext, recordId: string, content: string) {
  return callVoid(ctx, "/v1/device-maintain-records", { method: "PUT", json: { id: Number(recordId), content } });
}

export function deleteMaintenanceRecord(ctx: PlatformContext, recordId: string) {
  return callVoid(ctx, `/v1/device-maintain-records/${encodeURIComponent(recordId)}`, { method: "DELETE" });
}

export function handleRepairRecord(ctx: PlatformContext, recordId: string, handleContent: string) {
  return callVoid(ctx, `/v1/report-to-repair-records/${encodeURIComponent(recordId)}/handleContent`, { method: "PUT", json: { handleContent } });
}

/** §7 GET /v1/devices/getDeviceType/{id}: what kind of device it is (on its own, or in a controlled cabinet). */
export const deviceTypeSchema = z.object({
  deviceType: z.string().nullish(),
  model: z.string().nullish(),
  brand: z.string().nullish(),
  firmwareVersion: z.string().nullish(),
});
export function getDeviceType(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/devices/getDeviceType/${encodeURIComponent(id)}`, deviceTypeSchema);
}

/** §7 GET /v1/devices/{id}/container: the cabinet the device sits in, or null. */
export const containerSchema = z
  .object({
    serialNumber: z.string(),
    model: z.string().nullish(),
    doorState: z.string().nullish(),
    networkState: z.string().nullish(),
    temperature: z.number().nullish(),
    lastOnlineTime: z.string().nullish(),
  })
  .nullable();
export function getContainer(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/devices/${encodeURIComponent(id)}/container`, containerSchema);
}
