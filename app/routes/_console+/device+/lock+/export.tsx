import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExportLoader } from "~/engine/export.server";
import { listSmartLocks } from "~/platform/peripherals.server";
import { smartLocks } from "~/resources/device/smart-locks";

/** The list as filtered and sorted, streamed as .xlsx or .csv (mark.export). */
export const loader = (args: LoaderFunctionArgs) => listExportLoader(args, { resource: smartLocks, list: listSmartLocks });
