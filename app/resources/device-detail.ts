/**
 * §2 device detail: its tabs, the sections of the overview and message-info tabs (§3 device fields), and which
 * action links each section offers. Declarations only; the routes under /device/:id read them.
 */
import type { ColumnDef } from "~/engine/types";

const D = (name: string) => `deviceDetail.${name}`;
const yesNo = { kind: "enum", enumKey: "deviceDetailEnums.yesNo" } as const;
const e = (key: string, label: string, enumKey: string, tones?: ColumnDef["tones"]): ColumnDef => ({ key, labelKey: D(label), kind: "enum", enumKey, tones });

const good = "green" as const;
const bad = "red" as const;
const warn = "orange" as const;

export const DEVICE_TABS = ["overview", "message", "config", "service-config", "persons", "rescue", "running", "operation", "dock-users"] as const;

export interface DetailSection {
  key: string;
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
    columns: [
      { key: "ignoreAbnormalMark", labelKey: D("ignoreAbnormalMark"), ...yesNo },
      e("notice", "notice", "deviceDetailEnums.notice", { NOTIFIED: good, NOT_NOTICE: "gray" }),
      { key: "firmwareVersion", labelKey: D("firmwareVersion") },
      e("deviceSource", "deviceSource", "deviceDetailEnums.deviceSource"),
    ],
    actions: ["ignore-abnormal", "cancel-ignore-abnormal", "notice-switch"],
  },
  {
    key: "location",
    columns: [
      { key: "location.latitude", labelKey: D("latitude") },
      { key: "location.longitude", labelKey: D("longitude") },
      e("location.positionMode", "positionMode", "deviceDetailEnums.positionMode"),
      { key: "location.fenceRadius", labelKey: D("fenceRadius"), kind: "number" },
      { key: "systemInfo.radius", labelKey: D("systemRadius"), kind: "number" },
    ],
    actions: ["system-info"],
  },
];

export const messageSections: readonly DetailSection[] = [
  {
    key: "battery",
    columns: [
      { key: "batteryInfo.level", labelKey: D("batteryLevel"), kind: "number" },
      { key: "batteryInfo.sn", labelKey: D("batterySn") },
      { key: "batteryInfo.lot", labelKey: D("batteryLot") },
      { key: "batteryInfo.expiryDate", labelKey: D("batteryExpiryDate"), kind: "date" },
      { key: "communicationModuleInfo.powerSupply", labelKey: D("powerSupply") },
    ],
  },
  {
    key: "electrode",
    columns: [
      { key: "electrodeInfo.sn", labelKey: D("electrodeSn") },
      { key: "electrodeInfo.lot", labelKey: D("electrodeLot") },
      { key: "electrodeInfo.expiryDate", labelKey: D("electrodeExpiryDate"), kind: "date" },
      e("electrodeState", "electrodeState", "deviceEnums.electrodeState", { NORMAL: good, WARNING: warn, ABNORMAL: bad }),
    ],
    actions: ["electrode-info"],
  },
  {
    key: "module",
    columns: [
      e("communicationModuleInfo.type", "moduleType", "deviceDetailEnums.communicationModule"),
      { key: "communicationModuleInfo.imei", labelKey: D("imei") },
      { key: "communicationModuleInfo.iccid", labelKey: D("iccid") },
      e("communicationModuleInfo.simOperator", "simOperator", "deviceDetailEnums.simOperator"),
      e("communicationModuleInfo.networkMode", "networkMode", "deviceDetailEnums.networkMode"),
      { key: "communicationModuleInfo.signalStrength", labelKey: D("signalStrength"), kind: "number" },
      { key: "communicationModuleInfo.cabinetModel", labelKey: D("cabinetModel") },
      { key: "communicationModuleInfo.actualCabinetSerialNumber", labelKey: D("actualCabinet") },
    ],
    actions: ["unbind-module", "unbind-cabinet"],
  },
  {
    key: "lock",
    columns: [
      { key: "lockInfo.serialNumber", labelKey: D("lockSn") },
      { key: "lockInfo.macAddress", labelKey: D("lockMac") },
    ],
    actions: ["unbind-lock"],
  },
  {
    key: "relatedPerson",
    columns: [
      { key: "relatedPersonInfo.name", labelKey: D("relatedPersonName") },
      { key: "relatedPersonInfo.phone", labelKey: D("relatedPersonPhone") },
    ],
  },
  {
    key: "factory",
    columns: [
      { key: "factoryInfo.lotNumber", labelKey: D("lotNumber") },
      { key: "factoryInfo.productionDate", labelKey: D("productionDate"), kind: "date" },
      { key: "factoryInfo.assemblyDate", labelKey: D("assemblyDate"), kind: "date" },
      { key: "factoryInfo.deliveryDate", labelKey: D("deliveryDate"), kind: "date" },
      { key: "factoryInfo.boardSn", labelKey: D("boardSn") },
      { key: "factoryInfo.ledBoardSn", labelKey: D("ledBoardSn") },
      { key: "factoryInfo.capacitorSn", labelKey: D("capacitorSn") },
      { key: "factoryInfo.capacitorLot", labelKey: D("capacitorLot") },
      { key: "factoryInfo.batteryValidityMonths", labelKey: D("batteryValidityMonths"), kind: "number" },
      { key: "factoryInfo.electrodeValidityMonths", labelKey: D("electrodeValidityMonths"), kind: "number" },
    ],
  },
];

/** Whether an action applies to the device as it is now (e.g. no "cancel activation" for an unactivated device). */
export function actionApplies(name: string, device: Record<string, unknown>): boolean {
  switch (name) {
    case "ignore-abnormal":
      return !device.ignoreAbnormalMark;
    case "cancel-ignore-abnormal":
      return Boolean(device.ignoreAbnormalMark);
    case "cancel-activation":
      return device.activationState === "ACTIVATED";
    case "untie-package":
      return Boolean(device.package);
    case "unbind-module":
      return Boolean(device.communicationModuleInfo);
    case "unbind-cabinet":
      return Boolean((device.communicationModuleInfo as { actualCabinetSerialNumber?: unknown } | null)?.actualCabinetSerialNumber);
    case "unbind-lock":
      return Boolean(device.lockInfo);
    default:
      return true;
  }
}
