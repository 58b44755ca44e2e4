import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExportLoader } from "~/engine/export.server";
import { listSmsRecords } from "~/platform/messages.server";
import { smsRecords } from "~/resources/message";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => listExportLoader(args, { resource: smsRecords, list: listSmsRecords });
