import type { ResourceDef } from "~/engine/types";
import { CABINET_FIRMWARE_TYPES, DEVICE_FIRMWARE_TYPES } from "~/lib/validators";
import type { FirmwareKind as FirmwareEndpoint } from "~/platform/firmware.server";

export const FIRMWARE_DESCRIPTION_MAX = 200;

/**
 * §3 firmware of devices, cabinet controllers and connectors: one declaration, parameterised by kind (the
 * endpoint, permission mark, path and allowed file types are all that differ).
 */
export const FIRMWARE_KINDS = {
  device: { endpoint: "device-firmwares", mark: "deviceFirmware", basePath: "/device/firmware", titleKey: "menu.deviceFirmware", types: DEVICE_FIRMWARE_TYPES },
  cabinet: { endpoint: "cabinet-controller-firmwares", mark: "cabinetFirmware", basePath: "/device/cabinet-firmware", titleKey: "menu.cabinetFirmware", types: CABINET_FIRMWARE_TYPES },
  connector: { endpoint: "connector-firmwares", mark: "connectorFirmware", basePath: "/device/connector-firmware", titleKey: "menu.connectorFirmware", types: CABINET_FIRMWARE_TYPES },
} as const satisfies Record<string, { endpoint: FirmwareEndpoint; mark: string; basePath: string; titleKey: string; types: readonly string[] }>;

export type FirmwareKindName = keyof typeof FIRMWARE_KINDS;

function firmwareResource(kind: FirmwareKindName): ResourceDef {
  const { mark, basePath, titleKey, types } = FIRMWARE_KINDS[kind];
  return {
    name: mark,
    permission: mark,
    titleKey,
    basePath,
    idKey: "id",
    labelKey: "version",
    columns: [
      { key: "id", labelKey: "firmware.id", sortable: true },
      { key: "version", labelKey: "firmware.version", sortable: true },
      { key: "description", labelKey: "firmware.description", kind: "ellipsis" },
      { key: "file.name", labelKey: "firmware.file" },
      { key: "relatedDeviceCount", labelKey: "firmware.relatedDeviceCount", kind: "number", sortable: true },
      { key: "lastModifiedBy", labelKey: "firmware.lastModifiedBy" },
      { key: "lastModifiedDate", labelKey: "firmware.lastModifiedDate", kind: "datetime", sortable: true },
    ],
    filters: [
      { name: "version", labelKey: "firmware.version", kind: "text", maxLength: 20 },
      { name: "description", labelKey: "firmware.description", kind: "text", maxLength: 50 },
    ],
    listSpec: {
      sortFields: ["id", "version", "relatedDeviceCount", "lastModifiedDate"],
      defaultSort: { field: "lastModifiedDate", order: "descend" },
      filters: ["version", "description"],
    },
    fields: [
      { name: "version", labelKey: "firmware.version", kind: "text", required: true, maxLength: 20, descriptionKey: "validation.versionFormatHint" },
      { name: "file", labelKey: "firmware.file", kind: "file", requiredOnCreate: true, accept: types.map((type) => `.${type}`).join(","), descriptionKey: "firmware.fileHint", descriptionParams: { types: types.join(", "), max: "10M" } },
      { name: "description", labelKey: "firmware.description", kind: "textarea", maxLength: FIRMWARE_DESCRIPTION_MAX },
    ],
  };
}

export const firmwareResources: Record<FirmwareKindName, ResourceDef> = {
  device: firmwareResource("device"),
  cabinet: firmwareResource("cabinet"),
  connector: firmwareResource("connector"),
};

export const deviceFirmware = firmwareResources.device;
