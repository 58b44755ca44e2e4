import { settle } from "~/engine/errors.server";
import { getDevicePart, type DevicePart } from "~/platform/device-detail.server";
import type { PlatformContext } from "~/platform/client.server";
import type { LoadedParts } from "./device-detail";

/**
 * §7 GET /v1/devices/{id}/{part} for each part a tab shows, all at once: each comes back as its answer or as its own
 * §8 error, so one failing part leaves the rest of the page standing (an upstream 401 still signs out).
 */
export async function loadDeviceParts(request: Request, ctx: PlatformContext, id: string, parts: readonly DevicePart[]): Promise<LoadedParts> {
  const settled = await Promise.all(parts.map((part) => settle(request, () => getDevicePart(ctx, id, part))));
  return Object.fromEntries(parts.map((part, index) => [part, settled[index]]));
}
