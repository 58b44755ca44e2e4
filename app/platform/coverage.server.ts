// The positions the AED coverage screen and the one-click help what-if read (issue 38). Not in §7: the sandbox
// serves them as development sample endpoints (server/sandbox/coverage.ts); a real platform needs the same four
// calls. Each answers compact rows with the total in X-Total-Count, up to 10,000 rows a page: read page by page.
import { z } from "zod";
import { callList, type PlatformContext } from "./client.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const position = { latitude: z.number(), longitude: z.number() };

/** A device where it stands, its district and what the ready-now rule reads (app/lib/ready-now.ts). */
export const devicePositionSchema = z.object({
  id, sn: z.string(), ...position, cityId: id.nullish(), regionId: id.nullish(),
  batteryState: text, electrodeState: text, networkState: text, deviceState: text, doorState: text, fenceState: text, packageService: text,
  lastCommunicationTime: text,
});
export type DevicePosition = z.infer<typeof devicePositionSchema>;

/** A call for help where and when it was made, its district and its caller (never notified of their own call). */
export const callPositionSchema = z.object({ id, ...position, cityId: id.nullish(), regionId: id.nullish(), volunteerId: id.nullish(), callForHelpDate: text });
export type CallPosition = z.infer<typeof callPositionSchema>;

export const volunteerPositionSchema = z.object({ id, ...position, cityId: id.nullish() });
export type VolunteerPosition = z.infer<typeof volunteerPositionSchema>;

/** An institution at its address: a candidate site for a new AED. */
export const institutionPositionSchema = z.object({ id, name: z.string(), nameEn: text, ...position, cityId: id.nullish(), regionId: id.nullish() });
export type InstitutionPosition = z.infer<typeof institutionPositionSchema>;

const PAGE_SIZE = 10_000;

/** Every page of a positions call. */
async function everyPage<T>(ctx: PlatformContext, path: string, schema: z.ZodType<T>, query: Record<string, string | undefined>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await callList(ctx, path, schema, { query: { ...query, pageNo, pageSize: PAGE_SIZE } });
    rows.push(...page.rows);
    if (page.rows.length < PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

export interface AreaFilter {
  cityId?: string;
  regionId?: string;
}

export const listDevicePositions = (ctx: PlatformContext, filter: AreaFilter) =>
  everyPage(ctx, "/v1/devices/positions", devicePositionSchema, { cityId: filter.cityId, regionId: filter.regionId });

/** Calls from `from` on (platform-local "YYYY-MM-DD HH:mm:ss"). */
export const listCallPositions = (ctx: PlatformContext, filter: AreaFilter & { from: string }) =>
  everyPage(ctx, "/v1/one-key-help-records/positions", callPositionSchema, { cityId: filter.cityId, regionId: filter.regionId, callForHelpDateBegin: filter.from });

export const listVolunteerPositions = (ctx: PlatformContext, filter: { cityId: string }) =>
  everyPage(ctx, "/v1/volunteers/positions", volunteerPositionSchema, { cityId: filter.cityId });

export const listInstitutionPositions = (ctx: PlatformContext, filter: { cityId?: string }) =>
  everyPage(ctx, "/v1/institutions/positions", institutionPositionSchema, { cityId: filter.cityId });
