import { useRouteLoaderData } from "@remix-run/react";
import type { DeviceDetail } from "~/platform/device-detail.server";

export const DEVICE_ROUTE_ID = "routes/_console+/device+/$id+/_layout";

/** The device the detail layout loaded (every tab and modal under /device/:id shares it). */
export function useDevice(): DeviceDetail {
  const data = useRouteLoaderData(DEVICE_ROUTE_ID) as { device: DeviceDetail } | undefined;
  if (!data) throw new Error("useDevice outside /device/:id");
  return data.device;
}
