import { z } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, callResult, type PlatformContext } from "./client.server";
import { pageQuery } from "./messages.server";

/** §3 volunteer certificate. */
export const certificateSchema = z.object({
  id: z.union([z.number(), z.string()]),
  volunteer: z.object({ id: z.union([z.number(), z.string()]).nullish(), firstName: z.string().nullish(), phoneNumber: z.string().nullish() }).nullish(),
  certificateNumber: z.string().nullish(),
  volunteerCertificateType: z.string().nullish(),
  auditState: z.string().nullish(),
  awardingBody: z.string().nullish(),
  frontImagePath: z.string().nullish(),
  backImagePath: z.string().nullish(),
  certificateReleaseDate: z.string().nullish(),
  certificateExpireDate: z.string().nullish(),
  createdDate: z.string().nullish(),
  description: z.string().nullish(),
  rejectReason: z.string().nullish(),
});
export type Certificate = z.infer<typeof certificateSchema>;

const bulkResultSchema = z.object({ passed: z.number(), skipped: z.number().nullish() });

export function listCertificates(ctx: PlatformContext, params: ListParams) {
  return callList(ctx, "/v1/volunteer-certificates", certificateSchema, { query: pageQuery(params) });
}

export function getCertificate(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/volunteer-certificates/${encodeURIComponent(id)}`, certificateSchema);
}

export function passCertificate(ctx: PlatformContext, id: string) {
  return callObject(ctx, `/v1/volunteer-certificates/${encodeURIComponent(id)}/pass`, certificateSchema, { method: "PUT" });
}

export function rejectCertificate(ctx: PlatformContext, id: string, reason: string) {
  return callObject(ctx, `/v1/volunteer-certificates/${encodeURIComponent(id)}/reject`, certificateSchema, { method: "PUT", json: { reason } });
}

export function passCertificates(ctx: PlatformContext, ids: (string | number)[]) {
  return callResult(ctx, "/v1/volunteer-certificates/pass", bulkResultSchema, { method: "PUT", json: { ids } });
}

/** §3 help response: a volunteer's answer to a call for help, with the call's time and place. */
export const volunteerResponseSchema = z.object({
  id: z.union([z.number(), z.string()]),
  callId: z.union([z.number(), z.string()]).nullish(),
  helpSeekedVolunteerResponseType: z.string().nullish(),
  callForHelpTime: z.string().nullish(),
  address: z.string().nullish(),
  notifiedTime: z.string().nullish(),
  responseTime: z.string().nullish(),
  distance: z.number().nullish(),
});

export function listVolunteerResponses(ctx: PlatformContext, volunteerId: string, params: ListParams) {
  return callList(ctx, `/v1/volunteers/${encodeURIComponent(volunteerId)}/help-responses`, volunteerResponseSchema, { query: pageQuery(params) });
}
