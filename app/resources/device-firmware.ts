import * as z from "zod/mini";
import type { ResourceDef } from "~/engine/types";
import { DEVICE_FIRMWARE_TYPES, FIRMWARE_VERSION_PATTERN, MAX_FILE_BYTES } from "~/lib/validators";
import { optionalText, requiredText, uploadedFile } from "./schema-helpers";

export const FIRMWARE_DESCRIPTION_MAX = 200;

/** §3 device firmware: list, add and edit with a file, delete with a reason. */
export const deviceFirmware: ResourceDef = {
  name: "deviceFirmware",
  permission: "deviceFirmware",
  titleKey: "firmware.title",
  basePath: "/device/firmware",
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
    { name: "file", labelKey: "firmware.file", kind: "file", requiredOnCreate: true, accept: DEVICE_FIRMWARE_TYPES.map((type) => `.${type}`).join(","), descriptionKey: "firmware.fileHint", descriptionParams: { types: DEVICE_FIRMWARE_TYPES.join(", "), max: "10M" } },
    { name: "description", labelKey: "firmware.description", kind: "textarea", maxLength: FIRMWARE_DESCRIPTION_MAX },
  ],
};

const firmwareFile = uploadedFile({ types: DEVICE_FIRMWARE_TYPES, maxBytes: MAX_FILE_BYTES, requiredKey: "validation.fileRequired" });

/** One schema for the add/edit form, in the browser (conform) and in the action. The file is optional on edit. */
export function firmwareFormSchema(mode: "create" | "edit") {
  return z.object({
    version: requiredText(20, "validation.versionRequired").check(z.regex(FIRMWARE_VERSION_PATTERN, "validation.versionFormat")),
    description: optionalText(FIRMWARE_DESCRIPTION_MAX),
    file: mode === "create" ? firmwareFile : z.optional(firmwareFile),
  });
}

/** §5: deleting firmware needs a reason. */
export const firmwareDeleteSchema = z.object({
  reason: requiredText(200, "validation.reasonRequired"),
});

