import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { loadRecord, recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { listExportLoader } from "~/engine/export.server";
import { listLoader, loadList } from "~/engine/list.server";
import { formAction } from "~/engine/mutations.server";
import { compareVersions } from "~/lib/version";
import { listFirmwares } from "~/platform/firmware.server";
import {
  getController,
  getControllerConfig,
  getMessageInfo,
  listControllers,
  listHistoryLogs,
  listSelfTests,
  saveControllerConfig,
  updateControllerFirmware,
} from "~/platform/peripherals.server";
import { CONTROLLER_KINDS, controllerResources, historyLogList, selfTestList, toConfig, type ControllerKindName } from "./device/controllers";
import { configSchema, firmwareUpdateSchema } from "./controllers-forms";
import { FIRMWARE_KINDS } from "./device/firmware";

const mark = (kind: ControllerKindName, action: string) => `${CONTROLLER_KINDS[kind].mark}.${action}`;
const detailPath = (kind: ControllerKindName, id: string, tab: string) => `${CONTROLLER_KINDS[kind].basePath}/${id}/${tab}`;

/** Loaders and actions of the cabinet-controller and connector screens, for either kind. */
export const controllerServer = {
  list: (args: LoaderFunctionArgs, kind: ControllerKindName) =>
    listLoader(args, controllerResources[kind], (ctx, params) => listControllers(ctx, kind, params)),

  /** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
  export: (args: LoaderFunctionArgs, kind: ControllerKindName) =>
    listExportLoader(args, { resource: controllerResources[kind], list: (ctx, params) => listControllers(ctx, kind, params) }),

  /** The detail frame (title, tabs) and the overview tab's record. */
  record: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const { record, user } = await loadRecord(request, params, controllerResources[kind], (ctx, id) => getController(ctx, kind, id));
    return json({ record, canEdit: user.can(mark(kind, "edit")) });
  },

  toOverview: ({ params }: LoaderFunctionArgs, kind: ControllerKindName) => redirect(detailPath(kind, recordId(params), "overview")),

  messageInfo: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(request, mark(kind, "get"));
    const id = recordId(params);
    return json({ info: await loadOrFail(request, () => getMessageInfo(user.platform, kind, id)) });
  },

  config: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(request, mark(kind, "get"));
    const id = recordId(params);
    return json({ config: await loadOrFail(request, () => getControllerConfig(user.platform, kind, id)), canEdit: user.can(mark(kind, "edit")) });
  },

  /** Saves the config parameters; unchanged values are refused here already (§5), as the browser does. */
  saveConfig: async (args: ActionFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(args.request, mark(kind, "edit"));
    const id = recordId(args.params);
    const current = await loadOrFail(args.request, () => getControllerConfig(user.platform, kind, id));
    return formAction(args, {
      permission: mark(kind, "edit"),
      schema: configSchema(current),
      run: ({ user: caller }, value) => saveControllerConfig(caller.platform, kind, id, toConfig(value)),
      successMessage: "controller.configSaved",
      redirectTo: () => detailPath(kind, id, "config"),
    });
  },

  history: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(request, mark(kind, "get"));
    const id = recordId(params);
    return json(await loadList(request, historyLogList, (ctx, list) => listHistoryLogs(ctx, kind, id, list), user));
  },

  selfTests: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(request, mark(kind, "get"));
    const id = recordId(params);
    return json(await loadList(request, selfTestList, (ctx, list) => listSelfTests(ctx, kind, id, list), user));
  },

  /** The firmware update form: the controller and this kind's firmware versions to choose from. */
  firmwareUpdate: async ({ request, params }: LoaderFunctionArgs, kind: ControllerKindName) => {
    const { record, user } = await loadRecord(request, params, controllerResources[kind], (ctx, id) => getController(ctx, kind, id), "edit");
    const endpoint = FIRMWARE_KINDS[CONTROLLER_KINDS[kind].firmware].endpoint;
    const firmwares = await loadOrFail(request, () =>
      listFirmwares(user.platform, endpoint, { pageNo: 1, pageSize: 100, sortField: "version", sortOrder: "descend", filters: {} }),
    );
    // Newest first by the rule's own ordering (the V/T prefix does not count).
    const versions = firmwares.rows.map((firmware) => firmware.version).sort((a, b) => compareVersions(b, a));
    return json({ record, versions });
  },

  saveFirmwareUpdate: async (args: ActionFunctionArgs, kind: ControllerKindName) => {
    const user = await requirePermission(args.request, mark(kind, "edit"));
    const id = recordId(args.params);
    const controller = await loadOrFail(args.request, () => getController(user.platform, kind, id));
    return formAction(args, {
      permission: mark(kind, "edit"),
      schema: firmwareUpdateSchema(controller.firmwareVersion),
      run: ({ user: caller }, value) => updateControllerFirmware(caller.platform, kind, id, value),
      successMessage: "controller.firmwareUpdateSaved",
      redirectTo: () => detailPath(kind, id, "overview"),
    });
  },
};
