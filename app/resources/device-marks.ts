/**
 * The permission marks of a device's detail and actions, declared once. §6 names `add, delete, edit, query, get, …`
 * and the sample data also `update`; the console reads a device with `get`, changes its settings with `edit`,
 * adds its records with `add` and changes its state (reset, exit, unbind, cancel activation or a task) with
 * `update`. A real platform whose marks differ maps them here and nowhere else (README "Devices").
 */
export const DEVICE_MARKS = {
  read: "deviceList.get",
  settings: "deviceList.edit",
  addRecord: "deviceList.add",
  stateChange: "deviceList.update",
} as const;

export type DeviceMark = keyof typeof DEVICE_MARKS;
