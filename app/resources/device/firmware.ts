import { defineResource } from "~/engine/define-resource";
import type { ResourceDef } from "~/engine/types";
import { CABINET_FIRMWARE_TYPES, DEVICE_FIRMWARE_TYPES } from "~/lib/validators";
import type { FirmwareKind as FirmwareEndpoint } from "~/platform/firmware.server";
import { typedUpload } from "../attrs";

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
  return defineResource({
    name: mark, permission: mark, titleKey, basePath, prefix: "firmware",
    labelKey: "version", defaultSort: { field: "lastModifiedDate", order: "descend" }, detail: false,
    attrs: {
      id: { column: true, sortable: true },
      version: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20, descriptionKey: "validation.versionFormatHint" },
      description: { column: true, kind: "ellipsis", filter: "text", filterMaxLength: 50, maxLength: FIRMWARE_DESCRIPTION_MAX, field: "textarea" },
      "file.name": { labelKey: "firmware.file", column: true },
      file: { ...typedUpload(types, "firmware.fileHint"), requiredOnCreate: true },
      relatedDeviceCount: { column: true, kind: "number", sortable: true },
      lastModifiedBy: { column: true },
      lastModifiedDate: { column: true, kind: "datetime", sortable: true },
    },
    order: { fields: ["version", "file"] },
  });
}

export const firmwareResources: Record<FirmwareKindName, ResourceDef> = {
  device: firmwareResource("device"),
  cabinet: firmwareResource("cabinet"),
  connector: firmwareResource("connector"),
};

export const deviceFirmware = firmwareResources.device;
