import { z } from "zod";
import { toPlatformDateTime } from "~/engine/values";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, callVoid, type PlatformContext } from "./client.server";
import { pageQuery } from "./messages.server";

/** The platform paths of the two controller kinds (cabinet controllers and cloud connectors share one shape). */
export const CONTROLLER_PATHS = { cabinet: "cabinet-controllers", connector: "connectors" } as const;
export type ControllerKind = keyof typeof CONTROLLER_PATHS;

const id = z.union([z.number(), z.string()]);

export const controllerSchema = z.object({
  id,
  serialNumber: z.string(),
  model: z.string().nullish(),
  firmwareVersion: z.string().nullish(),
  pendingFirmwareVersion: z.string().nullish(),
  networkState: z.string().nullish(),
  doorState: z.string().nullish(),
  powerSupply: z.string().nullish(),
  deviceSn: z.string().nullish(),
  institutionName: z.string().nullish(),
  address: z.string().nullish(),
  temperature: z.number().nullish(),
  lastOnlineTime: z.string().nullish(),
  createdDate: z.string().nullish(),
});
export type Controller = z.infer<typeof controllerSchema>;

export const messageInfoSchema = z.object({
  id,
  serialNumber: z.string().nullish(),
  networkState: z.string().nullish(),
  networkMode: z.string().nullish(),
  simOperator: z.string().nullish(),
  iccid: z.string().nullish(),
  imei: z.string().nullish(),
  signalStrength: z.number().nullish(),
  lastOnlineTime: z.string().nullish(),
  serverAddress: z.string().nullish(),
  serverPort: z.number().nullish(),
});

export const controllerConfigSchema = z.object({
  serverAddressType: z.string(),
  serverAddress: z.string(),
  serverPort: z.number(),
  heartbeatSeconds: z.number(),
  reportMinutes: z.number(),
  selfTestHour: z.number(),
  selfTestMinute: z.number(),
  alarmSwitch: z.boolean(),
});
export type ControllerConfig = z.infer<typeof controllerConfigSchema>;

export const historyLogSchema = z.object({ id, eventType: z.string().nullish(), content: z.string().nullish(), createdDate: z.string().nullish() });
export const selfTestSchema = z.object({ id, selfTestType: z.string().nullish(), result: z.string().nullish(), content: z.string().nullish(), createdDate: z.string().nullish() });
export type HistoryLog = z.infer<typeof historyLogSchema>;
export type SelfTest = z.infer<typeof selfTestSchema>;

const base = (kind: ControllerKind, recordId?: string) =>
  `/v1/${CONTROLLER_PATHS[kind]}${recordId === undefined ? "" : `/${encodeURIComponent(recordId)}`}`;

export function listControllers(ctx: PlatformContext, kind: ControllerKind, params: ListParams) {
  return callList(ctx, base(kind), controllerSchema, { query: pageQuery(params) });
}

export function getController(ctx: PlatformContext, kind: ControllerKind, recordId: string) {
  return callObject(ctx, base(kind, recordId), controllerSchema);
}

export function getMessageInfo(ctx: PlatformContext, kind: ControllerKind, recordId: string) {
  return callObject(ctx, `${base(kind, recordId)}/message-info`, messageInfoSchema);
}

export function getControllerConfig(ctx: PlatformContext, kind: ControllerKind, recordId: string) {
  return callObject(ctx, `${base(kind, recordId)}/configs`, controllerConfigSchema);
}

export function saveControllerConfig(ctx: PlatformContext, kind: ControllerKind, recordId: string, config: ControllerConfig) {
  return callObject(ctx, `${base(kind, recordId)}/configs`, controllerConfigSchema, { method: "PUT", json: config });
}

export function listHistoryLogs(ctx: PlatformContext, kind: ControllerKind, recordId: string, params: ListParams) {
  return callList(ctx, `${base(kind, recordId)}/history-logs`, historyLogSchema, { query: pageQuery(params) });
}

export function listSelfTests(ctx: PlatformContext, kind: ControllerKind, recordId: string, params: ListParams) {
  return callList(ctx, `${base(kind, recordId)}/self-test-data`, selfTestSchema, { query: pageQuery(params) });
}

/** The firmware update rule (§5): the platform refuses a target that is not greater than the current version. */
export function updateControllerFirmware(ctx: PlatformContext, kind: ControllerKind, recordId: string, value: { version: string; executeType: string; executeTime?: string }) {
  const executeTime = value.executeType === "TIMED" ? toPlatformDateTime(value.executeTime, "start") : undefined;
  return callObject(ctx, `${base(kind, recordId)}/firmware-update`, controllerSchema, { method: "PUT", json: { version: value.version, executeType: value.executeType, executeTime } });
}

// ---------------------------------------------------------------------------------------------- smart locks

export const smartLockSchema = z.object({
  id,
  serialNumber: z.string(),
  macAddress: z.string(),
  lastModifiedBy: z.string().nullish(),
  lastModifiedDate: z.string().nullish(),
  description: z.string().nullish(),
  bindDeviceSn: z.string().nullish(),
  lockFile: z.object({ name: z.string().nullish(), size: z.number().nullish() }).nullish(),
});
export type SmartLock = z.infer<typeof smartLockSchema>;

export interface SmartLockInput {
  serialNumber: string;
  macAddress: string;
  bindDeviceSn?: string;
  description?: string;
  lockFile?: File;
}

function lockForm(value: SmartLockInput) {
  const form = new FormData();
  form.set("serialNumber", value.serialNumber);
  form.set("macAddress", value.macAddress);
  form.set("bindDeviceSn", value.bindDeviceSn ?? "");
  form.set("description", value.description ?? "");
  if (value.lockFile) form.set("lockFile", value.lockFile, value.lockFile.name);
  return form;
}

/** §7 sample list: the smart-lock tabs travel as tabActiveKey. */
export function listSmartLocks(ctx: PlatformContext, params: ListParams) {
  const { tab, ...filters } = params.filters;
  return callList(ctx, "/v1/smart-locks", smartLockSchema, { query: { ...pageQuery({ ...params, filters }), tabActiveKey: tab } });
}

export function getSmartLock(ctx: PlatformContext, recordId: string) {
  return callObject(ctx, `/v1/smart-locks/${encodeURIComponent(recordId)}`, smartLockSchema);
}

export function createSmartLock(ctx: PlatformContext, value: SmartLockInput) {
  return callObject(ctx, "/v1/smart-locks", smartLockSchema, { method: "POST", form: lockForm(value) });
}

export function updateSmartLock(ctx: PlatformContext, recordId: string, value: SmartLockInput) {
  return callObject(ctx, `/v1/smart-locks/${encodeURIComponent(recordId)}`, smartLockSchema, { method: "PUT", form: lockForm(value) });
}

export function deleteSmartLock(ctx: PlatformContext, recordId: string, reason: string) {
  return callVoid(ctx, `/v1/smart-locks/${encodeURIComponent(recordId)}`, { method: "DELETE", query: { reason } });
}

// ---------------------------------------------------------------------------------------------- device reviews

export const deviceReviewSchema = z.object({
  id,
  deviceSn: z.string().nullish(),
  model: z.string().nullish(),
  brand: z.string().nullish(),
  institutionName: z.string().nullish(),
  applicant: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  reviewType: z.string().nullish(),
  content: z.string().nullish(),
  checkState: z.string().nullish(),
  checkedBy: z.string().nullish(),
  checkedDate: z.string().nullish(),
  createdDate: z.string().nullish(),
});
export type DeviceReview = z.infer<typeof deviceReviewSchema>;

export function listDeviceReviews(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/device-reviews", deviceReviewSchema, { query: pageQuery(params) });
}

export function getDeviceReview(ctx: PlatformContext, recordId: string) {
  return callObject(ctx, `/v1/device-reviews/${encodeURIComponent(recordId)}`, deviceReviewSchema);
}

/** §7 PUT /v1/device-reviews/{id} (params): the pass modal checks the review. */
/** §7 PUT /v1/device-reviews/{id}?checkState=…: CHECKED passes a review, UNCHECKED resets a checked one (§4). */
export function decideDeviceReview(ctx: PlatformContext, recordId: string, checkState: "CHECKED" | "UNCHECKED") {
  return callObject(ctx, `/v1/device-reviews/${encodeURIComponent(recordId)}`, deviceReviewSchema, { method: "PUT", query: { checkState } });
}
