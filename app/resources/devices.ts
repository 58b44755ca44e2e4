import type { FieldDef, FilterDef, ResourceDef } from "~/engine/types";
import { NAME_WIDTH } from "~/lib/text-width";
import { ACTIVATION_STATES, BATTERY_STATES, DEVICE_STATES, deviceTones, ELECTRODE_STATES, EXPIRY_WINDOWS, FENCE_STATES, NETWORK_STATES, PACKAGE_SERVICES, POSITION_STATES, PUBLIC_MODES, READY_VALUES, SOLD_STATES, USE_STATES } from "./device/states";

export * from "./device/states";

const stateFilter = (name: string, options: readonly string[], advanced = true): FilterDef => ({
  name, labelKey: `fleet.${name}`, kind: "select", options, enumKey: `deviceEnums.${name}`, advanced,
});

const dynamic = (name: string, labelKey: string, parent?: string, advanced = false): FilterDef => ({
  name, labelKey, kind: "select", dynamic: true, parent, advanced,
});

/** The filters of the device list and the device map (issue 3), every one a URL param. */
const filters: FilterDef[] = [
  { name: "sn", labelKey: "fleet.sn", kind: "text", maxLength: 20 },
  dynamic("countryRegionId", "fleet.countryRegion"),
  dynamic("countryStateId", "fleet.countryState", "countryRegionId"),
  dynamic("cityId", "fleet.city", "countryStateId"),
  dynamic("regionId", "fleet.region", "cityId"),
  { name: "ready", labelKey: "fleet.ready", kind: "select", options: READY_VALUES, enumKey: "deviceEnums.ready" },
  // Stale (issue 16): no report for longer than the global config's staleDeviceHours.
  { name: "stale", labelKey: "fleet.stale", kind: "select", options: READY_VALUES, enumKey: "deviceEnums.stale" },
  // Readiness forecast (beyond the spec): battery or pads expiring soon, so they are replaced before they lapse.
  { name: "expiresWithin", labelKey: "fleet.expiresWithin", kind: "select", options: EXPIRY_WINDOWS, enumKey: "deviceEnums.expiresWithin" },
  dynamic("expiresMonth", "fleet.expiresMonth", undefined, true),
  stateFilter("networkState", NETWORK_STATES, false),
  stateFilter("deviceState", DEVICE_STATES, false),
  dynamic("brandId", "fleet.brand", undefined, true),
  dynamic("modelId", "fleet.model", "brandId", true),
  dynamic("institutionId", "fleet.institution", undefined, true),
  dynamic("agencyId", "fleet.agency", undefined, true),
  stateFilter("useState", USE_STATES),
  stateFilter("activationState", ACTIVATION_STATES),
  stateFilter("batteryState", BATTERY_STATES),
  stateFilter("electrodeState", ELECTRODE_STATES),
  stateFilter("positionState", POSITION_STATES),
  stateFilter("fenceState", FENCE_STATES),
  stateFilter("packageService", PACKAGE_SERVICES),
  stateFilter("publicMode", PUBLIC_MODES),
  stateFilter("soldState", SOLD_STATES),
];

export const DEVICE_FILTER_NAMES = filters.map((filter) => filter.name);

const enumColumn = (key: string, stateKey = key) => ({
  key, labelKey: `fleet.${stateKey}`, kind: "enum" as const, enumKey: `deviceEnums.${stateKey}`, tones: deviceTones[stateKey],
});

/** §3 devices: the fleet list (issue 3), with the "ready now" column computed by the console. */
export const devices: ResourceDef = {
  name: "devices",
  permission: "deviceList",
  titleKey: "fleet.title",
  basePath: "/device/list",
  idKey: "id",
  labelKey: "sn",
  columns: [
    { key: "sn", labelKey: "fleet.sn", sortable: true },
    { key: "brand.name", labelKey: "fleet.brand" },
    { key: "model.name", labelKey: "fleet.model" },
    { key: "institution.name", labelKey: "fleet.institution", maxWidth: NAME_WIDTH },
    { key: "area.city.name", labelKey: "fleet.city" },
    { key: "ready", labelKey: "fleet.ready" },
    enumColumn("networkState"),
    enumColumn("deviceState"),
    enumColumn("batteryState"),
    { key: "batteryInfo.level", labelKey: "fleet.batteryLevel", kind: "number", sortable: true, sortField: "batteryLevel" },
    enumColumn("electrodeState"),
    enumColumn("activationState"),
    { key: "lastCommunicationTime", labelKey: "fleet.lastCommunicationTime", kind: "datetime", sortable: true },
  ],
  filters,
  listSpec: {
    sortFields: ["id", "sn", "batteryLevel", "lastCommunicationTime", "createdDate"],
    defaultSort: { field: "id", order: "descend" },
    filters: DEVICE_FILTER_NAMES,
  },
};

export const importFields: FieldDef[] = [
  { name: "file", labelKey: "fleet.importFile", kind: "file", required: true, accept: ".xls,.xlsx", descriptionKey: "fleet.importHint" },
];

/** The device map: the list's filters; without JavaScript its paged table lists the devices with coordinates. */
export const deviceMap: ResourceDef = {
  ...devices,
  name: "deviceMap",
  permission: "deviceMap",
  titleKey: "fleet.mapTitle",
  basePath: "/device/map",
  columns: [
    { key: "sn", labelKey: "fleet.sn" },
    { key: "city", labelKey: "fleet.city" },
    { key: "address", labelKey: "fleet.address", kind: "ellipsis" },
    { key: "longitude", labelKey: "fleet.longitude" },
    { key: "latitude", labelKey: "fleet.latitude" },
    enumColumn("deviceState"),
    enumColumn("networkState"),
  ],
  listSpec: { sortFields: ["id"], defaultSort: { field: "id", order: "descend" }, filters: DEVICE_FILTER_NAMES },
};

/** Most points one map shows at once. */
export const MAP_MAX_POINTS = 5000;
