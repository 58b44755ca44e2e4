import { z } from "zod";
import { callObject, callResult, type PlatformContext } from "./client.server";

const counts = z.record(z.string(), z.number()).nullish().transform((value) => value ?? {});

const deviceStatisticsSchema = z.object({
  total: z.number(),
  deviceState: counts,
  networkState: counts,
  useState: counts,
  activationState: counts,
  batteryState: counts,
  electrodeState: counts,
});
export type DeviceStatistics = z.infer<typeof deviceStatisticsSchema>;

/** Narrowing of the fleet counts (the monitor search). */
export interface DeviceScope {
  brandId?: string;
  institutionId?: string;
  countryRegionId?: string;
  countryStateId?: string;
  cityId?: string;
  regionId?: string;
}

export function getDeviceStatistics(ctx: PlatformContext, scope: DeviceScope = {}) {
  return callResult(ctx, "/v1/statistics/devices", deviceStatisticsSchema, { query: { ...scope } });
}

const rescueCallsSchema = z.array(z.object({ date: z.string(), count: z.number() }));
export type RescueCallsPerDay = z.infer<typeof rescueCallsSchema>;

/** Daily rescue-call (one-click help) counts, from and to as YYYY-MM-DD, every day present. */
export function getRescueCalls(ctx: PlatformContext, from: string, to: string) {
  return callResult(ctx, "/v1/statistics/rescue-calls", rescueCallsSchema, { query: { from, to } });
}

const pointsSchema = z.array(
  z.object({
    id: z.union([z.number(), z.string()]),
    sn: z.string(),
    lng: z.number(),
    lat: z.number(),
    networkState: z.string().nullish().transform((v) => v ?? null),
    deviceState: z.string().nullish().transform((v) => v ?? null),
    useState: z.string().nullish().transform((v) => v ?? null),
    cityId: z.union([z.number(), z.string()]).nullish().transform((v) => v ?? null),
    cityName: z.string().nullish().transform((v) => v ?? null),
  }),
);

/** Located devices in the scope with their marker states (the monitor's map). */
export function getDevicePoints(ctx: PlatformContext, scope: DeviceScope = {}) {
  return callResult(ctx, "/v1/statistics/device-points", pointsSchema, { query: { ...scope } });
}

const expiriesSchema = z.array(z.object({ month: z.string(), battery: z.number(), electrode: z.number() }));

/** Readiness forecast: batteries and pads expiring in each of the next 12 months (sandbox call beyond §7). */
export function getExpiryForecast(ctx: PlatformContext) {
  return callObject(ctx, "/v1/statistics/expiries", expiriesSchema);
}

const errorAnalysisSchema = z.array(z.object({ part: z.string(), count: z.number() }));
export type ErrorAnalysis = z.infer<typeof errorAnalysisSchema>;

/** §7 GET /v1/devices/error-analysis: the fleet's faults by part. */
export function getErrorAnalysis(ctx: PlatformContext) {
  return callObject(ctx, "/v1/devices/error-analysis", errorAnalysisSchema);
}
