import { defineResource, REST, type Attr, type ResourceSpec } from "~/engine/define-resource";
import type { FieldDef, ResourceDef } from "~/engine/types";
import type { FirmwareKindName } from "./firmware";
import { NETWORK_STATES, networkTones } from "./states";

/**
 * §2 cabinet controllers and connectors: one declaration, parameterised by kind. Both have the same list, detail
 * tabs (overview, message info, config parameters, running record with history log and self-inspection) and
 * firmware update rule; only the cabinet has a door and a temperature, and the models differ.
 */
export const CONTROLLER_KINDS = {
  cabinet: {
    mark: "cabinet",
    basePath: "/device/cabinet",
    titleKey: "menu.cabinet",
    firmware: "cabinet",
    models: ["Unknown", "Cabinet_Basic_SiMake", "Cabinet_Standard", "Cabinet_Standard_HeFei"],
  },
  connector: {
    mark: "connector",
    basePath: "/device/connector",
    titleKey: "menu.connector",
    firmware: "connector",
    models: ["Unknown", "Connector_Standard", "Connector_Mini"],
  },
} as const satisfies Record<string, { mark: string; basePath: string; titleKey: string; firmware: FirmwareKindName; models: readonly string[] }>;

export type ControllerKindName = keyof typeof CONTROLLER_KINDS;

/** What every controller screen shares: the i18n prefixes (enum labels under periphEnums). */
const controller = { prefix: "controller", enumPrefix: "periphEnums" } as const;

/** The attributes the list and the message-info tab both show. */
const serialNumber: Attr = { column: true, sortable: true, filter: "text", maxLength: 30 };
const networkState: Attr = { column: true, values: NETWORK_STATES, tones: networkTones, filter: "select" };
const lastOnlineTime: Attr = { column: true, kind: "datetime", sortable: true };

function controllerResource(kind: ControllerKindName): ResourceDef {
  const { mark, basePath, titleKey, models } = CONTROLLER_KINDS[kind];
  return defineResource({
    ...controller, name: mark, permission: mark, titleKey, basePath,
    labelKey: "serialNumber", defaultSort: { field: "createdDate", order: "descend" }, readOnly: true,
    attrs: {
      id: {},
      serialNumber,
      model: { column: true, values: models, filter: "select" },
      firmwareVersion: { column: true, sortable: true },
      pendingFirmwareVersion: {},
      networkState,
      ...(kind === "cabinet" && {
        doorState: { column: true, kind: "enum", enumKey: "periphEnums.doorState", tones: { CLOSED: "green", OPENED: "orange", UNKNOWN: "gray" } },
        temperature: { kind: "number" },
      }),
      powerSupply: { kind: "enum", enumKey: "periphEnums.powerSupply" },
      deviceSn: { column: true, filter: "text", maxLength: 30 },
      institutionName: { column: true, filter: "text", maxLength: 50 },
      address: {},
      lastOnlineTime,
      createdDate: { column: true, kind: "datetime", sortable: true },
    },
    order: { filters: [REST, "model", "networkState"] },
  });
}

export const controllerResources: Record<ControllerKindName, ResourceDef> = {
  cabinet: controllerResource("cabinet"),
  connector: controllerResource("connector"),
};

/** The message-info tab: what the controller last reported about its link. */
export const messageInfoColumns = defineResource({
  ...controller, name: "messageInfo", permission: "", titleKey: "", basePath: "", defaultSort: { field: "id", order: "descend" }, readOnly: true,
  attrs: {
    serialNumber,
    networkState,
    networkMode: { kind: "enum", enumKey: "periphEnums.networkMode" },
    simOperator: { kind: "enum", enumKey: "periphEnums.simOperator" },
    iccid: {},
    imei: {},
    signalStrength: { kind: "number" },
    serverAddress: {},
    serverPort: {},
    lastOnlineTime,
  },
}).detail!;

/** A running record list (history log, self-inspection): paged, filtered and sorted (by time alone) through the URL. */
const recordList = (name: string, attrs: ResourceSpec["attrs"], order?: ResourceSpec["order"]) =>
  defineResource({
    ...controller, name, permission: "", titleKey: `controller.${name}`, basePath: "", sortById: false, detail: false, readOnly: true,
    defaultSort: { field: "createdDate", order: "descend" }, attrs, order,
  });

export const HISTORY_EVENTS = ["POWER_ON", "DOOR_OPENED", "DOOR_CLOSED", "NETWORK_LOST", "NETWORK_RESTORED", "CONFIG_CHANGED", "FIRMWARE_UPDATED", "ALARM"] as const;

export const SELF_TEST_TYPES = ["POWER", "DAY", "WEEK", "MONTH"] as const;

const recordTime: Attr = { labelKey: "controller.time", column: true, kind: "datetime", sortable: true };

export const historyLogList = recordList("history", {
  createdDate: { ...recordTime, filter: "range" },
  eventType: { column: true, values: HISTORY_EVENTS, enumKey: "periphEnums.historyEvent", tones: { ALARM: "red", NETWORK_LOST: "orange", DOOR_OPENED: "orange" }, filter: "select" },
  content: { column: true },
}, { filters: ["eventType"] });

export const selfTestList = recordList("selfTest", {
  createdDate: recordTime,
  selfTestType: { column: true, values: SELF_TEST_TYPES, filter: "select" },
  result: { column: true, values: ["PASS", "FAIL"], enumKey: "periphEnums.selfTestResult", tones: { PASS: "green", FAIL: "red" }, filter: "select" },
  content: { column: true },
});

// ---------------------------------------------------------------------------------------------- config parameters

export const SERVER_ADDRESS_TYPES = ["IP", "DOMAIN"] as const;

/** The numeric config parameters and their ranges (§5 'required'; the platform's limits). */
export const CONFIG_RANGES = {
  serverPort: [1, 65535],
  heartbeatSeconds: [30, 3600],
  reportMinutes: [1, 1440],
  selfTestHour: [0, 23],
  selfTestMinute: [0, 59],
} as const;

export const configFields: readonly FieldDef[] = [
  { name: "serverAddressType", labelKey: "controller.serverAddressType", kind: "select", required: true, options: SERVER_ADDRESS_TYPES, enumKey: "periphEnums.serverAddressType" },
  { name: "serverAddress", labelKey: "controller.serverAddress", kind: "text", required: true, maxLength: 100 },
  ...Object.entries(CONFIG_RANGES).map(([name, [min, max]]): FieldDef => ({
    name, labelKey: `controller.${name}`, kind: "text", required: true, descriptionKey: "controller.rangeHint", descriptionParams: { min, max },
  })),
  { name: "alarmSwitch", labelKey: "controller.alarmSwitch", kind: "select", required: true, options: ["true", "false"], enumKey: "controller.alarmValue" },
];

export interface ConfigValues {
  serverAddressType: string;
  serverAddress: string;
  serverPort: number;
  heartbeatSeconds: number;
  reportMinutes: number;
  selfTestHour: number;
  selfTestMinute: number;
  alarmSwitch: boolean;
}

/** The form's values as the platform's config object. */
export function toConfig(value: Omit<ConfigValues, "alarmSwitch"> & { alarmSwitch: string }): ConfigValues {
  return { ...value, alarmSwitch: value.alarmSwitch === "true" };
}

const CONFIG_KEYS = ["serverAddressType", "serverAddress", "serverPort", "heartbeatSeconds", "reportMinutes", "selfTestHour", "selfTestMinute", "alarmSwitch"] as const;

export function sameConfig(a: ConfigValues, b: ConfigValues): boolean {
  return CONFIG_KEYS.every((key) => a[key] === b[key]);
}

/** The config as the form's default values (strings). */
export function configDefaults(config: ConfigValues): Record<string, string> {
  return Object.fromEntries(CONFIG_KEYS.map((key) => [key, String(config[key])]));
}

// ---------------------------------------------------------------------------------------------- firmware update rule

export const EXECUTE_TYPES = ["IMMEDIATE", "TIMED"] as const;

/** The firmware update form's fields: this kind's versions to choose from, how and when to run. */
export function firmwareUpdateFields(versions: readonly string[]): FieldDef[] {
  return [
    { name: "version", labelKey: "controller.targetVersion", kind: "select", required: true, options: versions },
    { name: "executeType", labelKey: "controller.executeType", kind: "select", required: true, options: EXECUTE_TYPES, enumKey: "periphEnums.executeType" },
    { name: "executeTime", labelKey: "controller.executeTime", kind: "datetime", descriptionKey: "controller.executeTimeHint" },
  ];
}
