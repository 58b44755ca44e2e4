import { defineResource, REST, type Attr } from "~/engine/define-resource";
import type { FieldDef, ResourceDef } from "~/engine/types";
import { NAME_WIDTH } from "~/lib/text-width";
import {
  ACTIVATION_STATES, BATTERY_STATES, DEVICE_STATES, deviceTones, ELECTRODE_STATES, EXPIRY_WINDOWS, FENCE_STATES, NETWORK_STATES,
  PACKAGE_SERVICES, POSITION_STATES, PUBLIC_MODES, READY_VALUES, SOLD_STATES, USE_STATES,
} from "./states";

/** The device screens' labels (`fleet.<name>`) and enum value labels (`deviceEnums.<name>`). */
const fleet = { prefix: "fleet", enumPrefix: "deviceEnums", labelKey: "sn", defaultSort: { field: "id", order: "descend" }, detail: false, readOnly: true } as const;

/** A device state: a toned badge where it is a column, a select filter. */
const state = (name: keyof typeof deviceTones, values: readonly string[], rest: Attr = {}): Attr => ({ values, tones: deviceTones[name], filter: "select", ...rest });

/** A filter folded under "more filters". */
const more = (attr: Attr): Attr => ({ ...attr, advanced: true });

/** A select filter whose choices the loader supplies (places, brands, institutions), `parent` for a cascade. */
const place = (labelKey: string, parent?: string): Attr => ({ labelKey, filter: "select", dynamic: true, ...(parent && { parent }) });

/** The two states the list and the map both show. */
const networkState = state("networkState", NETWORK_STATES, { column: true });
const deviceState = state("deviceState", DEVICE_STATES, { column: true });

/**
 * §3 devices: the fleet list (issue 3), with the "ready now" column computed by the console, and its filters, which
 * the device map shares; every filter a URL param.
 */
export const devices = defineResource({
  ...fleet, name: "devices", permission: "deviceList", titleKey: "fleet.title", basePath: "/device/list",
  attrs: {
    sn: { column: true, sortable: true, filter: "text", maxLength: 20 },
    "brand.name": { labelKey: "fleet.brand", column: true },
    "model.name": { labelKey: "fleet.model", column: true },
    "institution.name": { labelKey: "fleet.institution", column: true, maxWidth: NAME_WIDTH },
    "area.city.name": { labelKey: "fleet.city", column: true },
    countryRegionId: place("fleet.countryRegion"),
    countryStateId: place("fleet.countryState", "countryRegionId"),
    cityId: place("fleet.city", "countryStateId"),
    regionId: place("fleet.region", "cityId"),
    // The route renders the column (ReadyBadge); the filter offers ready or not.
    ready: { column: true, filter: "select", filterValues: READY_VALUES },
    // Stale (issue 16): no report for longer than the global config's staleDeviceHours.
    stale: { values: READY_VALUES, filter: "select" },
    // Readiness forecast (beyond the spec): battery or pads expiring soon, so they are replaced before they lapse.
    expiresWithin: { values: EXPIRY_WINDOWS, filter: "select" },
    expiresMonth: more({ filter: "select", dynamic: true }),
    networkState,
    deviceState,
    brandId: more(place("fleet.brand")),
    modelId: more(place("fleet.model", "brandId")),
    institutionId: more(place("fleet.institution")),
    agencyId: more(place("fleet.agency")),
    useState: more({ values: USE_STATES, filter: "select" }),
    activationState: more(state("activationState", ACTIVATION_STATES, { column: true })),
    batteryState: more(state("batteryState", BATTERY_STATES, { column: true })),
    "batteryInfo.level": { labelKey: "fleet.batteryLevel", column: true, kind: "number", sortable: true, sortField: "batteryLevel" },
    electrodeState: more(state("electrodeState", ELECTRODE_STATES, { column: true })),
    positionState: more({ values: POSITION_STATES, filter: "select" }),
    fenceState: more({ values: FENCE_STATES, filter: "select" }),
    packageService: more({ values: PACKAGE_SERVICES, filter: "select" }),
    publicMode: more({ values: PUBLIC_MODES, filter: "select" }),
    soldState: more({ values: SOLD_STATES, filter: "select" }),
    lastCommunicationTime: { column: true, kind: "datetime", sortable: true },
    createdDate: { sortable: true },
  },
  order: { columns: [REST, "activationState", "lastCommunicationTime"] },
});

export const importFields: FieldDef[] = [
  { name: "file", labelKey: "fleet.importFile", kind: "file", required: true, accept: ".xls,.xlsx", descriptionKey: "fleet.importHint" },
];

/** The device map: the list's filters; without JavaScript its paged table lists the devices with coordinates. */
export const deviceMap: ResourceDef = {
  ...defineResource({
    ...fleet, name: "deviceMap", permission: "deviceMap", titleKey: "fleet.mapTitle", basePath: "/device/map",
    attrs: {
      sn: { column: true },
      city: { column: true },
      address: { column: true, kind: "ellipsis" },
      longitude: { column: true },
      latitude: { column: true },
      deviceState,
      networkState,
    },
  }),
  filters: devices.filters,
  listSpec: { sortFields: ["id"], defaultSort: fleet.defaultSort, filters: devices.listSpec.filters },
};

/** Most points one map shows at once. */
export const MAP_MAX_POINTS = 5000;
