import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callResult, type PlatformContext } from "./client.server";
import { pageQuery, tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

/** §3 one-click help settings (one row). */
export const helpConfigSchema = z.object({ id, callDistance: num, viewRange: num, receiverLimit: num, rescueDuration: num, ...audit });
export const helpConfigCalls = tableCalls("one-key-help-configs", helpConfigSchema);

/** §4 one-key-help record. */
export const helpCallSchema = z.object({
  id, volunteerId: id.nullish(), volunteerName: text, volunteerPhone: text, cityId: id.nullish(), cityName: text, address: text,
  latitude: num, longitude: num, callForHelpDate: text, state: text, notifiedCount: num, acceptedCount: num, deviceCount: num,
});
export type HelpCall = z.infer<typeof helpCallSchema>;
export const helpCallCalls = tableCalls("one-key-help-records", helpCallSchema);

const responseSchema = z.object({
  id, volunteerId: id, volunteerName: text, phoneNumber: text, responseType: text, notifiedTime: text, responseTime: text, distance: z.number(),
});
export type HelpResponse = z.infer<typeof responseSchema>;
const inRangeDeviceSchema = z.object({ id, sn: z.string(), address: text, latitude: num, longitude: num, deviceState: text, useState: text, distance: z.number() });
export type InRangeDevice = z.infer<typeof inRangeDeviceSchema>;

/** The volunteers a call notified and the devices within its view range, nearest first. */
export const helpCallResponses = (ctx: PlatformContext, callId: string) =>
  callResult(ctx, `/v1/one-key-help-records/${encodeURIComponent(callId)}/responses`, z.array(responseSchema));
export const helpCallDevices = (ctx: PlatformContext, callId: string) =>
  callResult(ctx, `/v1/one-key-help-records/${encodeURIComponent(callId)}/devices`, z.array(inRangeDeviceSchema));

export const helpDeviceSupportSchema = z.object({
  id, sn: text, address: text, cityId: id.nullish(), cityName: text, institutionName: text, deviceState: text, callCount: num, lastCallDate: text, nearestDistance: num,
});
export const helpDeviceSupportCalls = tableCalls("one-key-help-devices", helpDeviceSupportSchema);
export const helpVolunteerSupportSchema = z.object({
  id, name: text, phoneNumber: text, cityId: id.nullish(), cityName: text, certificateState: text, notifiedCount: num, acceptedCount: num,
  refusedCount: num, unhandledCount: num, lastNotifiedTime: text,
});
export const helpVolunteerSupportCalls = tableCalls("one-key-help-volunteers", helpVolunteerSupportSchema);

/** §3 competition. */
export const competitionSchema = z.object({
  id, name: text, address: text, cityId: id.nullish(), cityName: text, executeType: text, startTime: text, endTime: text, description: text,
  displayState: text, guaranteeState: text, deviceCount: num, volunteerCount: num, ...audit,
});
export type Competition = z.infer<typeof competitionSchema>;
export const competitionCalls = tableCalls("competitions", competitionSchema);
export const competitionConfigSchema = z.object({ id, executeType: text, guardRadius: num, volunteersPerDevice: num, reportMinutes: num, ...audit });
export const competitionConfigCalls = tableCalls("competition-configs", competitionConfigSchema);
export const competitionDeviceSchema = z.object({
  id, competitionId: id.nullish(), competitionName: text, deviceSn: text, deviceId: id.nullish(), post: text, deviceState: text, networkState: text, address: text,
});
export const competitionDeviceCalls = tableCalls("competition-devices", competitionDeviceSchema);
export const competitionVolunteerSchema = z.object({
  id, competitionId: id.nullish(), competitionName: text, volunteerPhone: text, volunteerId: id.nullish(), post: text, volunteerName: text, certificateState: text,
});
export const competitionVolunteerCalls = tableCalls("competition-volunteers", competitionVolunteerSchema);

/** §7 device balance config of an agency. */
export const balanceConfigSchema = z.object({
  id, agencyId: id.nullish(), agencyName: text, maxDeviceCount: num, inUseCount: num, deviceCount: num, description: text, ...audit,
});
export type BalanceConfig = z.infer<typeof balanceConfigSchema>;
/** §7 "GET and PUT /v1/device-balance-configs": the update goes to the collection, the id in the body. */
export const balanceConfigCalls = tableCalls("device-balance-configs", balanceConfigSchema, { updateInBody: true });

const weekSchema = z.object({ id, maxDeviceCount: num, cells: z.array(z.array(z.number()).length(24)).length(7) });
/** Devices self-checking in each weekday × hour slot (7 rows of 24). */
export const balanceWeekStatistics = (ctx: PlatformContext, configId: string) =>
  callResult(ctx, "/v1/device-balance-configs/getTheWeekStatistics", weekSchema, { query: { id: configId } });

const balanceRecordSchema = z.object({ id, oldMaxDeviceCount: num, newMaxDeviceCount: num, description: text, changedBy: text, changedDate: text });
export type BalanceRecord = z.infer<typeof balanceRecordSchema>;
/** A config's change records, newest first. */
export const balanceRecords = (ctx: PlatformContext, configId: string, params: ListParams) =>
  callList(ctx, `/v1/device-balance-config-records/${encodeURIComponent(configId)}`, balanceRecordSchema, { query: pageQuery(params) as never });
