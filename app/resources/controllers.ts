import type { ColumnDef, FieldDef, FilterDef, ResourceDef } from "~/engine/types";
import type { FirmwareKindName } from "./device/firmware";

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

export const NETWORK_STATES = ["ONLINE", "INSTABLE", "OFFLINE", "UNREGISTERED", "UNKNOWN"] as const;

const networkTones = { ONLINE: "green", INSTABLE: "orange", OFFLINE: "red", UNREGISTERED: "gray", UNKNOWN: "gray" } as const;

const doorTones = { CLOSED: "green", OPENED: "orange", UNKNOWN: "gray" } as const;

const column = (key: string, rest: Partial<ColumnDef> = {}): ColumnDef => ({ key, labelKey: `controller.${key}`, ...rest });

const cabinetOnly = (kind: ControllerKindName, columns: ColumnDef[]) => (kind === "cabinet" ? columns : []);

function controllerResource(kind: ControllerKindName): ResourceDef {
  const { mark, basePath, titleKey, models } = CONTROLLER_KINDS[kind];
  const model = column("model", { kind: "enum", enumKey: "periphEnums.model", tones: {} });
  const networkState = column("networkState", { kind: "enum", enumKey: "periphEnums.networkState", tones: networkTones });
  const doorState = column("doorState", { kind: "enum", enumKey: "periphEnums.doorState", tones: doorTones });
  const filters: FilterDef[] = [
    { name: "serialNumber", labelKey: "controller.serialNumber", kind: "text", maxLength: 30 },
    { name: "deviceSn", labelKey: "controller.deviceSn", kind: "text", maxLength: 30 },
    { name: "institutionName", labelKey: "controller.institutionName", kind: "text", maxLength: 50 },
    { name: "model", labelKey: "controller.model", kind: "select", options: models, enumKey: "periphEnums.model" },
    { name: "networkState", labelKey: "controller.networkState", kind: "select", options: NETWORK_STATES, enumKey: "periphEnums.networkState" },
  ];
  return {
    name: mark,
    permission: mark,
    titleKey,
    basePath,
    idKey: "id",
    labelKey: "serialNumber",
    columns: [
      column("serialNumber", { sortable: true }),
      model,
      column("firmwareVersion", { sortable: true }),
      networkState,
      ...cabinetOnly(kind, [doorState]),
      column("deviceSn"),
      column("institutionName"),
      column("lastOnlineTime", { kind: "datetime", sortable: true }),
      column("createdDate", { kind: "datetime", sortable: true }),
    ],
    filters,
    listSpec: {
      sortFields: ["id", "serialNumber", "firmwareVersion", "lastOnlineTime", "createdDate"],
      defaultSort: { field: "createdDate", order: "descend" },
      filters: filters.map((filter) => filter.name),
    },
    detail: [
      column("id"),
      column("serialNumber"),
      model,
      column("firmwareVersion"),
      column("pendingFirmwareVersion"),
      networkState,
      ...cabinetOnly(kind, [doorState, column("temperature", { kind: "number" })]),
      column("powerSupply", { kind: "enum", enumKey: "periphEnums.powerSupply", tones: {} }),
      column("deviceSn"),
      column("institutionName"),
      column("address"),
      column("lastOnlineTime", { kind: "datetime" }),
      column("createdDate", { kind: "datetime" }),
    ],
  };
}

export const controllerResources: Record<ControllerKindName, ResourceDef> = {
  cabinet: controllerResource("cabinet"),
  connector: controllerResource("connector"),
};

/** The message-info tab: what the controller last reported about its link. */
export const messageInfoColumns: readonly ColumnDef[] = [
  column("serialNumber"),
  column("networkState", { kind: "enum", enumKey: "periphEnums.networkState", tones: networkTones }),
  column("networkMode", { kind: "enum", enumKey: "periphEnums.networkMode", tones: {} }),
  column("simOperator", { kind: "enum", enumKey: "periphEnums.simOperator", tones: {} }),
  column("iccid"),
  column("imei"),
  column("signalStrength", { kind: "number" }),
  column("serverAddress"),
  column("serverPort"),
  column("lastOnlineTime", { kind: "datetime" }),
];

/** Running record lists (history log, self-inspection): paged, filtered and sorted through the URL. */
function recordList(name: string, columns: ColumnDef[], filters: FilterDef[]): ResourceDef {
  return {
    name,
    permission: "",
    titleKey: `controller.${name}`,
    basePath: "",
    idKey: "id",
    columns,
    filters,
    listSpec: { sortFields: ["createdDate"], defaultSort: { field: "createdDate", order: "descend" }, filters: filters.map((filter) => filter.name) },
  };
}

export const HISTORY_EVENTS = ["POWER_ON", "DOOR_OPENED", "DOOR_CLOSED", "NETWORK_LOST", "NETWORK_RESTORED", "CONFIG_CHANGED", "FIRMWARE_UPDATED", "ALARM"] as const;

export const SELF_TEST_TYPES = ["POWER", "DAY", "WEEK", "MONTH"] as const;

export const historyLogList = recordList(
  "history",
  [
    { key: "createdDate", labelKey: "controller.time", kind: "datetime", sortable: true },
    { key: "eventType", labelKey: "controller.eventType", kind: "enum", enumKey: "periphEnums.historyEvent", tones: { ALARM: "red", NETWORK_LOST: "orange", DOOR_OPENED: "orange" } },
    { key: "content", labelKey: "controller.content" },
  ],
  [
    { name: "eventType", labelKey: "controller.eventType", kind: "select", options: HISTORY_EVENTS, enumKey: "periphEnums.historyEvent" },
    { name: "createdDateBegin", endName: "createdDateEnd", labelKey: "controller.time", kind: "datetime-range" },
  ],
);

// The range filter's end travels as its own URL param.
historyLogList.listSpec = { ...historyLogList.listSpec, filters: ["eventType", "createdDateBegin", "createdDateEnd"] };

export const selfTestList = recordList(
  "selfTest",
  [
    { key: "createdDate", labelKey: "controller.time", kind: "datetime", sortable: true },
    { key: "selfTestType", labelKey: "controller.selfTestType", kind: "enum", enumKey: "periphEnums.selfTestType", tones: {} },
    { key: "result", labelKey: "controller.result", kind: "enum", enumKey: "periphEnums.selfTestResult", tones: { PASS: "green", FAIL: "red" } },
    { key: "content", labelKey: "controller.content" },
  ],
  [
    { name: "selfTestType", labelKey: "controller.selfTestType", kind: "select", options: SELF_TEST_TYPES, enumKey: "periphEnums.selfTestType" },
    { name: "result", labelKey: "controller.result", kind: "select", options: ["PASS", "FAIL"], enumKey: "periphEnums.selfTestResult" },
  ],
);

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
