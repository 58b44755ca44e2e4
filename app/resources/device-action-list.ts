import type { DeviceMark } from "./device-marks";

/**
 * The device actions by name: who may run them (a DEVICE_MARKS entry) and whether they are destructive.
 * Kept apart from their form schemas (device-actions.ts) so the tabs that only link to them load no zod.
 */
export const DEVICE_ACTIONS = {
  reset: { mark: "stateChange", danger: true },
  "ignore-abnormal": { mark: "stateChange", danger: false },
  "cancel-ignore-abnormal": { mark: "stateChange", danger: false },
  "cancel-activation": { mark: "stateChange", danger: true },
  "untie-package": { mark: "stateChange", danger: true },
  exit: { mark: "stateChange", danger: true },
  "unbind-module": { mark: "stateChange", danger: true },
  "unbind-cabinet": { mark: "stateChange", danger: true },
  "unbind-lock": { mark: "stateChange", danger: true },
  "electrode-info": { mark: "settings", danger: false },
  "system-info": { mark: "settings", danger: false },
  "public-time": { mark: "settings", danger: false },
  "notice-switch": { mark: "settings", danger: false },
  "send-message": { mark: "settings", danger: false },
  remark: { mark: "settings", danger: false },
  edit: { mark: "settings", danger: false },
} as const satisfies Record<string, { mark: DeviceMark; danger: boolean }>;

export type DeviceActionName = keyof typeof DEVICE_ACTIONS;

export const isDeviceAction = (name: string | undefined): name is DeviceActionName =>
  name !== undefined && Object.prototype.hasOwnProperty.call(DEVICE_ACTIONS, name);
