import { narrowResource } from "~/engine/define-resource";
import { devices } from "../device/devices";

/** A device list inside an institution or agency page: the fleet's columns and its state filters. */
export function devicesWithin(name: string) {
  return narrowResource(devices, name, ["sn", "ready", "networkState", "deviceState"]);
}
