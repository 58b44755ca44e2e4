import type { ActionFunctionArgs } from "@remix-run/node";
import { backToList, intentAction } from "~/engine/mutations.server";
import { msg } from "~/i18n/messages";
import { editRemark, setNoticeSwitch, updatePublicTime } from "~/platform/devices.server";
import { devices } from "./device/devices";
import { bulkNoticeSchema, bulkPublicTimeSchema, bulkRemarkSchema } from "./devices-forms";

type Ids = { ids: string[] };
const updated = (count: number) => msg("fleet.bulk.updated", { count });

/** The device list's bulk actions on the checked rows (notice switch, remark, public time). */
export const deviceBulkAction = (args: ActionFunctionArgs) =>
  intentAction(
    args,
    {
      "notice-on": {
        permission: "deviceList.edit",
        schema: bulkNoticeSchema,
        run: async ({ user }, value) => updated((await setNoticeSwitch(user.platform, (value as Ids).ids, true)).updated),
        successMessage: "common.operationSuccess",
      },
      "notice-off": {
        permission: "deviceList.edit",
        schema: bulkNoticeSchema,
        run: async ({ user }, value) => updated((await setNoticeSwitch(user.platform, (value as Ids).ids, false)).updated),
        successMessage: "common.operationSuccess",
      },
      remark: {
        permission: "deviceList.edit",
        schema: bulkRemarkSchema,
        run: async ({ user }, value) => {
          const { ids, remark } = value as Ids & { remark?: string };
          return updated((await editRemark(user.platform, ids, remark ?? "")).updated);
        },
        successMessage: "common.operationSuccess",
      },
      "public-time": {
        permission: "deviceList.edit",
        schema: bulkPublicTimeSchema,
        run: async ({ user }, value) => {
          const { ids, ...time } = value as Ids & { publicMode: string; openDays: string; publicTimeBegin: string; publicTimeEnd: string };
          return updated((await updatePublicTime(user.platform, ids, time)).updated);
        },
        successMessage: "common.operationSuccess",
      },
    },
    backToList(devices.basePath),
  );
