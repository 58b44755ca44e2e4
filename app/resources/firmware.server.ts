import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { detailLoader, recordId } from "~/engine/detail.server";
import { listExportLoader } from "~/engine/export.server";
import { listLoader, type FetchPage } from "~/engine/list.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { MAX_FILE_BYTES } from "~/lib/validators";
import { createFirmware, deleteFirmware, getFirmware, listFirmwares, updateFirmware, type Firmware } from "~/platform/firmware.server";
import { FIRMWARE_KINDS, firmwareResources, type FirmwareKindName } from "./device/firmware";
import { firmwareDeleteSchema, firmwareFormSchema } from "./firmware-forms";

/** The loaders and actions of the firmware screens, for any kind (the route modules of each kind call these). */
const listOf = (kind: FirmwareKindName): FetchPage<Firmware> => (ctx, params) => listFirmwares(ctx, FIRMWARE_KINDS[kind].endpoint, params);

export const firmwareServer = {
  list: (args: LoaderFunctionArgs, kind: FirmwareKindName) => listLoader<Firmware>(args, firmwareResources[kind], listOf(kind)),

  /** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
  export: (args: LoaderFunctionArgs, kind: FirmwareKindName) => listExportLoader(args, { resource: firmwareResources[kind], list: listOf(kind) }),

  newLoader: async ({ request }: LoaderFunctionArgs, kind: FirmwareKindName) => {
    await requirePermission(request, `${FIRMWARE_KINDS[kind].mark}.add`);
    return json({});
  },

  create: (args: ActionFunctionArgs, kind: FirmwareKindName) =>
    formAction(args, {
      permission: `${FIRMWARE_KINDS[kind].mark}.add`,
      schema: firmwareFormSchema("create", kind),
      maxFileBytes: MAX_FILE_BYTES,
      run: ({ user }, value) => createFirmware(user.platform, FIRMWARE_KINDS[kind].endpoint, value),
      successMessage: "common.added",
      redirectTo: backToList(FIRMWARE_KINDS[kind].basePath),
    }),

  /** The record for the edit (action "edit") or delete (action "delete") modal. */
  record: (args: LoaderFunctionArgs, kind: FirmwareKindName, action: "edit" | "delete") =>
    detailLoader(args, firmwareResources[kind], (ctx, id) => getFirmware(ctx, FIRMWARE_KINDS[kind].endpoint, id), action),

  update: (args: ActionFunctionArgs, kind: FirmwareKindName) =>
    formAction(args, {
      permission: `${FIRMWARE_KINDS[kind].mark}.edit`,
      schema: firmwareFormSchema("edit", kind),
      maxFileBytes: MAX_FILE_BYTES,
      run: ({ user, params }, value) => updateFirmware(user.platform, FIRMWARE_KINDS[kind].endpoint, recordId(params), value),
      successMessage: "common.modified",
      redirectTo: backToList(FIRMWARE_KINDS[kind].basePath),
    }),

  remove: (args: ActionFunctionArgs, kind: FirmwareKindName) =>
    formAction(args, {
      permission: `${FIRMWARE_KINDS[kind].mark}.delete`,
      schema: firmwareDeleteSchema,
      run: ({ user, params }, value) => deleteFirmware(user.platform, FIRMWARE_KINDS[kind].endpoint, recordId(params), value.reason),
      successMessage: "common.deleted",
      redirectTo: backToList(FIRMWARE_KINDS[kind].basePath),
    }),
};
