/**
 * §2 device detail: its tabs, the sections of the overview and message-info tabs (§3 device fields), and which
 * action links each section offers. Declarations only; the routes under /device/:id read them.
 */
import type { ColumnDef } from "~/engine/types";
import type { PartFailure } from "~/engine/errors.server";
import type { DevicePart } from "~/platform/device-detail.server";

const D = (name: string) => `deviceDetail.${name}`;
const yesNo = { kind: "enum", enumKey: "deviceDetailEnums.yesNo" } as const;
const e = (key: string, label: string, enumKey: string, tones?: ColumnDef["tones"]): ColumnDef => ({ key, labelKey: D(label), kind: "enum", enumKey, tones });

const good = "green" as const;
const bad = "red" as const;
const warn = "orange" as const;

export const DEVICE_TABS = ["overview", "message", "config", "service-config", "persons", "rescue", "running", "operation", "dock-users"] as const;

export interface DetailSection {
  key: string;
  /**
   * The §7 part call the section shows (its columns name that call's fields); none: the device's own fields
   * (GET /v1/devices/{id}). A failing part shows its error in its own section, the others stand.
   */
  part?: DevicePart;
  columns: readonly ColumnDef[];
  /** Device actions (modal routes) offered in this section. */
  actions?: readonly string[];
}

export const overviewSections: readonly DetailSection[] = [
  {
    key: "identity",
    columns: [
      { key: "sn", labelKey: D("sn") },
      { key: "model.name", labelKey: D("model") },
      { key: "brand.name", labelKey: D("brand") },
      { key: "affiliationUnit", labelKey: D("affiliationUnit") },
      { key: "institution.name", labelKey: D("institution") },
      { key: "agency.name", labelKey: D("agency") },
      { key: "investor.name", labelKey: D("investor") },
      e("investor.type", "investorType", "deviceDetailEnums.investorType"),
      e("soldState", "soldState", "deviceEnums.soldState"),
      { key: "contact.name", labelKey: D("contact") },
      { key: "contact.phone", labelKey: D("contactPhone") },
      e("deviceSource", "deviceSource", "deviceDetailEnums.deviceSource"),
      { key: "remark", labelKey: D("remark") },
    ],
    actions: ["remark"],
  },
  {
    key: "placement",
    columns: [
      { key: "area.countryState.name", labelKey: D("province") },
      { key: "area.city.name", labelKey: D("city") },
      { key: "area.region.name", labelKey: D("region") },
      { key: "address", labelKey: D("address") },
      { key: "armLocation", labelKey: D("armLocation") },
      e("publicMode", "publicMode", "deviceEnums.publicMode"),
      e("openDays", "openDays", "deviceEnums.availableDay"),
      { key: "publicTime.begin", labelKey: D("publicTimeBegin") },
      { key: "publicTime.end", labelKey: D("publicTimeEnd") },
    ],
    actions: ["public-time"],
  },
  {
    key: "warranty",
    columns: [
      e("warranty.activationState", "activationState", "deviceEnums.activationState", { ACTIVATED: good, UNACTIVATED: warn }),
      { key: "warranty.activationDate", labelKey: D("activationDate"), kind: "date" },
      { key: "warranty.guaranteeBeginDate", labelKey: D("guaranteeBeginDate"), kind: "date" },
      { key: "warranty.guaranteeExpiryDate", labelKey: D("guaranteeExpiryDate"), kind: "date" },
      { key: "warranty.contractYears", labelKey: D("contractYears"), kind: "number" },
      { key: "warranty.extensionYears", labelKey: D("extensionYears"), kind: "number" },
      e("warranty.qualityGuarantee", "qualityGuarantee", "deviceEnums.qualityGuarantee", { GUARANTEED: good, INVALID: bad, UNGUARANTEED: warn }),
    ],
    actions: ["cancel-activation"],
  },
  {
    key: "package",
    columns: [
      { key: "package.name", labelKey: D("packageName") },
      { key: "package.beginDate", labelKey: D("packageBeginDate"), kind: "date" },
      { key: "package.expiryDate", labelKey: D("packageExpiryDate"), kind: "date" },
      e("packageService", "packageService", "deviceEnums.packageService", { NORMAL: good, EXPIRED: bad }),
      e("package.valid", "packageValid", "deviceEnums.packageValid", { VALID: good, INVALID: bad }),
    ],
    actions: ["untie-package"],
  },
  {
    key: "runningStates",
    part: "overview/running-states",
    columns: [
      e("deviceState", "deviceState", "deviceEnums.deviceState", { NORMAL: good, ABNORMAL: bad, WARNING: warn }),
      e("networkState", "networkState", "deviceEnums.networkState", { ONLINE: good, OFFLINE: bad, INSTABLE: warn }),
      e("useState", "useState", "deviceEnums.useState", { IN_USE: warn, FREE: good }),
      e("batteryState", "batteryState", "deviceEnums.batteryState", { NORMAL: good, POWER_LOW: warn, POWER_RUN_OUT: bad }),
      e("electrodeState", "electrodeState", "deviceEnums.electrodeState", { NORMAL: good, WARNING: warn, ABNORMAL: bad }),
      e("positionState", "positionState", "deviceEnums.positionState", { IN_POSITION: good, OUT_OF_POSITION: bad }),
      e("fenceState", "fenceState", "deviceEnums.fenceState", { IN: good, OUT: bad }),
      e("doorState", "doorState", "deviceEnums.doorState", { CLOSED: good, OPENED: warn }),
      { key: "lastCommunicationTime", labelKey: D("lastCommunicationTime"), kind: "datetime" },
    ],
  },
  {
    key: "serviceStates",
    part: "overview/service-states",
    columns: [
      { key: "ignoreAbnormalMark", labelKey: D("ignoreAbnormalMark"), ...yesNo },
      e("notice", "notice", "deviceDetailEnums.notice", { NOTIFIED: good, NOT_NOTICE: "gray" }),
      e("packageService", "packageService", "deviceEnums.packageService", { NORMAL: good, EXPIRED: bad }),
    ],
    actions: ["ignore-abnormal", "cancel-ignore-abnormal", "notice-switch"],
  },
  {
    key: "location",
    part: "overview/location",
    columns: [
      { key: "latitude", labelKey: D("latitude") },
      { key: "longitude", labelKey: D("longitude") },
      e("positionMode", "positionMode", "deviceDetailEnums.positionMode"),
      { key: "fenceRadius", labelKey: D("fenceRadius"), kind: "number" },
    ],
  },
  {
    key: "systemInfo",
    part: "system-info",
    columns: [{ key: "radius", labelKey: D("systemRadius"), kind: "number" }],
    actions: ["system-info"],
  },
];

/** The overview's parts besides the sections': the running stages and the deployed images (drawn their own way). */
export const OVERVIEW_PARTS = ["running-stages", "deployed-image-urls"] as const satisfies readonly DevicePart[];

export const messageSections: readonly DetailSection[] = [
  {
    key: "battery",
    part: "battery-info",
    columns: [
      { key: "level", labelKey: D("batteryLevel"), kind: "number" },
      { key: "sn", labelKey: D("batterySn") },
      { key: "lot", labelKey: D("batteryLot") },
      { key: "expiryDate", labelKey: D("batteryExpiryDate"), kind: "date" },
    ],
  },
  {
    key: "electrode",
    part: "electrode-info",
    columns: [
      { key: "sn", labelKey: D("electrodeSn") },
      { key: "lot", labelKey: D("electrodeLot") },
      { key: "expiryDate", labelKey: D("electrodeExpiryDate"), kind: "date" },
    ],
    actions: ["electrode-info"],
  },
  {
    key: "module",
    part: "communication-module-info",
    columns: [
      e("type", "moduleType", "deviceDetailEnums.communicationModule"),
      { key: "imei", labelKey: D("imei") },
      { key: "iccid", labelKey: D("iccid") },
      e("simOperator", "simOperator", "deviceDetailEnums.simOperator"),
      e("networkMode", "networkMode", "deviceDetailEnums.networkMode"),
      { key: "signalStrength", labelKey: D("signalStrength"), kind: "number" },
      { key: "powerSupply", labelKey: D("powerSupply") },
      { key: "cabinetModel", labelKey: D("cabinetModel") },
      { key: "actualCabinetSerialNumber", labelKey: D("actualCabinet") },
    ],
    actions: ["unbind-module", "unbind-cabinet"],
  },
  {
    key: "lock",
    part: "lock-info",
    columns: [
      { key: "serialNumber", labelKey: D("lockSn") },
      { key: "macAddress", labelKey: D("lockMac") },
    ],
    actions: ["unbind-lock"],
  },
  {
    key: "relatedPerson",
    part: "related-person-info",
    columns: [
      { key: "name", labelKey: D("relatedPersonName") },
      { key: "phone", labelKey: D("relatedPersonPhone") },
    ],
  },
  {
    key: "factory",
    part: "additional-info",
    columns: [
      { key: "lotNumber", labelKey: D("lotNumber") },
      { key: "productionDate", labelKey: D("productionDate"), kind: "date" },
      { key: "assemblyDate", labelKey: D("assemblyDate"), kind: "date" },
      { key: "deliveryDate", labelKey: D("deliveryDate"), kind: "date" },
      { key: "boardSn", labelKey: D("boardSn") },
      { key: "ledBoardSn", labelKey: D("ledBoardSn") },
      { key: "capacitorSn", labelKey: D("capacitorSn") },
      { key: "capacitorLot", labelKey: D("capacitorLot") },
      { key: "batteryValidityMonths", labelKey: D("batteryValidityMonths"), kind: "number" },
      { key: "electrodeValidityMonths", labelKey: D("electrodeValidityMonths"), kind: "number" },
    ],
  },
];

/** One part call as a tab loaded it: its answer, or its own §8 error (device-parts.server.ts). */
export type LoadedPart = { ok: true; value?: unknown } | PartFailure;
export type LoadedParts = Partial<Record<DevicePart, LoadedPart>>;

/** The part calls a tab's sections show, each called once. */
export const partsOf = (sections: readonly DetailSection[]): DevicePart[] => [...new Set(sections.flatMap((section) => (section.part ? [section.part] : [])))];

/**
 * Whether an action applies to what its section shows now (e.g. no "cancel activation" for an unactivated device,
 * no "unbind lock" without a lock): `values` is the device, or the section's part answer.
 */
export function actionApplies(name: string, values: Record<string, unknown> | null): boolean {
  switch (name) {
    case "ignore-abnormal":
      return !values?.ignoreAbnormalMark;
    case "cancel-ignore-abnormal":
      return Boolean(values?.ignoreAbnormalMark);
    case "cancel-activation":
      return values?.activationState === "ACTIVATED";
    case "untie-package":
      return Boolean(values?.package);
    case "unbind-module":
      return Boolean(values);
    case "unbind-cabinet":
      return Boolean(values?.actualCabinetSerialNumber);
    case "unbind-lock":
      return Boolean(values?.serialNumber);
    default:
      return true;
  }
}
