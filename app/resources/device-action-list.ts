/**
 * The device actions by name: who may run them (`deviceList.<permission>`) and whether they are destructive.
 * Kept apart from their form schemas (device-actions.ts) so the tabs that only link to them load no zod.
 */
export const DEVICE_ACTIONS = {
  reset: { permission: "update", danger: true },
  "ignore-abnormal": { permission: "update", danger: false },
  "cancel-ignore-abnormal": { permission: "update", danger: false },
  "cancel-activation": { permission: "update", danger: true },
  "untie-package": { permission: "update", danger: true },
  exit: { permission: "update", danger: true },
  "unbind-module": { permission: "update", danger: true },
  "unbind-cabinet": { permission: "update", danger: true },
  "unbind-lock": { permission: "update", danger: true },
  "electrode-info": { permission: "edit", danger: false },
  "system-info": { permission: "edit", danger: false },
  "public-time": { permission: "edit", danger: false },
  "notice-switch": { permission: "edit", danger: false },
  "send-message": { permission: "edit", danger: false },
  remark: { permission: "edit", danger: false },
} as const satisfies Record<string, { permission: "edit" | "update"; danger: boolean }>;

export type DeviceActionName = keyof typeof DEVICE_ACTIONS;

export const isDeviceAction = (name: string | undefined): name is DeviceActionName =>
  name !== undefined && Object.prototype.hasOwnProperty.call(DEVICE_ACTIONS, name);
